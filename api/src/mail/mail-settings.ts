import { isIanaTimeZone, THEATER_TIME_ZONE } from '@greenroom/contracts';
import { z } from 'zod';

const MailEnvSchema = z.object({
  /** Messages per second the SMTP provider accepts; shared by every worker of the bulk queue. */
  MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).default(100),
  /** Sends in flight per worker process: its pooled SMTP connections, and the lanes each batch is sent over. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(8),
  /** How long a job stays claimed by a worker that stopped answering before another worker takes it over. */
  MAIL_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * The theater's IANA zone: digest schedules, "today" in a digest, every time in an e-mail, and (served by
   * GET /api/clock) every date the portal shows or reads. DIGEST_TIME_ZONE is its older name.
   */
  THEATER_TIME_ZONE: z.string().refine(isIanaTimeZone, 'THEATER_TIME_ZONE must be an IANA time zone').optional(),
  DIGEST_TIME_ZONE: z.string().refine(isIanaTimeZone, 'DIGEST_TIME_ZONE must be an IANA time zone').default(THEATER_TIME_ZONE),
  /** The company's own address: Email Notification Management prefills the test recipient with it (docs/spec-summary.md §2.9). */
  COMPANY_EMAIL: z.email().default('office@greenroom.test'),
});

/** The mail feature's own settings, read from the environment (api and worker read the same ones). */
export class MailSettings {
  readonly ratePerSecond: number;
  readonly concurrency: number;
  readonly lockMs: number;
  readonly timeZone: string;
  readonly companyEmail: string;

  constructor(env: z.infer<typeof MailEnvSchema>) {
    this.ratePerSecond = env.MAIL_RATE_PER_SECOND;
    this.concurrency = env.MAIL_CONCURRENCY;
    this.lockMs = env.MAIL_LOCK_MS;
    this.timeZone = env.THEATER_TIME_ZONE ?? env.DIGEST_TIME_ZONE;
    this.companyEmail = env.COMPANY_EMAIL;
  }

  static fromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
    const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
    return new MailSettings(MailEnvSchema.parse(defined));
  }
}
