/** A sign-in link's job on the shared `email` queue (mail/email-job-handler.ts): LoginLinkMailer runs it in the worker. */
export const LOGIN_LINK_JOB = 'login-link';

/**
 * A sign-in link for the worker to mint and send. Only ids (and the non-secret redirect path) travel
 * through Redis, so nothing in Redis or Bull Board can sign anyone in.
 */
export interface LoginLinkJobData {
  loginTokenId: string;
  memberId: string;
  redirect?: string;
}

export function loginLinkJobId(loginTokenId: string): string {
  return `login-link-${loginTokenId}`;
}
