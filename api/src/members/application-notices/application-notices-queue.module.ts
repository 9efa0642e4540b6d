import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { producerQueueOptions } from '../../mail/queue-options';
import { APPLICATION_NOTICES_QUEUE } from './application-notices-job';
import { ApplicationNoticesQueue } from './application-notices-queue';

/** For the HTTP app: fails fast while Redis is down, like the e-mail producer. */
@Module({
  imports: [BullModule.registerQueueAsync({ name: APPLICATION_NOTICES_QUEUE, inject: [AppConfig], useFactory: producerQueueOptions })],
  providers: [ApplicationNoticesQueue],
  exports: [ApplicationNoticesQueue],
})
export class ApplicationNoticesQueueModule {}
