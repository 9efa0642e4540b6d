import { z } from 'zod';
import { CampaignKindSchema } from './mass-email';

/**
 * Every kind of e-mail the portal sends, one message per job on the e-mail queue: what the worker records in its
 * ledger of sent mail and what the metrics count. (Mass, test and digest mail go out as campaigns: CampaignKindSchema.)
 */
export const NoticeEmailKindSchema = z.enum([
  'sign-in-link',
  'rsvp-confirmation',
  'application-confirmation',
  'application-notice',
  'membership-active',
  'renewal-reminder',
  'lapse-notice',
  'reading-cancelled',
  'audition-confirmation',
  'notice',
]);
export type NoticeEmailKind = z.infer<typeof NoticeEmailKindSchema>;

export const EmailKindSchema = z.enum([...CampaignKindSchema.options, ...NoticeEmailKindSchema.options]);
export type EmailKind = z.infer<typeof EmailKindSchema>;

/** Each kind in the office's words, in the order the statistics list them. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  mass: 'Mass e-mails',
  daily: 'Daily events e-mail',
  weekly: 'Weekly events e-mail',
  test: 'Test e-mails',
  'renewal-reminder': 'Renewal reminders',
  'lapse-notice': 'Lapsed and removed members (to Admins)',
  'membership-active': 'Approval e-mails (membership active)',
  'application-confirmation': 'Application received (to the applicant)',
  'application-notice': 'New applications (to Admins)',
  'rsvp-confirmation': 'RSVP confirmations',
  'reading-cancelled': 'Play reading cancellations',
  'audition-confirmation': 'Audition pre-registrations',
  'sign-in-link': 'Sign-in links',
  notice: 'Other notices',
};
export const EMAIL_KINDS = Object.keys(EMAIL_KIND_LABELS) as EmailKind[];

/** How far back the statistics reach: the timeline shows this many theater days. */
export const EMAIL_TIMELINE_DAYS = 90;
const DAYS_MESSAGE = `Please ask for 1 to ${EMAIL_TIMELINE_DAYS} days of e-mail`;
/** GET /api/email-timeline?days=90: days counts back from today on the theater's clock, today included. */
export const EmailTimelineQuerySchema = z.object({
  days: z.coerce
    .number({ message: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .min(1, DAYS_MESSAGE)
    .max(EMAIL_TIMELINE_DAYS, DAYS_MESSAGE)
    .default(EMAIL_TIMELINE_DAYS),
});
export type EmailTimelineQuery = z.infer<typeof EmailTimelineQuerySchema>;
/** The messages of one kind on one theater day that reached an outcome. */
export const EmailDayCountSchema = z.object({
  /** yyyy-mm-dd on the theater's clock. */
  day: z.string(),
  kind: EmailKindSchema,
  /** Messages the SMTP server accepted. */
  sent: z.number().int(),
  /** Messages given up for good. */
  failed: z.number().int(),
});
export type EmailDayCount = z.infer<typeof EmailDayCountSchema>;
export const EmailTimelineSchema = z.object({
  /** The window's first and last theater day (yyyy-mm-dd), both included. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Only the days and kinds with mail, oldest day first. */
  days: z.array(EmailDayCountSchema),
});
export type EmailTimeline = z.infer<typeof EmailTimelineSchema>;
