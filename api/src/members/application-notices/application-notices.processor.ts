import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobTracing, jobFields } from '../../tracing/job-tracing';
import { APPLICATION_NOTICES_QUEUE, ApplicationNoticesJobData } from './application-notices-job';
import { ApplicationNoticesSender } from './application-notices-sender';

/** Runs in the worker process only. A thrown error lets BullMQ retry with backoff. */
@Processor(APPLICATION_NOTICES_QUEUE)
export class ApplicationNoticesProcessor extends WorkerHost {
  private readonly logger = new Logger(ApplicationNoticesProcessor.name);

  constructor(
    private readonly sender: ApplicationNoticesSender,
    private readonly tracing: JobTracing,
  ) {
    super();
  }

  async process(job: Job<ApplicationNoticesJobData>): Promise<void> {
    await this.tracing.run(job, () => this.sender.send(job.id ?? 'application-digest'));
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn({ msg: 'application notice failed', ...jobFields(job), error: error.message });
  }
}
