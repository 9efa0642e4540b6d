import { z } from 'zod';
import { CalendarDaySchema } from '../common/calendar-day';
import { listResponse, MessageResponseSchema } from '../common/responses';
import { EmailSchema } from '../common/email';

export const DigestTypeSchema = z.enum(['daily', 'weekly']);
export type DigestType = z.infer<typeof DigestTypeSchema>;
/** GET /api/events-preview */
export const EventsPreviewQuerySchema = z.object({
  date: CalendarDaySchema,
  /** 'weekly' previews the seven days a weekly digest from `date` covers; the spec's single day otherwise. */
  type: DigestTypeSchema.optional(),
});
export const PreviewEventSchema = z.object({
  ID: z.string(),
  Title: z.string(),
  StartTime: z.string(),
  /** '' when the event has no end (or lasts all day); only the time when it ends on the day it starts. */
  EndTime: z.string(),
  Description: z.string(),
  Location: z.string(),
  Category: z.string(),
});
export type PreviewEvent = z.infer<typeof PreviewEventSchema>;
export const EventsPreviewResponseSchema = listResponse('events', PreviewEventSchema);
export type EventsPreviewResponse = z.infer<typeof EventsPreviewResponseSchema>;

/** POST /api/send-test-email */
export const SendDigestTestRequestSchema = z.object({
  emailType: DigestTypeSchema,
  recipient: z.string().trim().min(1, 'Please enter a recipient email address.').max(254).pipe(EmailSchema),
  testDate: CalendarDaySchema,
});
export type SendDigestTestRequest = z.infer<typeof SendDigestTestRequestSchema>;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A digest's send time on the theater's clock, 'HH:MM' on a quarter hour (the form offers the half hours). */
export const DigestTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'Choose a time on the quarter hour, such as 07:00 or 18:30 (the theater’s time).');

/**
 * docs/spec-summary.md §2.9: a digest's schedule until an admin first changes it (7:00 AM, the weekly one on Monday). The
 * API's settings answer it; the scheduler screen shows what the API answers.
 */
export const DIGEST_DEFAULT_SCHEDULE = { time: '07:00', weekday: 1 } as const satisfies { time: z.input<typeof DigestTimeSchema>; weekday: number };

const WeekdaySchema = z
  .number({ error: 'Choose the day the weekly e-mail goes out.' })
  .int()
  .min(0, 'Choose the day the weekly e-mail goes out.')
  .max(6, 'Choose the day the weekly e-mail goes out.');

/** POST /api/email-scheduler-settings: when a digest goes out; the weekly one also on which day (0 Sunday … 6 Saturday). */
export const DigestScheduleRequestSchema = z
  .strictObject({ type: DigestTypeSchema, time: DigestTimeSchema, weekday: WeekdaySchema.optional() })
  .superRefine((request, context) => {
    if (request.type === 'weekly' && request.weekday === undefined)
      context.addIssue({ code: 'custom', message: 'Choose the day the weekly e-mail goes out.', path: ['weekday'] });
    if (request.type === 'daily' && request.weekday !== undefined)
      context.addIssue({ code: 'custom', message: 'The daily e-mail goes out every day: send no weekday for it.', path: ['weekday'] });
  });
export type DigestScheduleRequest = z.infer<typeof DigestScheduleRequestSchema>;

/**
 * GET /api/email-scheduler-status. dailyTime, weeklyTime and weeklyDay are display texts ('7:00 AM', 'Monday');
 * dailyAt, weeklyAt and weeklyWeekday the same settings as the schedule form sends them.
 */
export const SchedulerStatusSchema = z.object({
  daily: z.boolean(),
  dailyTime: z.string(),
  dailyAt: DigestTimeSchema,
  weekly: z.boolean(),
  weeklyTime: z.string(),
  weeklyDay: z.string(),
  weeklyAt: DigestTimeSchema,
  weeklyWeekday: WeekdaySchema,
  timeZone: z.string(),
  /** Who a digest reaches: the subscribers of its list. */
  dailySubscribers: z.number(),
  weeklySubscribers: z.number(),
  /** When each digest would next go out, on the theater's clock, in words ("Thursday, November 26, 2026 at 7:00 AM"). */
  dailyNext: z.string(),
  weeklyNext: z.string(),
  /** The company's address (COMPANY_EMAIL), the test recipient's default. */
  companyEmail: z.string(),
});
export type SchedulerStatus = z.infer<typeof SchedulerStatusSchema>;

/** POST /api/toggle-email-scheduler */
export const ToggleSchedulerRequestSchema = z.object({ type: DigestTypeSchema, enabled: z.boolean() });
export type ToggleSchedulerRequest = z.infer<typeof ToggleSchedulerRequestSchema>;
export const ToggleSchedulerResponseSchema = z.object({
  status: SchedulerStatusSchema,
  message: z.string(),
});
export type ToggleSchedulerResponse = z.infer<typeof ToggleSchedulerResponseSchema>;

export const EmailRunStatsSchema = z.object({
  lastRun: z.string().nullable(),
  /** Messages the SMTP server accepted. */
  recipients: z.number(),
  /** Recipients whose send failed for good. */
  failed: z.number(),
  /** 'Success' (every recipient sent), 'Sending' or 'Failed'; null before the first run. */
  status: z.string().nullable(),
});
export type EmailRunStats = z.infer<typeof EmailRunStatsSchema>;
/** GET /api/email-stats */
export const EmailStatsSchema = z.object({
  daily: EmailRunStatsSchema,
  weekly: EmailRunStatsSchema,
  /** Test digests, apart from the scheduled runs they are not. */
  test: EmailRunStatsSchema.optional(),
});
export type EmailStats = z.infer<typeof EmailStatsSchema>;

export const EmailLogTypeSchema = z.enum(['daily', 'weekly', 'test']);
export type EmailLogType = z.infer<typeof EmailLogTypeSchema>;

/** One run in the e-mail log: what it did in words, and the campaign it queued for a developer (Technical details). */
export const EmailLogRunSchema = z.object({
  text: z.string(),
  campaignId: z.string().nullable(),
});
export type EmailLogRun = z.infer<typeof EmailLogRunSchema>;
export const EmailLogSchema = z.object({
  type: EmailLogTypeSchema,
  /** Newest first. */
  runs: z.array(EmailLogRunSchema),
});
export type EmailLog = z.infer<typeof EmailLogSchema>;
/** GET /api/email-logs */
export const EmailLogsResponseSchema = listResponse('logs', EmailLogSchema);
export type EmailLogsResponse = z.infer<typeof EmailLogsResponseSchema>;
export const EmailMessageResponseSchema = MessageResponseSchema;
export type EmailMessageResponse = z.infer<typeof EmailMessageResponseSchema>;

/** POST /api/admin/queues-session: where the queue dashboard opens, with this session's cookie set. */
export const QueueDashboardSessionSchema = z.object({ url: z.string() });
export type QueueDashboardSession = z.infer<typeof QueueDashboardSessionSchema>;
