import type { DigestType } from '@greenroom/contracts';

/**
 * The e-mail domain's queue, produced by campaigns/campaign-queue.ts and digests/digest-queue.ts and
 * consumed by bulk-email.processor.ts. Mass e-mails and digests travel on their own queue so a 10,000-recipient campaign never delays a sign-in
 * link on the `email` queue, and the SMTP rate limit applies to bulk mail only.
 */
export const BULK_EMAIL_QUEUE = 'bulk-email';

/** Expands a stored campaign into batch jobs of its recipients. */
export interface CampaignJobData {
  campaignId: string;
}
/**
 * Sends to a batch of recipients over the worker's pooled SMTP connections; each recipient's row decides whether
 * anything is still to do. One job per batch, not per message: the queue's own cost is paid once per batch.
 */
export interface BatchJobData {
  campaignId: string;
  recipientIds: string[];
}
/** A job queued by a version that sent one job per recipient; sent as a batch of one. */
export interface RecipientJobData {
  campaignId: string;
  recipientId: string;
}
/** A digest run: scheduled (no test) or a test sent to one address for one date. */
export interface DigestJobData {
  type: DigestType;
  test?: { recipient: string; date: string };
}

export type BulkEmailJobName = 'campaign' | 'batch' | 'recipient' | 'digest';
/** What the producers add (BullMQ types a job scheduler's id as a job name, so their names stay plain strings). */
export type BulkJobData = CampaignJobData | BatchJobData | DigestJobData;

export const campaignJobId = (campaignId: string) => `campaign-${campaignId}`;
/** Derived from campaign and the first recipient of the batch's slice, so a repeated fan-out adds nothing. */
export const batchJobId = (campaignId: string, firstRecipientId: string) => `batch-${campaignId}-${firstRecipientId}`;
export const digestSchedulerId = (type: DigestType) => `digest-${type}`;
