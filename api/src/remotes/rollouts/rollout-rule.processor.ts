import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { ROLLOUT_RULE_EVERY_MS, ROLLOUT_RULE_QUEUE, ROLLOUT_RULE_SCHEDULER_ID } from './rollout-rule-job';
import { RolloutRuleService, type RolloutOutcome } from './rollout-rule.service';

/** Runs in the worker process only: schedules the rollout rule at start-up and runs it. */
@Processor(ROLLOUT_RULE_QUEUE)
export class RolloutRuleProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(RolloutRuleProcessor.name);

  constructor(
    private readonly rule: RolloutRuleService,
    @InjectQueue(ROLLOUT_RULE_QUEUE) private readonly queue: Queue,
  ) {
    super();
  }

  /** Not awaited: a worker that starts while Redis is away still starts, and schedules once the connection is there. */
  onApplicationBootstrap(): void {
    this.queue
      .upsertJobScheduler(
        ROLLOUT_RULE_SCHEDULER_ID,
        { every: ROLLOUT_RULE_EVERY_MS },
        // A failed run is not retried: the next one comes within seconds and judges afresh.
        { name: 'judge', data: {}, opts: { attempts: 1, removeOnComplete: true, removeOnFail: 100 } },
      )
      .catch((error: Error) => this.logger.warn(`rollout rule not scheduled: ${error.message}`));
  }

  process(): Promise<RolloutOutcome[]> {
    return this.rule.run();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`rollout rule run ${job?.id ?? '?'} failed: ${error.message}`);
  }
}
