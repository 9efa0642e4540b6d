import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobTracing, jobFields } from '../../tracing/job-tracing';
import { APPLICATION_DIGEST_QUEUE, ApplicationDigestJobData } from './application-digest-job';
import { ApplicationDigestSender } from './application-digest-sender.service';

/** Runs in the worker process only. A thrown error lets BullMQ retry with backoff. */
@Processor(APPLICATION_DIGEST_QUEUE)
export class ApplicationDigestProcessor extends WorkerHost {
  private readonly logger = new Logger(ApplicationDigestProcessor.name);

  constructor(
    private readonly sender: ApplicationDigestSender,
    private readonly tracing: JobTracing,
  ) {
    super();
  }

  async process(job: Job<ApplicationDigestJobData>): Promise<void> {
    await this.tracing.run(job, () => this.sender.send(job.id ?? 'application-digest'));
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn({ msg: 'application digest failed', ...jobFields(job), error: error.message });
  }
}
