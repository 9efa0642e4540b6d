import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AppMetrics } from '../../metrics/app-metrics';
import { IntervalSampler } from '../../metrics/interval-sampler';
import { CampaignRecipientsRepository } from './campaign-recipients.repository';

/** Samples the campaigns in progress, their queued recipients and the oldest of them, for the metrics (worker only). */
@Injectable()
export class CampaignBacklogSampler extends IntervalSampler {
  protected readonly logger = new Logger(CampaignBacklogSampler.name);

  constructor(
    config: AppConfig,
    private readonly recipients: CampaignRecipientsRepository,
    private readonly metrics: AppMetrics,
  ) {
    super(config.metricsSampleMs);
  }

  protected async sample(): Promise<void> {
    const backlog = await this.recipients.backlog();
    const now = Date.now();
    // Reset first: a finished campaign's series must go, not stay at its last count.
    this.metrics.campaignRemaining.reset();
    for (const campaign of backlog) this.metrics.campaignRemaining.set({ campaign_id: campaign.campaignId, kind: campaign.kind }, campaign.remaining);
    this.metrics.campaignsInProgress.set(backlog.length);
    const oldest = Math.min(now, ...backlog.map((campaign) => campaign.createdAt.getTime()));
    this.metrics.oldestQueuedRecipientAge.set((now - oldest) / 1000);
  }
}
