import { Injectable, Logger } from '@nestjs/common';
import { CampaignsRepository } from './campaigns.repository';

/** Records and logs a campaign's end once, from whichever batch left no recipient queued. */
@Injectable()
export class CampaignCompletion {
  private readonly logger = new Logger(CampaignCompletion.name);

  constructor(private readonly store: CampaignsRepository) {}

  async afterBatch(campaignId: string): Promise<void> {
    const finished = await this.store.finishIfDone(campaignId);
    if (finished) this.logger.log({ msg: 'campaign finished', campaignId, ...finished });
  }
}
