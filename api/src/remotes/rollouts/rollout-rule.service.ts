import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { EmailQueue } from '../../mail-delivery/email-queue';
import { AppMetrics } from '../../metrics/app-metrics';
import { RemotesRepository, type ReleaseActor } from '../remotes.repository';
import { rollbackEmail } from './rollback-email';
import { decide, errorPercent } from './rollout-rule';
import { RolloutsRepository, type RolloutFigures, type StoredRollout } from './rollouts.repository';
import { Transactions } from '../../database/transactions';

const RULE: ReleaseActor = { via: 'rule' };

export type RolloutOutcome = { remote: string; version: string; step: 'rolled back' | 'moved on' | 'completed' };

/**
 * The rollout rule, run every few seconds by the worker (rollout-rule.processor.ts): a staged release whose error rate
 * over its window is above its threshold goes back (that share gets the active release again, the history keeps the
 * figures, the Admins get an e-mail); a healthy stage whose time is up moves on when the release says so.
 * Each step happens once however many workers judge at once: the rollout's row is locked and its revision checked.
 */
@Injectable()
export class RolloutRuleService {
  private readonly logger = new Logger(RolloutRuleService.name);

  constructor(
    private readonly rollouts: RolloutsRepository,
    private readonly remotes: RemotesRepository,
    private readonly transactions: Transactions,
    private readonly emailQueue: EmailQueue,
    private readonly metrics: AppMetrics,
    private readonly config: AppConfig,
  ) {}

  async run(): Promise<RolloutOutcome[]> {
    const outcomes: RolloutOutcome[] = [];
    for (const rollout of await this.rollouts.all()) {
      const outcome = await this.judge(rollout);
      if (outcome) outcomes.push(outcome);
    }
    return outcomes;
  }

  private async judge(seen: StoredRollout): Promise<RolloutOutcome | null> {
    const window = await this.rollouts.figures(seen);
    const decision = decide(window, seen, seen.stageAgeSeconds);
    if (decision === 'wait') return null;
    const figures: RolloutFigures = {
      ...window,
      errorPercent: errorPercent(window),
      thresholdPercent: seen.errorThresholdPercent,
      windowSeconds: seen.windowSeconds,
      minSessions: seen.minSessions,
    };
    const outcome = await this.transactions.run(async () => {
      const rollout = await this.rollouts.lock(seen.remote);
      // Another worker (or an Admin) changed it since it was judged: the next run judges it as it is now.
      if (!rollout || rollout.revision !== seen.revision) return null;
      const base = { remote: rollout.remote, releaseId: rollout.releaseId, share: rollout.share };
      if (decision === 'roll back') {
        await this.rollouts.remove(rollout.remote);
        const eventId = await this.rollouts.recordEvent({ ...base, event: 'rolled back', stage: null, figures }, RULE);
        const previousVersion = (await this.remotes.activeVersions())[rollout.remote] ?? null;
        const notice = { remote: rollout.remote, version: rollout.version, previousVersion, share: rollout.share, figures };
        // Queued inside the transaction with fixed job ids: if Redis refuses, nothing is rolled back yet and the next run
        // does it all again; a retried job adds nothing twice.
        for (const admin of await this.rollouts.adminEmails()) {
          await this.emailQueue.enqueue(rollbackEmail(admin, notice, this.config.portalUrl), `remote-rollback-${eventId}-${admin}`);
        }
        return { remote: rollout.remote, version: rollout.version, step: 'rolled back' as const };
      }
      if (rollout.stage === 'admins') {
        if (!(await this.rollouts.moveToShare(rollout.remote, rollout.revision))) return null;
        await this.rollouts.recordEvent({ ...base, event: 'moved on', stage: 'share' }, RULE);
        return { remote: rollout.remote, version: rollout.version, step: 'moved on' as const };
      }
      // The share is healthy and its time is up: everyone gets it (activateWith ends the rollout as completed).
      await this.remotes.activateWith(rollout.remote, rollout.releaseId, RULE);
      return { remote: rollout.remote, version: rollout.version, step: 'completed' as const };
    });
    if (outcome?.step === 'rolled back') {
      this.metrics.remoteRollbacks.inc({ remote: outcome.remote, version: outcome.version });
      this.logger.warn({ msg: 'staged release rolled back', ...outcome, ...figures });
    } else if (outcome) {
      this.logger.log({ msg: 'staged release moved on', ...outcome });
    }
    return outcome;
  }
}
