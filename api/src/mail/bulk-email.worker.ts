import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, Queue, Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DigestRunner } from '../email/digest-runner.service';
import { BULK_EMAIL_QUEUE, BatchJobData, BulkEmailJobName, CampaignJobData, DigestJobData, RecipientJobData, batchJobId } from './bulk-email-job';
import { CampaignSender } from './campaign-sender.service';
import { MailSettings } from './mail-settings';
import { EMAIL_JOB_DEFAULTS, bullRootOptions } from './queue-options';

type BulkJob = Job<CampaignJobData | BatchJobData | RecipientJobData | DigestJobData, unknown, BulkEmailJobName>;

const FAN_OUT_CHUNK = 1000;
/** Recipients per batch job: few enough that the jobs of one campaign spread over every worker's sends in flight. */
const BATCH_SIZE = 50;

/**
 * The bulk-mail consumer. Built by hand rather than with @Processor so that concurrency, the SMTP rate
 * limit and the lock time come from settings (the limiter is shared by all workers of the queue). The limiter
 * counts jobs, so it is given batches per second: a batch is at most one second's worth of messages.
 */
@Injectable()
export class BulkEmailWorker implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(BulkEmailWorker.name);
  private worker?: Worker<BulkJob['data'], unknown, BulkEmailJobName>;

  constructor(
    private readonly config: AppConfig,
    private readonly settings: MailSettings,
    private readonly sender: CampaignSender,
    private readonly digests: DigestRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(BULK_EMAIL_QUEUE) private readonly queue: Queue,
  ) {}

  onModuleInit(): void {
    const worker = new Worker<BulkJob['data'], unknown, BulkEmailJobName>(BULK_EMAIL_QUEUE, (job: BulkJob) => this.process(job), {
      ...bullRootOptions(this.config),
      concurrency: this.settings.concurrency,
      limiter: { max: Math.max(1, Math.floor(this.settings.ratePerSecond / this.batchSize())), duration: 1000 },
      lockDuration: this.settings.lockMs,
      stalledInterval: this.settings.lockMs,
    });
    worker.on('failed', (job, error) => this.logger.warn(`bulk job ${job?.name ?? '?'} ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`));
    worker.on('error', (error) => this.logger.warn(`bulk worker: ${error.message}`));
    this.worker = worker;
  }

  private async process(job: BulkJob): Promise<unknown> {
    // The job name says which of the data shapes it carries (see bulk-email-job.ts).
    switch (job.name) {
      case 'campaign':
        return this.fanOut((job.data as CampaignJobData).campaignId);
      case 'batch':
        return this.sender.sendBatch((job.data as BatchJobData).recipientIds, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      case 'recipient':
        return this.sender.sendBatch([(job.data as RecipientJobData).recipientId], job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      case 'digest':
        return this.digests.run(job.data as DigestJobData);
    }
  }

  private batchSize(): number {
    return Math.min(BATCH_SIZE, this.settings.ratePerSecond);
  }

  /** Adds one job per batch of recipients still queued; a rerun adds nothing for batches already queued, and a row sent is never sent again. */
  private async fanOut(campaignId: string): Promise<number> {
    // Enqueued inside the storing transaction, this may run before that commit is visible: then try again.
    // The campaign is read first: once it is visible, so are all its recipients (same transaction).
    const [campaign] = await this.dataSource.query<{ id: string }[]>(`SELECT id FROM email_campaigns WHERE id = $1`, [campaignId]);
    if (!campaign) throw new Error(`campaign ${campaignId} is not stored (yet)`);
    const rows = await this.dataSource.query<{ id: string }[]>(`SELECT id FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'queued' ORDER BY email, id`, [campaignId]);
    const size = this.batchSize();
    const batches: string[][] = [];
    for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size).map((row) => row.id));
    for (let start = 0; start < batches.length; start += FAN_OUT_CHUNK) {
      await this.queue.addBulk(
        batches.slice(start, start + FAN_OUT_CHUNK).map((recipientIds) => ({
          name: 'batch',
          data: { campaignId, recipientIds },
          opts: { ...EMAIL_JOB_DEFAULTS, jobId: batchJobId(campaignId, recipientIds[0]) },
        })),
      );
    }
    return rows.length;
  }

  async onApplicationShutdown(): Promise<void> {
    // Lets the jobs in flight finish (each a batch of short transactions) before the process exits.
    await this.worker?.close();
  }
}
