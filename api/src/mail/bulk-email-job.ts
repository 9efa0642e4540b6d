import type { DigestType } from '@greenroom/contracts';

/**
 * Mass e-mails and digests travel on their own queue so a 10,000-recipient campaign never delays a sign-in
 * link on the `email` queue, and the SMTP rate limit applies to bulk mail only.
 */
export const BULK_EMAIL_QUEUE = 'bulk-email';

/** Expands a stored campaign into one job per recipient. */
export interface CampaignJobData {
  campaignId: string;
}
/** Sends to one recipient; the recipient's row decides whether anything is still to do. */
export interface RecipientJobData {
  campaignId: string;
  recipientId: string;
}
/** A digest run: scheduled (no test) or a test sent to one address for one date. */
export interface DigestJobData {
  type: DigestType;
  test?: { recipient: string; date: string };
}

export type BulkEmailJobName = 'campaign' | 'recipient' | 'digest';

export const campaignJobId = (campaignId: string) => `campaign-${campaignId}`;
/** Derived from campaign and recipient, so a repeated fan-out adds nothing for a recipient already queued. */
export const recipientJobId = (campaignId: string, recipientId: string) => `send-${campaignId}-${recipientId}`;
export const digestSchedulerId = (type: DigestType) => `digest-${type}`;
