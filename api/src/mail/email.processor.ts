import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { LoginLinkMailer } from '../auth/login-link-mailer.service';
import { AppMetrics } from '../metrics/app-metrics';
import { JobTracing, jobFields } from '../tracing/job-tracing';
import { EMAIL_QUEUE, EmailJobData, LoginLinkJobData } from './email-job';
import { MailService } from './mail.service';

/** The job name says which data shape a job carries (see email-job.ts). */
type EmailQueueJob = Job<EmailJobData, void, 'send'> | Job<LoginLinkJobData, void, 'login-link'>;

/** Runs in the worker process only. A thrown error lets BullMQ retry with backoff. */
@Processor(EMAIL_QUEUE, { concurrency: 4 })
export class EmailProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    private readonly mail: MailService,
    private readonly loginLinks: LoginLinkMailer,
    private readonly metrics: AppMetrics,
    private readonly tracing: JobTracing,
  ) {
    super();
  }

  async process(job: EmailQueueJob): Promise<void> {
    await this.tracing.run(job, () => (job.name === 'login-link' ? this.loginLinks.send(job.data) : this.mail.send(job.data)));
  }

  /**
   * Finishes the messages in flight before the shutdown hooks close MailService's SMTP transport (@nestjs/bullmq would
   * close this worker in those same hooks, in no set order with the transport). Closing twice is a no-op.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  @OnWorkerEvent('failed')
  onFailed(job: EmailQueueJob | undefined, error: Error): void {
    if (job)
      this.metrics.emailRefused(
        job.name === 'login-link' ? 'sign-in-link' : (job.data.kind ?? 'notice'),
        job.attemptsMade >= (job.opts.attempts ?? 1) ? 'failed' : 'deferred',
      );
    this.logger.warn({ msg: 'e-mail job failed', ...jobFields(job), error: error.message });
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn({ msg: 'e-mail worker error', queue: EMAIL_QUEUE, error: error.message });
  }
}
