import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { JobTracing, jobFields } from '../tracing/job-tracing';
import { BULK_EMAIL_QUEUE, BatchJobData, BulkEmailJobName, CampaignJobData, DigestJobData, RecipientJobData } from './bulk-email-job';
import { bullRootOptions } from '../mail-delivery/queue-options';
import { CampaignSender } from './campaigns/campaign-sender';
import { DigestRunner } from './digests/digest-runner';

export type BulkEmailJobData = CampaignJobData | BatchJobData | RecipientJobData | DigestJobData;
type BulkEmailJob = Job<BulkEmailJobData, unknown, BulkEmailJobName>;

/**
 * Batch jobs run at once per worker: while one batch's last messages are on their way, the next batch is claimed and
 * its sends fill the pooled connections. Each holds one database connection.
 */
const BATCHES_IN_FLIGHT = 2;

/** The last try sends what it can and records the rest as failed instead of leaving them queued. */
const lastAttempt = (job: BulkEmailJob) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/** A job that a job scheduler added carries the fire time it stands for: the digest's period. */
const scheduledFireTime = (job: BulkEmailJob) => (job.repeatJobKey && job.opts.prevMillis ? new Date(job.opts.prevMillis) : null);

/**
 * The bulk-email queue's one consumer (a queue has one): hands campaign jobs to campaigns/ and digest jobs to digests/,
 * which is why it sits above both. The one processor not written as an @Processor WorkerHost, as every other is: it is
 * built by hand so that the SMTP rate limit and the lock time come from AppConfig (the limiter is shared by all workers
 * of the queue). The limiter counts jobs, so it is given batches per second: a batch is at most one second's worth of
 * messages.
 */
@Injectable()
export class BulkEmailProcessor implements OnModuleInit {
  private readonly logger = new Logger(BulkEmailProcessor.name);
  private bulkWorker?: Worker<BulkEmailJobData, unknown, BulkEmailJobName>;
  /** The job name says which of the data shapes it carries (see bulk-email-job.ts). */
  private readonly handlers: Record<BulkEmailJobName, (job: BulkEmailJob) => Promise<unknown>> = {
    campaign: (job) => this.sender.splitIntoBatches((job.data as CampaignJobData).campaignId),
    batch: (job) => this.sender.sendBatch((job.data as BatchJobData).recipientIds, lastAttempt(job)),
    recipient: (job) => this.sender.sendBatch([(job.data as RecipientJobData).recipientId], lastAttempt(job)),
    digest: (job) => this.digests.run(job.data as DigestJobData, scheduledFireTime(job)),
  };

  constructor(
    private readonly config: AppConfig,
    private readonly sender: CampaignSender,
    private readonly digests: DigestRunner,
    private readonly tracing: JobTracing,
  ) {}

  onModuleInit(): void {
    const worker = new Worker<BulkEmailJobData, unknown, BulkEmailJobName>(
      BULK_EMAIL_QUEUE,
      (job: BulkEmailJob) => this.tracing.run(job, () => this.handlers[job.name](job)),
      {
        ...bullRootOptions(this.config),
        concurrency: BATCHES_IN_FLIGHT,
        limiter: { max: this.sender.batchesPerSecond, duration: 1000 },
        lockDuration: this.config.mailLockMs,
        stalledInterval: this.config.mailLockMs,
      },
    );
    worker.on('failed', (job, error) => this.logger.warn({ msg: 'bulk job failed', ...jobFields(job), error: error.message }));
    worker.on('error', (error) => this.logger.warn({ msg: 'bulk worker error', queue: BULK_EMAIL_QUEUE, error: error.message }));
    this.bulkWorker = worker;
  }

  /** The queue worker, named as a WorkerHost names it, for the worker process's liveness listener and shutdown. */
  get worker(): Worker<BulkEmailJobData, unknown, BulkEmailJobName> | undefined {
    return this.bulkWorker;
  }
}
