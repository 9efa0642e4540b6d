import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import pLimit from 'p-limit';
import { AppConfig } from '../../config/app-config';
import { AppMetrics, EmailKind } from '../../metrics/app-metrics';
import { Outbox } from '../../outbox/outbox';
import { campaignJobId } from '../bulk-email-job';
import { CampaignQueue } from './campaign-queue';
import { createBulkTransport } from '../../mail-delivery/smtp-transport';
import { signUnsubscribe } from '../../mail-delivery/unsubscribe-token';
import { CampaignCompletion } from './campaign-completion';
import { CampaignRecipientsRepository, ClaimedRecipient } from './campaign-recipients.repository';
import { CompiledCampaign, campaignMessage, compileCampaign } from './campaign-message';
import { CampaignFrame, campaignFrame, rawCopy } from './campaign-mime';
import { CampaignsRepository } from './campaigns.repository';
import { DeliveryOutcomes } from './delivery-outcomes';
import { SentMarks } from './sent-marks';

const TEMPLATE_CACHE_SIZE = 20;
/** Recipients per batch job: few enough that the jobs of one campaign spread over every worker. */
const BATCH_SIZE = 50;

/**
 * How a send rate is cut into batches for the queue's rate limit, which counts jobs: as few batches per second as
 * keep each to `maxBatch` recipients, all of one size. A batch is then at most one second's worth of messages, and
 * batches per second times the size never exceeds `ratePerSecond` and falls short of it by less than one message per
 * batch (99/s is 2 batches of 49 a second: 98/s, where 1 batch of 50 a second sent 50/s).
 */
export function batchPlan(ratePerSecond: number, maxBatch: number): { batchesPerSecond: number; batchSize: number } {
  const batchesPerSecond = Math.ceil(ratePerSecond / maxBatch);
  return { batchesPerSecond, batchSize: Math.floor(ratePerSecond / batchesPerSecond) };
}

/** A campaign as its copies are sent: what they say, and the MIME they are written into. */
interface FramedCampaign {
  campaign: CompiledCampaign;
  frame: CampaignFrame;
}

/** How the metrics count a campaign's copies: digest runs and tests apart from mass e-mails. */
const EMAIL_KIND: Record<string, EmailKind> = { mass: 'campaign', test: 'test', daily: 'digest', weekly: 'digest' };

/** A 5xx answer will not change on retry; anything else (4xx, connection trouble) may. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/**
 * Sends each recipient's copy of a campaign exactly once as far as the mail server can tell. A batch's rows are
 * claimed under send locks, sent over the pooled SMTP connections, and each row is committed as sent once the
 * server accepted it (see CampaignRecipientsRepository.whileClaimed). A worker killed in between leaves the rows it
 * had not committed queued, and the batch job runs again: only a message accepted in the moment before the kill,
 * its commit still on the way, goes out twice, with the same Message-ID.
 */
@Injectable()
export class CampaignSender implements OnApplicationShutdown {
  private readonly logger = new Logger(CampaignSender.name);
  private readonly transport: Transporter;
  private readonly sendSlots: pLimit.Limit;
  private readonly campaigns = new Map<string, Promise<FramedCampaign>>();
  /** Send-slot bookkeeping shared by the batches in flight, so copies accepted close together in either go in one write. */
  private readonly sentMarks = new SentMarks((ids) => this.recipients.markSent(ids));

  constructor(
    private readonly recipients: CampaignRecipientsRepository,
    private readonly store: CampaignsRepository,
    private readonly queue: CampaignQueue,
    private readonly config: AppConfig,
    private readonly metrics: AppMetrics,
    private readonly completion: CampaignCompletion,
    private readonly outbox: Outbox,
  ) {
    this.transport = createBulkTransport(config.smtpUrl, config.mailConcurrency);
    this.sendSlots = pLimit(config.mailConcurrency);
  }

  /** Batches per second for the queue's rate limit (which counts jobs), and so how large each is: see batchPlan. */
  get batchesPerSecond(): number {
    return batchPlan(this.config.mailRatePerSecond, BATCH_SIZE).batchesPerSecond;
  }

  get batchSize(): number {
    return batchPlan(this.config.mailRatePerSecond, BATCH_SIZE).batchSize;
  }

  /**
   * Queues one batch job per slice of `batchSize` recipients that still has some queued; answers how many recipients
   * that covers. Run again for the same campaign, it adds only the jobs that no longer exist (see unsentBatches).
   */
  async splitIntoBatches(campaignId: string): Promise<number> {
    // The job reaches the queue through the outbox, after the campaign's commit: a campaign not found here is a bug
    // (the reliability suite fails on this message), not a race to wait out.
    if (!(await this.store.exists(campaignId))) throw new Error(`campaign ${campaignId} is not stored (yet)`);
    const batches = await this.recipients.unsentBatches(campaignId, this.batchSize);
    await this.queue.addBatches(campaignId, batches);
    // Its batches are in the queue, and the sweep's resumeUnfinished puts back any that Redis loses.
    await this.outbox.done(campaignJobId(campaignId));
    return batches.reduce((sum, batch) => sum + batch.recipientIds.length, 0);
  }

