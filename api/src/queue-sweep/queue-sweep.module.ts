import { Module } from '@nestjs/common';
import { EmailWorkerModule } from '../email/email-worker.module';
import { ApplicationNoticesWorkerModule } from '../members/application-notices/application-notices-worker.module';
import { QueueSweep } from './queue-sweep';

/** Worker only: puts back into Redis what PostgreSQL says is still owed (see QueueSweep). */
@Module({
  imports: [EmailWorkerModule, ApplicationNoticesWorkerModule],
  providers: [QueueSweep],
})
export class QueueSweepModule {}
