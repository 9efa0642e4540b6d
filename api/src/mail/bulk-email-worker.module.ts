import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CampaignStore } from '../email/campaign-store.service';
import { DigestEventsRepository } from '../email/digest-events.repository';
import { DigestRunner } from '../email/digest-runner.service';
import { EmailRunEntity } from '../email/entities/email-run.entity';
import { RecipientsRepository } from '../email/recipients.repository';
import { BULK_EMAIL_QUEUE } from './bulk-email-job';
import { BulkEmailWorker } from './bulk-email.worker';
import { CampaignSender } from './campaign-sender.service';
import { MailSettings } from './mail-settings';

/** Worker side of mass e-mail and digests; needs the database module of the worker process. */
@Module({
  imports: [BullModule.registerQueue({ name: BULK_EMAIL_QUEUE }), TypeOrmModule.forFeature([EmailRunEntity])],
  providers: [
    { provide: MailSettings, useFactory: () => MailSettings.fromEnv() },
    CampaignSender,
    CampaignStore,
    RecipientsRepository,
    DigestEventsRepository,
    DigestRunner,
    BulkEmailWorker,
  ],
})
export class BulkEmailWorkerModule {}