  /**
   * Puts back the jobs of recipients still queued whose job is gone (Redis lost its data, or is a new one); the
   * jobs that still exist stay as they are. Answers how many campaigns were unfinished.
   */
  async resumeUnfinished(): Promise<number> {
    const campaignIds = await this.recipients.unfinishedCampaignIds();
    for (const campaignId of campaignIds) await this.splitIntoBatches(campaignId);
    return campaignIds.length;
  }

  /**
   * Sends a batch and answers how many were sent now. Each copy takes one of the worker's `concurrency` send slots
   * from its send until its outcome is committed, so the slots bound what a killed worker can leave half-done: sent
   * but not committed, hence sent again by the retry. Slots are shared by the batches in flight, so while one copy
   * waits for its commit, the pooled connections carry the others.
   */
  async sendBatch(recipientIds: string[], lastAttempt: boolean): Promise<number> {
    const claimed: { campaignId?: string } = {};
    const sent = await this.recipients.whileClaimed(recipientIds, async (rows) => {
      if (rows.length === 0) return 0;
      claimed.campaignId = rows[0].campaignId;
      const outcomes = new DeliveryOutcomes(this.sentMarks, (id, reason) => this.recipients.markFailed(id, reason));
      try {
        return await this.sendClaimed(rows, outcomes, lastAttempt);
      } finally {
        // Every outcome is written before the claim ends and its locks go.
        await outcomes.idle();
      }
    });
    // After the claim: by then every outcome of the batch is committed.
    if (claimed.campaignId) await this.completion.afterBatch(claimed.campaignId);
    return sent;
  }

  private async sendClaimed(rows: ClaimedRecipient[], outcomes: DeliveryOutcomes, lastAttempt: boolean): Promise<number> {
    const campaign = await this.compiled(rows[0].campaignId);
    let stopped = false;
    const results = await Promise.allSettled(
      rows.map((row) =>
        this.sendSlots(async () => {
          if (stopped) return false;
          try {
            const refusal = await this.deliver(campaign, row, lastAttempt);
            await (refusal === null ? outcomes.sent(row.id) : outcomes.failed(row.id, refusal));
            return refusal === null;
          } catch (error) {
            // The rows not yet sent stay queued for the job's retry.
            stopped = true;
            throw error;
          }
        }),
      ),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return results.filter((result) => result.status === 'fulfilled' && result.value).length;
  }

  /**
   * Null once the server accepted the copy; the reason when it refused for good (a 5xx, or anything on the last
   * attempt). Other trouble throws, and the batch job is retried for the rows not yet committed.
   */
  private async deliver({ campaign, frame }: FramedCampaign, row: ClaimedRecipient, lastAttempt: boolean): Promise<string | null> {
    const kind = EMAIL_KIND[campaign.template.kind] ?? 'campaign';
    try {
      await this.metrics.timeSend(kind, () =>
        this.transport.sendMail(
          rawCopy(
            frame,
            campaignMessage(campaign, {
              id: row.id,
              email: row.email,
              mergeValues: row.mergeValues,
              unsubscribeUrl: this.unsubscribeUrl(campaign, row),
              subscriptionsUrl: `${this.config.portalUrl}/my-subs`,
            }),
          ),
        ),
      );
      return null;
    } catch (error) {
      const retried = !isPermanent(error) && !lastAttempt;
      this.metrics.emailRefused(kind, retried ? 'deferred' : 'failed');
      if (retried) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ msg: 'campaign copy failed for good', campaignId: row.campaignId, recipientId: row.id, error: reason });
      return reason;
    }
  }

  /** Tests too: "Send Test to Me" shows exactly what members get, and the link only ever unsubscribes its recipient. */
  private unsubscribeUrl({ template }: CompiledCampaign, row: ClaimedRecipient): string | null {
    if (!row.memberId) return null;
    const token = signUnsubscribe({ memberId: row.memberId, list: template.listName }, this.config.emailLinkKeys);
    return `${this.config.portalUrl}/api/unsubscribe?token=${token}`;
  }

  /** Subject, body, attachments and the MIME frame are read and prepared once per campaign, not once per recipient. */
  private compiled(campaignId: string): Promise<FramedCampaign> {
    let campaign = this.campaigns.get(campaignId);
    if (!campaign) {
      campaign = this.store.template(campaignId).then(async (template) => {
        if (!template) throw new Error(`campaign ${campaignId} not found`);
        const compiled = compileCampaign(template);
        return { campaign: compiled, frame: await campaignFrame(compiled) };
      });
      campaign.catch(() => this.campaigns.delete(campaignId));
      this.campaigns.set(campaignId, campaign);
      if (this.campaigns.size > TEMPLATE_CACHE_SIZE) this.campaigns.delete(this.campaigns.keys().next().value as string);
    }
    return campaign;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
