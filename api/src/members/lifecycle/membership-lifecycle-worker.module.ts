import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { Clock } from '../../clock/clock';
import { MailQueuesModule } from '../../mail-delivery/mail-queues.module';
import { ApplicationNoticesRepository } from '../application-notices/application-notices.repository';
import { OfficeSettings } from '../../office/office-settings';
import { LifecycleRepository } from './lifecycle.repository';
import { MEMBERSHIP_LIFECYCLE_QUEUE } from './membership-lifecycle-job';
import { MembershipLifecycleProcessor } from './membership-lifecycle.processor';
import { MembershipSweepService } from './membership-sweep.service';

/**
 * Worker side of the membership lifecycle (its own module, apart from the digests): the daily rules for
 * applications, dues reminders and lapses. Its queue uses the worker's own connection.
 */
@Module({
  imports: [BullModule.registerQueue({ name: MEMBERSHIP_LIFECYCLE_QUEUE }), MailQueuesModule.forWorker()],
  providers: [
    Clock,
    LifecycleRepository,
    ApplicationNoticesRepository,
    MembershipSweepService,
    MembershipLifecycleProcessor,
    { provide: OfficeSettings, useFactory: () => OfficeSettings.fromEnv() },
  ],
})
export class MembershipLifecycleWorkerModule {}
