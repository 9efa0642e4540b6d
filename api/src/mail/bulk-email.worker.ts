import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, Queue, Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DigestRunner } from '../email/digest-runner.service';
import { BULK_EMAIL_QUEUE, BulkEmailJobName, CampaignJobData, DigestJobData, RecipientJobData, recipientJobId } from './bulk-email-job';
import { CampaignSender } from './campaign-sender.service';
import { MailSettings } from './mail-settings';
import { EMAIL_JOB_DEFAULTS, bullRootOptions } from './queue-options';

type BulkJob = Job<CampaignJobData | RecipientJobData | DigestJobData, unknown, BulkEmailJobName>;

const FAN_OUT_CHUNK = 1000;

/**
 * The bulk-mail consumer. Built by hand rather than with @Processor so that concurrency, the SMTP rate
 * limit and the lock time come from settings (the limiter is shared by all workers of the queue).
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
      limiter: { max: this.settings.ratePerSecond, duration: 1000 },
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
      case 'recipient':
        return this.sender.send((job.data as RecipientJobData).recipientId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      case 'digest':
        return this.digests.run(job.data as DigestJobData);
    }
  }

  /** Adds one job per recipient still queued; ids derived from campaign and recipient make a rerun harmless. */
  private async fanOut(campaignId: string): Promise<number> {
    // Enqueued inside the storing transaction, this may run before that commit is visible: then try again.
    // The campaign is read first: once it is visible, so are all its recipients (same transaction).
    const [campaign] = await this.dataSource.query<{ id: string }[]>(`SELECT id FROM email_campaigns WHERE id = $1`, [campaignId]);
    if (!campaign) throw new Error(`campaign ${campaignId} is not stored (yet)`);
    const rows = await this.dataSource.query<{ id: string }[]>(`SELECT id FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'queued' ORDER BY email, id`, [campaignId]);
    for (let start = 0; start < rows.length; start += FAN_OUT_CHUNK) {
      await this.queue.addBulk(
        rows.slice(start, start + FAN_OUT_CHUNK).map((row) => ({
          name: 'recipient',
          data: { campaignId, recipientId: row.id },
          opts: { ...EMAIL_JOB_DEFAULTS, jobId: recipientJobId(campaignId, row.id) },
        })),
      );
    }
    return rows.length;
  }

  async onApplicationShutdown(): Promise<void> {
    // Lets the jobs in flight finish (each is one short transaction) before the process exits.
    await this.worker?.close();
  }
}
