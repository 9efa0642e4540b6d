import type { TracedJobData } from '../../tracing/trace-context';

/**
 * The Admins' digest of new applications has its own small queue: a delayed job per window, so every
 * application of the window goes out in one e-mail per Admin (the `email` queue then sends those).
 */
export const APPLICATION_DIGEST_QUEUE = 'application-digest';

/** Only the trace travels in the job: at run time the digest reads the waiting applications from PostgreSQL. */
export type ApplicationDigestJobData = TracedJobData;

/** One id per window: adding the job again within the window adds nothing. */
export const applicationDigestJobId = (windowIndex: number) => `application-digest-${windowIndex}`;
