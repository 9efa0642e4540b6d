import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { BulkEmailQueueModule } from './bulk-email-queue.module';
import { BulkEmailProcessor } from './bulk-email.processor';
import { CampaignBacklogSampler } from './campaigns/campaign-backlog.sampler';
import { CampaignCompletion } from './campaigns/campaign-completion';
import { CampaignRecipientsRepository } from './campaigns/campaign-recipients.repository';
import { CampaignSender } from './campaigns/campaign-sender';
import { CampaignsRepository } from './campaigns/campaigns.repository';
import { DigestEventsRepository } from './digests/digest-events.repository';
import { DigestRunner } from './digests/digest-runner';
import { DigestScheduleKeeper } from './digests/digest-schedule-keeper';
import { DigestRunsRepository } from './digests/digest-runs.repository';
import { DigestSettingsRepository } from './digests/digest-settings.repository';
import { AudienceRepository } from './campaigns/audience.repository';

/** Worker side of mass e-mail and digests; needs the database module of the worker process. */
@Module({
  imports: [BulkEmailQueueModule.forWorker(), OutboxModule.forWorker()],
  providers: [
    CampaignSender,
    CampaignsRepository,
    CampaignRecipientsRepository,
    AudienceRepository,
    DigestEventsRepository,
    DigestRunsRepository,
    DigestSettingsRepository,
    DigestRunner,
    DigestScheduleKeeper,
    BulkEmailProcessor,
    CampaignCompletion,
    CampaignBacklogSampler,
  ],
  // For the queue sweep, which puts back what Redis lost.
  exports: [CampaignSender, DigestScheduleKeeper],
})
export class EmailWorkerModule {}
