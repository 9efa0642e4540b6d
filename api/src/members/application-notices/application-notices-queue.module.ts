import { Module } from '@nestjs/common';
import { producerQueue } from '../../mail-delivery/queue-options';
import { APPLICATION_NOTICES_QUEUE } from './application-notices-job';
import { ApplicationNoticesQueue } from './application-notices-queue';

/** For the HTTP app: fails fast while Redis is down, like the e-mail producer. */
@Module({
  imports: [producerQueue(APPLICATION_NOTICES_QUEUE)],
  providers: [ApplicationNoticesQueue],
  exports: [ApplicationNoticesQueue],
})
export class ApplicationNoticesQueueModule {}
