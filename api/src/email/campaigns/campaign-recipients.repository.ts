import { Injectable } from '@nestjs/common';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { CampaignBatch } from './campaign-queue';
import { Transactions } from '../../database/transactions';

/** A recipient row this worker holds the send lock of, still queued when it was taken. */
export interface ClaimedRecipient {
  id: string;
  campaignId: string;
  memberId: string | null;
  email: string;
  mergeValues: Record<string, string>;
}

/** A campaign in progress, as the metrics show it. */
export interface QueuedBacklog {
  campaignId: string;
  kind: string;
  createdAt: Date;
  remaining: number;
}

/** The part of node-postgres' pooled client used here (TypeORM's driver hands it out with its release). */
interface PgClient {
  query<Row>(query: string | { name: string; text: string; values: unknown[] }, values?: unknown[]): Promise<{ rows: Row[] }>;
  on(event: 'error', listener: (error: Error) => void): void;
  off(event: 'error', listener: (error: Error) => void): void;
}

/**
 * Prepared once per pooled connection (node-postgres keeps the statement by name): each of a campaign's thousands of
 * mark writes is then a bind and execute, without TypeORM's query runner around it.
 */
const MARK_SENT = {
  name: 'campaign-recipients-mark-sent',
  text: `UPDATE email_campaign_recipients SET status = 'sent', sent_at = now(), error = NULL WHERE id = ANY($1::uuid[]) AND status = 'queued'`,
};

/** The first key of the two-key advisory locks that say "this worker is sending to this recipient row". */
const SEND_LOCK_SPACE = 0x6d61696c;

/** A campaign's recipient rows as the worker sends them: which are still to do, and who is sending which. */
@Injectable()
export class CampaignRecipientsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Marks still-queued rows sent, in one write (the sender groups them: SentMarks). */
  async markSent(recipientIds: string[]): Promise<void> {
    const { client, done } = await this.pooledClient();
    try {
      await client.query({ ...MARK_SENT, values: [recipientIds] });
      done();
    } catch (error) {
      done(error);
      throw error;
    }
  }

  async markFailed(recipientId: string, reason: string): Promise<void> {
    await this.transactions.manager.query(`UPDATE email_campaign_recipients SET status = 'failed', sent_at = NULL, error = $2 WHERE id = $1`, [
      recipientId,
      reason.slice(0, 500),
    ]);
  }

  /**
   * The campaign's batches still to send. The recipient list (in a stable order) is cut into fixed slices of
   * `size` whatever their state, so a slice keeps its first recipient, and so its job id, however often the
   * fan-out runs again (the sweep after Redis was lost); each batch lists the slice's rows still queued.
   */
  async unsentBatches(campaignId: string, size: number): Promise<CampaignBatch[]> {
    const rows = await this.transactions.manager.query<{ first_id: string; queued: string[] }[]>(
      `SELECT (array_agg(id ORDER BY email, id))[1] AS first_id, array_agg(id ORDER BY email, id) FILTER (WHERE status = 'queued') AS queued
       FROM (SELECT id, email, status, (row_number() OVER (ORDER BY email, id) - 1) / $2 AS slice FROM email_campaign_recipients WHERE campaign_id = $1) AS numbered
       GROUP BY slice HAVING bool_or(status = 'queued') ORDER BY slice`,
      [campaignId, size],
    );
    return rows.map((row) => ({ firstId: row.first_id, recipientIds: row.queued }));
  }

  /** Campaigns with recipients still queued, oldest first (through the small index of queued rows). */
  async unfinishedCampaignIds(): Promise<string[]> {
    const rows = await this.transactions.manager.query<{ campaign_id: string }[]>(
      `SELECT q.campaign_id FROM (SELECT DISTINCT campaign_id FROM email_campaign_recipients WHERE status = 'queued') AS q
       JOIN email_campaigns c ON c.id = q.campaign_id ORDER BY c.created_at`,
    );
    return rows.map((row) => row.campaign_id);
  }

  /**
   * Runs `work` on the rows of `recipientIds` that are still queued, holding a send lock on each for as long as it
   * runs. The locks are session advisory locks on one connection: whoever else wants to send to the same rows (a
   * stalled job run twice, an overlapping batch) waits for them, then finds the rows sent; a worker that dies drops
   * its connection and so its locks, leaving the rows it had not committed queued for the job's retry. `work` commits
   * each row's outcome as it comes (markSent, markFailed), not held back in one long transaction, and resolves only
   * once every outcome is written: a row unlocked while still marked queued could be sent again.
   */
  async whileClaimed<T>(recipientIds: string[], work: (rows: ClaimedRecipient[]) => Promise<T>): Promise<T> {
    const { client, done } = await this.pooledClient();
    try {
      // In key order, so two claimers of overlapping rows cannot deadlock.
      await client.query(
        `SELECT pg_advisory_lock($1, key) FROM (SELECT DISTINCT hashtext(id::text) AS key FROM unnest($2::uuid[]) AS id ORDER BY key) AS keys`,
        [SEND_LOCK_SPACE, recipientIds],
      );
      // Read after the locks are held, so a row another worker sent while this one waited shows as sent.
      const { rows } = await client.query<{
        id: string;
        campaign_id: string;
        member_id: string | null;
        email: string;
        merge_values: Record<string, string>;
      }>(
        `SELECT id, campaign_id, member_id, email, merge_values FROM email_campaign_recipients WHERE id = ANY($1::uuid[]) AND status = 'queued' ORDER BY email, id`,
        [recipientIds],
      );
      return await work(
        rows.map((row) => ({ id: row.id, campaignId: row.campaign_id, memberId: row.member_id, email: row.email, mergeValues: row.merge_values })),
      );
    } finally {
      // A connection that cannot say it unlocked is closed instead of going back to the pool with the locks.
      let unlockFailed: unknown;
      await client.query('SELECT pg_advisory_unlock_all()').catch((error: unknown) => (unlockFailed = error));
      done(unlockFailed);
    }
  }

  /**
   * A connection of TypeORM's pool, used through node-postgres itself. Its socket's errors are caught while it is out
   * (an 'error' event nobody listens to would end the worker); `done(error)`, or a socket that failed meanwhile, closes
   * it instead of pooling it again.
   */
  private async pooledClient(): Promise<{ client: PgClient; done: (error?: unknown) => void }> {
    const [client, release] = (await (this.transactions.manager.dataSource.driver as PostgresDriver).obtainMasterConnection()) as [
      PgClient,
      (error?: unknown) => void,
    ];
    let broken: unknown;
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    return {
      client,
      done: (error) => {
        client.off('error', onError);
        release(broken ?? error);
      },
    };
  }

  /** Every campaign with recipients still queued: how many, and when the campaign was stored (for the metrics). */
  async backlog(): Promise<QueuedBacklog[]> {
    const rows = await this.transactions.manager.query<{ id: string; kind: string; created_at: Date; remaining: number }[]>(
      `SELECT c.id, c.kind, c.created_at, q.remaining
         FROM (SELECT campaign_id, count(*)::int AS remaining FROM email_campaign_recipients WHERE status = 'queued' GROUP BY campaign_id) q
         JOIN email_campaigns c ON c.id = q.campaign_id`,
    );
    return rows.map((row) => ({ campaignId: row.id, kind: row.kind, createdAt: row.created_at, remaining: row.remaining }));
  }
}
