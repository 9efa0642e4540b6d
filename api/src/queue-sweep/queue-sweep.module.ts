import { Module } from '@nestjs/common';
import { EmailWorkerModule } from '../email/email-worker.module';
import { ApplicationNoticesWorkerModule } from '../members/application-notices/application-notices-worker.module';
import { OutboxModule } from '../outbox/outbox.module';
import { QueueSweep } from './queue-sweep';

/** Worker only: puts back into Redis what PostgreSQL says is still owed (see QueueSweep). */
@Module({
  imports: [EmailWorkerModule, ApplicationNoticesWorkerModule, OutboxModule.forWorker()],
  providers: [QueueSweep],
})
export class QueueSweepModule {}
