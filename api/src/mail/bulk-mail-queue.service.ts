import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { DigestType } from '@greenroom/contracts';
import { JobsOptions, Queue } from 'bullmq';
import { BULK_EMAIL_QUEUE, BatchJobData, CampaignJobData, DigestJobData, batchJobId, campaignJobId, digestSchedulerId } from './bulk-email-job';
import { traced } from '../tracing/trace-context';
import { RETRIED_JOB_OPTIONS } from './queue-options';

/** BullMQ types a job scheduler's id as a job name, so the names stay plain strings here. */
type BulkJobData = CampaignJobData | BatchJobData | DigestJobData;

/** Adding a campaign's batches in chunks keeps each Redis call short. */
const ADD_CHUNK = 1000;

/** A campaign's fan-out is retried quickly: it only waits for the storing transaction to become visible. */
export function campaignJob(campaignId: string): { name: 'campaign'; data: CampaignJobData; opts: JobsOptions } {
  return {
    name: 'campaign',
    data: { campaignId },
    opts: { jobId: campaignJobId(campaignId), attempts: 10, backoff: { type: 'fixed', delay: 1000 }, removeOnComplete: true },
  };
}

/** Producer of the bulk-email queue: the one place its jobs and their options are written. */
@Injectable()
export class BulkMailQueue {
  constructor(@InjectQueue(BULK_EMAIL_QUEUE) private readonly queue: Queue<BulkJobData, unknown, string>) {}

  /** Asks the worker to split a stored campaign into batches. */
  async sendCampaign(campaignId: string): Promise<void> {
    const job = campaignJob(campaignId);
    await this.queue.add(job.name, traced(job.data), job.opts);
  }

  /** One job per batch; the job id (campaign and first recipient) makes a repeated fan-out add nothing. */
  async addBatches(campaignId: string, batches: string[][]): Promise<void> {
    for (let start = 0; start < batches.length; start += ADD_CHUNK) {
      await this.queue.addBulk(
        batches.slice(start, start + ADD_CHUNK).map((recipientIds) => ({
          name: 'batch' as const,
          data: traced({ campaignId, recipientIds }),
          opts: { ...RETRIED_JOB_OPTIONS, jobId: batchJobId(campaignId, recipientIds[0]) },
        })),
      );
    }
  }

  async sendDigestTest(type: DigestType, recipient: string, date: string): Promise<void> {
    await this.queue.add('digest', traced({ type, test: { recipient, date } }), {
      attempts: 3,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: true,
    });
  }

  /** Idempotent per digest type, so a repeated Enable changes nothing; the template names the digest. */
  async scheduleDigest(type: DigestType, pattern: string, timeZone: string): Promise<void> {
    await this.queue.upsertJobScheduler(digestSchedulerId(type), { pattern, tz: timeZone }, { name: 'digest', data: { type } });
  }

  async unscheduleDigest(type: DigestType): Promise<void> {
    await this.queue.removeJobScheduler(digestSchedulerId(type));
  }
}
