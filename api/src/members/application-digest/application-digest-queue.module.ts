import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { producerQueueOptions } from '../../mail/queue-options';
import { APPLICATION_DIGEST_QUEUE } from './application-digest-job';
import { ApplicationDigestQueue } from './application-digest-queue.service';

/** For the HTTP app: fails fast while Redis is down, like the e-mail producer. */
@Module({
  imports: [BullModule.registerQueueAsync({ name: APPLICATION_DIGEST_QUEUE, inject: [AppConfig], useFactory: producerQueueOptions })],
  providers: [ApplicationDigestQueue],
  exports: [ApplicationDigestQueue],
})
export class ApplicationDigestQueueModule {}
