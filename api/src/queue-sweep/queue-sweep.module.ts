import { Module } from '@nestjs/common';
import { EmailWorkerModule } from '../email/email-worker.module';
import { ApplicationDigestWorkerModule } from '../members/application-digest/application-digest-worker.module';
import { QueueSweep } from './queue-sweep';

/** Worker only: puts back into Redis what PostgreSQL says is still owed (see QueueSweep). */
@Module({
  imports: [EmailWorkerModule, ApplicationDigestWorkerModule],
  providers: [QueueSweep],
})
export class QueueSweepModule {}
