import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { BULK_EMAIL_QUEUE } from '../mail/bulk-email-job';
import { MailSettings } from '../mail/mail-settings';
import { producerQueueOptions } from '../mail/queue-options';
import { CampaignStore } from './campaign-store.service';
import { CampaignsService } from './campaigns.service';
import { DigestEventsRepository } from './digest-events.repository';
import { EmailController } from './email.controller';
import { EmailRunsRepository } from './email-runs.repository';
import { EmailRunEntity } from './entities/email-run.entity';
import { EmailSchedulerSettingEntity } from './entities/email-scheduler-setting.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { RecipientsRepository } from './recipients.repository';

/** HTTP side of mass e-mail and digests: validates, stores and enqueues; the worker sends. */
@Module({
  imports: [
    BullModule.registerQueueAsync({ name: BULK_EMAIL_QUEUE, inject: [AppConfig], useFactory: producerQueueOptions }),
    TypeOrmModule.forFeature([EmailRunEntity, EmailSchedulerSettingEntity]),
  ],
  controllers: [EmailController, NotificationsController],
  providers: [{ provide: MailSettings, useFactory: () => MailSettings.fromEnv() }, RecipientsRepository, CampaignStore, CampaignsService, DigestEventsRepository, EmailRunsRepository, NotificationsService],
})
export class EmailModule {}
