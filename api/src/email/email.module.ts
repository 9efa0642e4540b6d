import { Module } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { OutboxModule } from '../outbox/outbox.module';
import { BulkEmailQueueModule } from './bulk-email-queue.module';
import { CampaignsRepository } from './campaigns/campaigns.repository';
import { CampaignsService } from './campaigns/campaigns.service';
import { DigestEventsRepository } from './digests/digest-events.repository';
import { CampaignsController } from './campaigns/campaigns.controller';
import { DigestRunsRepository } from './digests/digest-runs.repository';
import { DigestSettingsRepository } from './digests/digest-settings.repository';
import { DigestsController } from './digests/digests.controller';
import { DigestsService } from './digests/digests.service';
import { AudienceRepository } from './campaigns/audience.repository';
import { EmailTimelineController } from './timeline/email-timeline.controller';
import { EmailTimelineRepository } from './timeline/email-timeline.repository';
import { EmailTimelineService } from './timeline/email-timeline.service';

/** HTTP side of mass e-mail and digests: validates, stores and enqueues; the worker sends (EmailWorkerModule). */
@Module({
  imports: [BulkEmailQueueModule.forApi(), OutboxModule.forApi()],
  controllers: [CampaignsController, DigestsController, EmailTimelineController],
  providers: [
    Clock,
    AudienceRepository,
    CampaignsRepository,
    CampaignsService,
    DigestEventsRepository,
    DigestRunsRepository,
    DigestSettingsRepository,
    DigestsService,
    EmailTimelineRepository,
    EmailTimelineService,
  ],
})
export class EmailModule {}
