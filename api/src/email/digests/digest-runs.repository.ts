import { Injectable } from '@nestjs/common';
import type { EmailLogType } from '@greenroom/contracts';
import { DigestRunEntity } from '../entities/digest-run.entity';
import { Transactions } from '../../database/transactions';

/** A digest run with what became of its campaign's sends (the run itself only queues them). */
export interface DigestRunOutcome {
  ranAt: Date;
  /** The run's own result: 'Queued' (or 'Success' in rows written before sends were counted) or 'Failed'. */
  status: string;
  log: string;
  /** The campaign the run queued; null when it queued none. */
  campaignId: string | null;
  total: number;
  sent: number;
  failed: number;
  queued: number;
  failures: { email: string; reason: string }[];
}

type RunRecord = Pick<DigestRunEntity, 'type' | 'recipients' | 'status' | 'log' | 'campaignId'>;

const FAILURES_PER_RUN = 20;

/** Statistics and logs of the digests: each run joined with its campaign's recipient rows. */
@Injectable()
export class DigestRunsRepository {
  constructor(private readonly transactions: Transactions) {}

  async record(run: RunRecord): Promise<void> {
    await this.transactions.manager.getRepository(DigestRunEntity).insert(run);
  }

  /**
   * Records the run of a scheduled period, in the caller's transaction (the one that stores its campaign); false
   * when that period already has its run, and then the caller rolls back. A second run of the same period waits
   * here for the first one's transaction, then finds its row.
   */
  async claimPeriod(run: RunRecord & { scheduledFor: Date }): Promise<boolean> {
    const inserted = await this.transactions.manager.query<{ id: string }[]>(
      `INSERT INTO email_runs (type, recipients, status, log, campaign_id, scheduled_for) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (type, scheduled_for) DO NOTHING RETURNING id`,
      [run.type, run.recipients, run.status, run.log, run.campaignId, run.scheduledFor],
    );
    return inserted.length > 0;
  }

  async newest(type: EmailLogType, limit: number): Promise<DigestRunOutcome[]> {
    const runs = await this.transactions.manager.query<
      { ran_at: Date; status: string; log: string; campaign_id: string | null; total: number; sent: number; failed: number; queued: number }[]
    >(
      `SELECT r.ran_at, r.status, r.log, r.campaign_id,
              count(c.id)::int AS total,
              count(c.id) FILTER (WHERE c.status = 'sent')::int AS sent,
              count(c.id) FILTER (WHERE c.status = 'failed')::int AS failed,
              count(c.id) FILTER (WHERE c.status = 'queued')::int AS queued
       FROM email_runs r LEFT JOIN email_campaign_recipients c ON c.campaign_id = r.campaign_id
       WHERE r.type = $1
       GROUP BY r.id ORDER BY r.ran_at DESC LIMIT $2`,
      [type, limit],
    );
    const campaignIds = runs.filter((run) => run.failed > 0).map((run) => run.campaign_id);
    const failures = campaignIds.length
      ? await this.transactions.manager.query<{ campaign_id: string; email: string; error: string | null }[]>(
          `SELECT campaign_id, email, error FROM (
             SELECT campaign_id, email, error, row_number() OVER (PARTITION BY campaign_id ORDER BY email) AS n
             FROM email_campaign_recipients WHERE campaign_id = ANY($1::uuid[]) AND status = 'failed') f
           WHERE n <= $2 ORDER BY campaign_id, email`,
          [campaignIds, FAILURES_PER_RUN],
        )
      : [];
    return runs.map((run) => ({
      ranAt: new Date(run.ran_at),
      status: run.status,
      log: run.log,
      campaignId: run.campaign_id,
      total: run.total,
      sent: run.sent,
      failed: run.failed,
      queued: run.queued,
      failures: failures
        .filter((failure) => failure.campaign_id === run.campaign_id)
        .map((failure) => ({ email: failure.email, reason: failure.error ?? 'Unknown error' })),
    }));
  }
}
