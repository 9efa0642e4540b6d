import type { NoticeEmailKind } from '@greenroom/contracts';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppMetrics } from '../metrics/app-metrics';
import { JobTracing, jobFields } from '../tracing/job-tracing';
import { EMAIL_QUEUE, EmailJobData, SEND_JOB } from './email-job';
import { EMAIL_JOB_HANDLERS, EmailJobHandler } from './email-job-handler';
import { SentEmailsRepository } from './ledger/sent-emails.repository';
import { MailService } from './mail.service';

/** A ready message (`send`), or a domain's own job that its handler turns into one. */
type EmailQueueJob = Job<EmailJobData, void, typeof SEND_JOB> | Job<unknown, void, string>;

const isSend = (job: EmailQueueJob): job is Job<EmailJobData, void, typeof SEND_JOB> => job.name === SEND_JOB;

/** Runs in the worker process only. A thrown error lets BullMQ retry with backoff. */
@Processor(EMAIL_QUEUE, { concurrency: 4 })
export class EmailProcessor extends WorkerHost {
  private readonly logger = new Logger(EmailProcessor.name);
  private readonly handlers: Map<string, EmailJobHandler>;

  constructor(
    private readonly mail: MailService,
    @Inject(EMAIL_JOB_HANDLERS) handlers: EmailJobHandler[],
    private readonly metrics: AppMetrics,
    private readonly tracing: JobTracing,
    private readonly ledger: SentEmailsRepository,
  ) {
    super();
    this.handlers = new Map(handlers.map((handler) => [handler.jobName, handler]));
  }

  async process(job: EmailQueueJob): Promise<void> {
    await this.tracing.run(job, () => (isSend(job) ? this.mail.send(job.data) : this.handlerOf(job).run(job.data)));
    await this.recordOutcome(job, 'sent');
  }

  @OnWorkerEvent('failed')
  async onFailed(job: EmailQueueJob | undefined, error: Error): Promise<void> {
    this.logger.warn({ msg: 'e-mail job failed', ...jobFields(job), error: error.message });
    if (!job) return;
    const givenUp = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.metrics.emailRefused(this.kindOf(job), givenUp ? 'failed' : 'deferred');
    if (givenUp) await this.recordOutcome(job, 'failed');
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn({ msg: 'e-mail worker error', queue: EMAIL_QUEUE, error: error.message });
  }

  private kindOf(job: EmailQueueJob): NoticeEmailKind {
    return isSend(job) ? (job.data.kind ?? 'notice') : (this.handlers.get(job.name)?.kind ?? 'notice');
  }

  /**
   * The office's statistics read the ledger; a message that went out is not failed or retried because its row could
   * not be written (the database down for a moment): the miss is logged.
   */
  private async recordOutcome(job: EmailQueueJob, outcome: 'sent' | 'failed'): Promise<void> {
    if (!job.id) return;
    await this.ledger
      .record(job.id, this.kindOf(job), outcome)
      .catch((error: Error) => this.logger.warn({ msg: 'e-mail ledger not written', ...jobFields(job), outcome, error: error.message }));
  }

  /** A job no handler runs fails (and is retried): a worker of an older version may be running beside a newer one. */
  private handlerOf(job: Job<unknown, void, string>): EmailJobHandler {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`no handler for e-mail job "${job.name}"`);
    return handler;
  }
}
