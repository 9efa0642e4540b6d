import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailQueuesModule } from '../mail/mail-queues.module';
import { BulkMailProcessor } from './bulk-mail.processor';
import { CampaignBacklogSampler } from './campaign-backlog.sampler';
import { CampaignCompletion } from './campaign-completion.service';
import { CampaignRecipientsRepository } from './campaign-recipients.repository';
import { CampaignSender } from './campaign-sender.service';
import { CampaignsRepository } from './campaigns.repository';
import { DigestEventsRepository } from './digest-events.repository';
import { DigestRunner } from './digest-runner.service';
import { DigestScheduleKeeper } from './digest-schedule-keeper.service';
import { EmailRunsRepository } from './email-runs.repository';
import { EmailSchedulerSettingsRepository } from './email-scheduler-settings.repository';
import { EmailSchedulerSettingEntity } from './entities/email-scheduler-setting.entity';
import { RecipientsRepository } from './recipients.repository';

/** Worker side of mass e-mail and digests; needs the database module of the worker process. */
@Module({
  imports: [MailQueuesModule.forWorker(), TypeOrmModule.forFeature([EmailSchedulerSettingEntity])],
  providers: [
    CampaignSender,
    CampaignsRepository,
    CampaignRecipientsRepository,
    RecipientsRepository,
    DigestEventsRepository,
    EmailRunsRepository,
    EmailSchedulerSettingsRepository,
    DigestRunner,
    DigestScheduleKeeper,
    BulkMailProcessor,
    CampaignCompletion,
    CampaignBacklogSampler,
  ],
  // For the queue sweep, which puts back what Redis lost.
  exports: [CampaignSender, DigestScheduleKeeper],
})
export class EmailWorkerModule {}
