import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { EMAIL_QUEUE, EmailJobData, SEND_JOB } from './email-job';
import { traced } from '../tracing/trace-context';
import { RETRIED_JOB_OPTIONS } from './queue-options';

/** Producer of the e-mail queue's ready messages; with emailJob below, the one place its jobs and their options are written. */
@Injectable()
export class EmailQueue implements OnModuleInit {
  private readonly logger = new Logger(EmailQueue.name);
  private lastWarning = 0;

  constructor(@InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<object, void, string>) {}

  onModuleInit(): void {
    // Without a listener BullMQ prints every reconnect failure; the API keeps serving while Redis is down.
    this.queue.on('error', (error: Error) => {
      if (Date.now() - this.lastWarning > 30_000) {
        this.lastWarning = Date.now();
        this.logger.warn({ msg: 'e-mail queue unavailable', queue: EMAIL_QUEUE, error: error.message });
      }
    });
  }

  /** `jobId` makes a retry of the same request enqueue nothing twice. Rejects at once while Redis is down. */
  async enqueue(data: EmailJobData, jobId: string): Promise<void> {
    await this.queue.add(SEND_JOB, traced(data), { ...RETRIED_JOB_OPTIONS, jobId });
  }
}

/**
 * A domain's own job, run in the worker by its EmailJobHandler (email-job-handler.ts), for the outbox
 * (outbox/outbox.ts) to move to this queue after the commit of its data. `keepFailed: false` deletes a job that gives
 * up at once instead of keeping it a week for the dashboard.
 */
export function emailJob(
  name: string,
  data: object,
  { jobId, keepFailed }: { jobId: string; keepFailed: boolean },
): { queue: string; name: string; jobId: string; data: object; opts: JobsOptions } {
  return {
    queue: EMAIL_QUEUE,
    name,
    jobId,
    data: traced(data),
    opts: { ...RETRIED_JOB_OPTIONS, jobId, ...(keepFailed ? {} : { removeOnFail: true }) },
  };
}
