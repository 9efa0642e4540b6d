import type { NoticeEmailKind } from '@greenroom/contracts';

export const EMAIL_QUEUE = 'email';

/** The job name of a ready message; a domain's other jobs on this queue are named by their handlers (email-job-handler.ts). */
export const SEND_JOB = 'send';

/** One e-mail for the worker to send. Later features put all their mail on this queue too. */
export interface EmailJobData {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the statistics and metrics count it as; absent only in jobs queued before kinds were recorded ('notice'). */
  kind?: NoticeEmailKind;
}
