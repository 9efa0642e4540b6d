import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { runTraced } from './trace-context';

/** A job's log fields, for the lines written outside its run (BullMQ's failed event). */
export function jobFields(job: Job | undefined): Record<string, unknown> {
  if (!job) return {};
  const requestId = (job.data as { requestId?: unknown } | undefined)?.requestId;
  return { job: job.name, jobId: job.id, queue: job.queueName, attempt: job.attemptsMade, ...(typeof requestId === 'string' ? { requestId } : {}) };
}

/**
 * Runs a job's work with its request id and name in every log line (a logging context of nestjs-pino's own) and as
 * the trace, so the jobs it queues in turn (a campaign's batches) carry the same request id.
 */
@Injectable()
export class JobTracing {
  constructor(private readonly pino: PinoLogger) {}

  run<T>(job: Job, work: () => Promise<T>): Promise<T> {
    const requestId = (job.data as { requestId?: unknown } | undefined)?.requestId;
    const id = typeof requestId === 'string' ? requestId : undefined;
    const bindings = { ...(id ? { requestId: id } : {}), job: job.name, jobId: job.id, queue: job.queueName };
    return this.pino.runInContext(() => runTraced(id, work), { bindings });
  }
}
