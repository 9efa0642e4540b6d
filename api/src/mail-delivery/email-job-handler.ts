import type { NoticeEmailKind } from '@greenroom/contracts';

/**
 * A domain's own job on the shared `email` queue: not a ready message (`send`) but one the domain turns into a message
 * when it is sent (a sign-in link, whose token must never sit in Redis). A queue has one consumer, so EmailProcessor
 * runs these by job name; the composition root (worker.module.ts) provides them under EMAIL_JOB_HANDLERS, so mail/
 * never imports a domain.
 */
export interface EmailJobHandler {
  /** The job name it runs. */
  readonly jobName: string;
  /** What the statistics and metrics count its messages as. */
  readonly kind: NoticeEmailKind;
  run(data: unknown): Promise<void>;
}

export const EMAIL_JOB_HANDLERS = Symbol('EMAIL_JOB_HANDLERS');
