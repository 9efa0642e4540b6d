import type { TracedJobData } from '../../tracing/trace-context';

/**
 * The Admins' notices of new applications have their own small queue: a delayed job per window, so every
 * application of the window goes out in one e-mail per Admin (the `email` queue then sends those). The queue and
 * its job ids keep their first name, `application-digest`: running installs have jobs under it in Redis.
 */
export const APPLICATION_NOTICES_QUEUE = 'application-digest';

/** Only the trace travels in the job: at run time the notice run reads the waiting applications from PostgreSQL. */
export type ApplicationNoticesJobData = TracedJobData;

/** One id per window: adding the job again within the window adds nothing. */
export const applicationNoticesJobId = (windowIndex: number) => `application-digest-${windowIndex}`;
