import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { RETRIED_JOB_OPTIONS } from '../../mail-delivery/queue-options';
import type { OutboxJob } from '../../outbox/outbox-job';
import { traced } from '../../tracing/trace-context';
import { BULK_EMAIL_QUEUE, BatchJobData, BulkJobData, CampaignJobData, batchJobId, campaignJobId } from '../bulk-email-job';

/** A batch of a campaign: its recipients still to send, named by the first recipient of its fixed slice of the list. */
export interface CampaignBatch {
  firstId: string;
  recipientIds: string[];
}

/** Adding a campaign's batches in chunks keeps each Redis call short. */
const ADD_CHUNK = 1000;

/**
 * The job that splits a stored campaign into batches. It goes through the outbox (outbox/outbox.ts): staged in the
 * transaction that stores the campaign, moved to the queue after the commit, so it never runs ahead of the campaign.
 */
export function campaignJob(campaignId: string): OutboxJob & { name: 'campaign'; data: CampaignJobData } {
  const jobId = campaignJobId(campaignId);
  return {
    queue: BULK_EMAIL_QUEUE,
    name: 'campaign',
    jobId,
    data: traced({ campaignId }),
    opts: { jobId, attempts: 10, backoff: { type: 'fixed', delay: 1000 }, removeOnComplete: true },
  };
}

/** Producer of the bulk-email queue's campaign jobs: the one place they and their options are written. */
@Injectable()
export class CampaignQueue {
  constructor(@InjectQueue(BULK_EMAIL_QUEUE) private readonly queue: Queue<BulkJobData, unknown, string>) {}

  /**
   * One job per batch. The job id (campaign and the first recipient of the batch's slice) makes a repeated fan-out
   * add nothing beside a job that Redis still holds, waiting, delayed or running. (A job Redis lost may still be
   * running when its slice is queued again: the rows' send locks keep each copy to one send.)
   */
  async addBatches(campaignId: string, batches: CampaignBatch[]): Promise<void> {
    for (let start = 0; start < batches.length; start += ADD_CHUNK) {
      await this.queue.addBulk(
        batches.slice(start, start + ADD_CHUNK).map(({ firstId, recipientIds }) => ({
          name: 'batch' as const,
          data: traced<BatchJobData>({ campaignId, recipientIds }),
          opts: { ...RETRIED_JOB_OPTIONS, jobId: batchJobId(campaignId, firstId) },
        })),
      );
    }
  }
}
