import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MailQueuesModule } from '../../mail/mail-queues.module';
import { APPLICATION_DIGEST_QUEUE } from './application-digest-job';
import { ApplicationDigestProcessor } from './application-digest.processor';
import { ApplicationDigestQueue } from './application-digest-queue.service';
import { ApplicationDigestSender } from './application-digest-sender.service';
import { ApplicationNoticesRepository } from './application-notices.repository';

/**
 * Worker side of the Admins' digest. Its queue is registered with the worker's own connection (the producer
 * module's fail-fast connection is for the HTTP app; a BullMQ worker must not use it).
 */
@Module({
  imports: [BullModule.registerQueue({ name: APPLICATION_DIGEST_QUEUE }), MailQueuesModule.forWorker()],
  providers: [ApplicationNoticesRepository, ApplicationDigestSender, ApplicationDigestQueue, ApplicationDigestProcessor],
  // For the queue sweep, which puts back what Redis lost.
  exports: [ApplicationDigestSender],
})
export class ApplicationDigestWorkerModule {}
