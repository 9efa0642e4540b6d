import { z } from 'zod';
import { EmailSchema } from '../common/email';

export const DigestTypeSchema = z.enum(['daily', 'weekly']);
export type DigestType = z.infer<typeof DigestTypeSchema>;
// z.iso.date() also refuses days that do not exist (2026-02-30), which PostgreSQL would refuse with a 500.
const IsoDateSchema = z.iso.date({ message: 'Please enter a date as yyyy-mm-dd' });

/** GET /api/events-preview */
export const EventsPreviewQuerySchema = z.object({ date: IsoDateSchema });
export interface PreviewEvent {
  ID: string;
  Title: string;
  StartTime: string;
  Description: string;
  Location: string;
  Category: string;
}
export interface EventsPreviewResponse {
  events: PreviewEvent[];
}

/** POST /api/send-test-email */
export const SendDigestTestRequestSchema = z.object({
  emailType: DigestTypeSchema,
  recipient: z.string().trim().min(1, 'Please enter a recipient email address.').max(254).pipe(EmailSchema),
  testDate: IsoDateSchema,
});
export type SendDigestTestRequest = z.infer<typeof SendDigestTestRequestSchema>;

/** GET /api/email-scheduler-status. Times are display texts ('7:00 AM'); weeklyDay is a weekday name. */
export interface SchedulerStatus {
  daily: boolean;
  dailyTime: string;
  weekly: boolean;
  weeklyTime: string;
  weeklyDay: string;
  timeZone: string;
  /** The company's address (COMPANY_EMAIL), the test recipient's default. */
  companyEmail: string;
}

/** POST /api/toggle-email-scheduler */
export const ToggleSchedulerRequestSchema = z.object({ type: DigestTypeSchema, enabled: z.boolean() });
export type ToggleSchedulerRequest = z.infer<typeof ToggleSchedulerRequestSchema>;
export interface ToggleSchedulerResponse {
  status: SchedulerStatus;
  message: string;
}

export interface EmailRunStats {
  lastRun: string | null;
  /** Messages the SMTP server accepted. */
  recipients: number;
  /** Recipients whose send failed for good. */
  failed: number;
  /** 'Success' (every recipient sent), 'Sending' or 'Failed'; null before the first run. */
  status: string | null;
}
/** GET /api/email-stats */
export interface EmailStats {
  daily: EmailRunStats;
  weekly: EmailRunStats;
}

export type EmailLogType = 'daily' | 'weekly' | 'test';
export interface EmailLog {
  type: EmailLogType;
  content: string;
}
/** GET /api/email-logs */
export interface EmailLogsResponse {
  logs: EmailLog[];
}
export interface EmailMessageResponse {
  message: string;
}
