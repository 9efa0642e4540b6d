import type { EmailKind } from '../metrics/app-metrics';

export const EMAIL_QUEUE = 'email';

/** One e-mail for the worker to send. Later features put all their mail on this queue too. */
export interface EmailJobData {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the metrics count it as; absent: a notice (confirmations, and jobs queued before kinds were recorded). */
  kind?: EmailKind;
}

/**
 * A sign-in link for the worker to mint and send. Only ids (and the non-secret redirect path) travel
 * through Redis, so nothing in Redis or Bull Board can sign anyone in.
 */
export interface LoginLinkJobData {
  loginTokenId: string;
  memberId: string;
  redirect?: string;
}

/** The job name says which data shape a job carries. */
export type EmailJob = { name: 'send'; data: EmailJobData } | { name: 'login-link'; data: LoginLinkJobData };

export function loginLinkJobId(loginTokenId: string): string {
  return `login-link-${loginTokenId}`;
}
