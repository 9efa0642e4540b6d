import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../clock/clock';
import { MailQueuesModule } from '../mail/mail-queues.module';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';
import { DigestEventsRepository } from './digest-events.repository';
import { EmailController } from './email.controller';
import { EmailRunsRepository } from './email-runs.repository';
import { EmailSchedulerSettingsRepository } from './email-scheduler-settings.repository';
import { EmailSchedulerSettingEntity } from './entities/email-scheduler-setting.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { RecipientsRepository } from './recipients.repository';

/** HTTP side of mass e-mail and digests: validates, stores and enqueues; the worker sends (EmailWorkerModule). */
@Module({
  imports: [MailQueuesModule.forApi(), TypeOrmModule.forFeature([EmailSchedulerSettingEntity])],
  controllers: [EmailController, NotificationsController],
  providers: [
    Clock,
    RecipientsRepository,
    CampaignsRepository,
    CampaignsService,
    DigestEventsRepository,
    EmailRunsRepository,
    EmailSchedulerSettingsRepository,
    NotificationsService,
  ],
})
export class EmailModule {}
