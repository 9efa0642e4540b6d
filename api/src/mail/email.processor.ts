import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppMetrics } from '../metrics/app-metrics';
import { JobTracing, jobFields } from '../tracing/job-tracing';
import { EMAIL_QUEUE, EmailJobData, SEND_JOB } from './email-job';
import { EMAIL_JOB_HANDLERS, EmailJobHandler } from './email-job-handler';
import { MailService } from './mail.service';

/** A ready message (`send`), or a domain's own job that its handler turns into one. */
type EmailQueueJob = Job<EmailJobData, void, typeof SEND_JOB> | Job<unknown, void, string>;

const isSend = (job: EmailQueueJob): job is Job<EmailJobData, void, typeof SEND_JOB> => job.name === SEND_JOB;

/** Runs in the worker process only. A thrown error lets BullMQ retry with backoff. */
@Processor(EMAIL_QUEUE, { concurrency: 4 })
export class EmailProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger(EmailProcessor.name);
  private readonly handlers: Map<string, EmailJobHandler>;

  constructor(
    private readonly mail: MailService,
    @Inject(EMAIL_JOB_HANDLERS) handlers: EmailJobHandler[],
    private readonly metrics: AppMetrics,
    private readonly tracing: JobTracing,
  ) {
    super();
    this.handlers = new Map(handlers.map((handler) => [handler.jobName, handler]));
  }

  async process(job: EmailQueueJob): Promise<void> {
    await this.tracing.run(job, () => (isSend(job) ? this.mail.send(job.data) : this.handlerOf(job).run(job.data)));
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
        isSend(job) ? (job.data.kind ?? 'notice') : (this.handlers.get(job.name)?.kind ?? 'notice'),
        job.attemptsMade >= (job.opts.attempts ?? 1) ? 'failed' : 'deferred',
      );
    this.logger.warn({ msg: 'e-mail job failed', ...jobFields(job), error: error.message });
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn({ msg: 'e-mail worker error', queue: EMAIL_QUEUE, error: error.message });
  }

  /** A job no handler runs fails (and is retried): a worker of an older version may be running beside a newer one. */
  private handlerOf(job: Job<unknown, void, string>): EmailJobHandler {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`no handler for e-mail job "${job.name}"`);
    return handler;
  }
}
