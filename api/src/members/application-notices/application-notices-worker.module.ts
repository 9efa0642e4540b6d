import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MailQueuesModule } from '../../mail-delivery/mail-queues.module';
import { APPLICATION_NOTICES_QUEUE } from './application-notices-job';
import { ApplicationNoticesProcessor } from './application-notices.processor';
import { ApplicationNoticesQueue } from './application-notices-queue';
import { ApplicationNoticesSender } from './application-notices-sender';
import { ApplicationNoticesRepository } from './application-notices.repository';

/**
 * Worker side of the Admins' notices of new applications. Its queue is registered with the worker's own connection (the producer
 * module's fail-fast connection is for the HTTP app; a BullMQ worker must not use it).
 */
@Module({
  imports: [BullModule.registerQueue({ name: APPLICATION_NOTICES_QUEUE }), MailQueuesModule.forWorker()],
  providers: [ApplicationNoticesRepository, ApplicationNoticesSender, ApplicationNoticesQueue, ApplicationNoticesProcessor],
  // For the queue sweep, which puts back what Redis lost.
  exports: [ApplicationNoticesSender],
})
export class ApplicationNoticesWorkerModule {}
