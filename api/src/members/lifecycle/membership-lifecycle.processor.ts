import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import {
  MEMBERSHIP_LIFECYCLE_PATTERN,
  MEMBERSHIP_LIFECYCLE_QUEUE,
  MEMBERSHIP_LIFECYCLE_SCHEDULER_ID,
  MembershipLifecycleJobData,
} from './membership-lifecycle-job';
import { MembershipSweepService, SweepResult } from './membership-sweep.service';

/** Runs in the worker process only: schedules the daily run at start-up and runs it. A thrown error lets BullMQ retry. */
@Processor(MEMBERSHIP_LIFECYCLE_QUEUE)
export class MembershipLifecycleProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(MembershipLifecycleProcessor.name);

  constructor(
    private readonly sweep: MembershipSweepService,
    @InjectQueue(MEMBERSHIP_LIFECYCLE_QUEUE) private readonly queue: Queue<MembershipLifecycleJobData>,
    private readonly config: AppConfig,
  ) {
    super();
  }

  /** Not awaited: a worker that starts while Redis is away still starts, and schedules once the connection is there. */
  onApplicationBootstrap(): void {
    this.queue
      .upsertJobScheduler(
        MEMBERSHIP_LIFECYCLE_SCHEDULER_ID,
        { pattern: MEMBERSHIP_LIFECYCLE_PATTERN, tz: this.config.theaterTimeZone },
        { name: 'sweep', data: {}, opts: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true } },
      )
      .catch((error: Error) => this.logger.warn(`membership rules not scheduled: ${error.message}`));
  }

  process(): Promise<SweepResult> {
    return this.sweep.run();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`membership rules ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`);
  }
}
