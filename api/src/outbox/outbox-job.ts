import type { JobsOptions } from 'bullmq';

/** A job as its producer writes it (the producers' job functions), with the queue it goes on. */
export interface OutboxJob {
  queue: string;
  name: string;
  jobId: string;
  data: object;
  opts: JobsOptions;
}
