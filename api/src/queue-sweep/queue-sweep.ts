import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { CampaignSender } from '../email/campaigns/campaign-sender';
import { DigestScheduleKeeper } from '../email/digests/digest-schedule-keeper';
import { ApplicationNoticesSender } from '../members/application-notices/application-notices-sender';
import { Outbox } from '../outbox/outbox';

/**
 * Heals the queues after Redis lost its data (restarted without persistence, or replaced): PostgreSQL says what is
 * owed (the outbox's jobs not yet done, digest settings, unfinished campaigns, waiting applications), and each worker
 * puts back what Redis no longer holds, once at start and every QUEUE_SWEEP_SECONDS. Each step
 * adds only what is missing (fixed job ids), so any number of workers may sweep at once. A timer of the process, not
 * a job in Redis: a job would be lost with the rest.
 */
@Injectable()
export class QueueSweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(QueueSweep.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly config: AppConfig,
    private readonly digestSchedules: DigestScheduleKeeper,
    private readonly campaigns: CampaignSender,
    private readonly applicationDigest: ApplicationNoticesSender,
    private readonly outbox: Outbox,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: while Redis is down the sweep waits for it, and the worker must start (and answer) meanwhile.
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.config.queueSweepSeconds * 1000);
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One pass; a pass still waiting (for Redis) is not doubled. Each step runs even when another failed. */
  async sweep(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.step('outbox', () => this.outbox.relayOwed());
      await this.step('digest schedules', () => this.digestSchedules.restoreMissing());
      await this.step('unfinished campaigns', () => this.campaigns.resumeUnfinished());
      await this.step('application digest', () => this.applicationDigest.scheduleIfWaiting());
    } finally {
      this.running = false;
    }
  }

  private async step(what: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.warn(`queue sweep (${what}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
