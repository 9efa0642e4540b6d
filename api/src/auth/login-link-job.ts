import { emailJob } from '../mail-delivery/email-queue';
import type { OutboxJob } from '../outbox/outbox-job';

/** A sign-in link's job on the shared `email` queue (mail/email-job-handler.ts): LoginLinkMailer runs it in the worker. */
export const LOGIN_LINK_JOB = 'login-link';

/**
 * A sign-in link for the worker to mint and send. Only ids (and the non-secret redirect path) travel through Redis and
 * the outbox, so nothing in Redis, Bull Board or the outbox table can sign anyone in.
 */
export interface LoginLinkJobData {
  loginTokenId: string;
  memberId: string;
  redirect?: string;
}

export function loginLinkJobId(loginTokenId: string): string {
  return `login-link-${loginTokenId}`;
}

/**
 * Staged in the outbox with its login_tokens row, so a link asked for just before Redis is lost is still sent: the
 * worker's sweep puts the job back. A sign-in job that gives up is deleted at once (nobody needs a week-old record of
 * who asked to sign in); its outbox row stays, and the sweep retries it until the link expires.
 */
export function loginLinkJob(data: LoginLinkJobData): OutboxJob {
  return emailJob(LOGIN_LINK_JOB, data, { jobId: loginLinkJobId(data.loginTokenId), keepFailed: false });
}
