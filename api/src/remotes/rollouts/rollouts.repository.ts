import { Injectable } from '@nestjs/common';
import { SIGN_IN_STATUSES, type Rollout, type RolloutEvent, type RolloutEventKind, type RolloutStage, type StageRelease } from '@greenroom/contracts';
import { memberColumns } from '../../members/member-fields';
import { ACTOR_NAME, groupByRemote, memberId, tokenId, type ReleaseActor, type StoredReleaseWithManifest } from '../remotes.repository';
import type { WindowFigures } from './rollout-rule';
import { Transactions } from '../../database/transactions';

/** A rollout row as the rule and the registry read it. */
export interface StoredRollout {
  remote: string;
  releaseId: string;
  version: string;
  stage: 'admins' | 'share';
  share: number;
  autoAdvance: boolean;
  stageSeconds: number;
  errorThresholdPercent: number;
  windowSeconds: number;
  minSessions: number;
  revision: number;
  /** Seconds since the stage began and since the rollout began, by the database's clock. */
  stageAgeSeconds: number;
  ageSeconds: number;
}

export type RolloutSettings = Omit<StageRelease, 'version' | 'stage' | 'revision'> & { stage: 'admins' | 'share' };

export type RolloutFigures = WindowFigures & { errorPercent: number; thresholdPercent: number; windowSeconds: number; minSessions: number };

const ROLLOUT_COLUMNS = `o.remote, o.release_id AS "releaseId", r.version, o.stage, o.share, o.auto_advance AS "autoAdvance",
  o.stage_seconds AS "stageSeconds", o.error_threshold_percent::float AS "errorThresholdPercent", o.window_seconds AS "windowSeconds",
  o.min_sessions AS "minSessions", o.revision,
  extract(epoch FROM clock_timestamp() - o.stage_started_at)::float AS "stageAgeSeconds",
  extract(epoch FROM clock_timestamp() - o.started_at)::float AS "ageSeconds"`;

/** All SQL of staged rollouts: the one rollout per remote, its steps, and the history. */
@Injectable()
export class RolloutsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Every rollout under way. */
  all(): Promise<StoredRollout[]> {
    return this.transactions.manager.query<StoredRollout[]>(
      `SELECT ${ROLLOUT_COLUMNS} FROM remote_rollouts o JOIN remote_releases r ON r.id = o.release_id ORDER BY o.remote`,
    );
  }

  /**
   * The remote's rollout, its row locked for the caller's transaction, after the remote's own row (the order the
   * activation takes too, so a stage change and an activation at once wait for each other rather than deadlock).
   */
  async lock(remote: string): Promise<StoredRollout | null> {
    await this.transactions.manager.query(`SELECT 1 FROM remotes WHERE name = $1 FOR UPDATE`, [remote]);
    const rows = await this.transactions.manager.query<StoredRollout[]>(
      `SELECT ${ROLLOUT_COLUMNS} FROM remote_rollouts o JOIN remote_releases r ON r.id = o.release_id WHERE o.remote = $1 FOR UPDATE OF o`,
      [remote],
    );
    return rows[0] ?? null;
  }

  async activeReleaseId(remote: string): Promise<string | null> {
    const [row] = await this.transactions.manager.query<{ id: string | null }[]>(`SELECT active_release_id AS id FROM remotes WHERE name = $1`, [
      remote,
    ]);
    return row?.id ?? null;
  }

  async start(remote: string, releaseId: string, settings: RolloutSettings, actor: ReleaseActor): Promise<void> {
    await this.transactions.manager.query(
      `INSERT INTO remote_rollouts (remote, release_id, stage, share, auto_advance, stage_seconds, error_threshold_percent, window_seconds,
                                    min_sessions, started_via, started_by_member_id, started_by_token_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        remote,
        releaseId,
        settings.stage,
        settings.share,
        settings.autoAdvance,
        settings.stageSeconds,
        settings.errorThresholdPercent,
        settings.windowSeconds,
        settings.minSessions,
        actor.via,
        memberId(actor),
        tokenId(actor),
      ],
    );
  }

  /** New settings and stage; the stage's clock starts again only when the stage changes. */
  async change(remote: string, settings: RolloutSettings): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE remote_rollouts
       SET stage_started_at = CASE WHEN stage = $2 THEN stage_started_at ELSE clock_timestamp() END,
           stage = $2, share = $3, auto_advance = $4, stage_seconds = $5, error_threshold_percent = $6, window_seconds = $7,
           min_sessions = $8, revision = revision + 1
       WHERE remote = $1`,
      [
        remote,
        settings.stage,
        settings.share,
        settings.autoAdvance,
        settings.stageSeconds,
        settings.errorThresholdPercent,
        settings.windowSeconds,
        settings.minSessions,
      ],
    );
  }

  /** The rule's step from Admins to the share: only if the rollout is still at the revision the rule judged. */
  async moveToShare(remote: string, revision: number): Promise<boolean> {
    const rows = await this.transactions.manager.query<unknown[]>(
      `UPDATE remote_rollouts SET stage = 'share', stage_started_at = clock_timestamp(), revision = revision + 1
       WHERE remote = $1 AND revision = $2 AND stage = 'admins' RETURNING 1`,
      [remote, revision],
    );
    return rows.length > 0;
  }

  /** Ends the rollout without activating anything: everyone gets the active release again. */
  async remove(remote: string): Promise<void> {
    await this.transactions.manager.query(`DELETE FROM remote_rollouts WHERE remote = $1`, [remote]);
  }

  async recordEvent(
    event: { remote: string; releaseId: string; event: RolloutEventKind; stage: RolloutStage | null; share: number; figures?: RolloutFigures },
    actor: ReleaseActor,
  ): Promise<string> {
    const [row] = await this.transactions.manager.query<{ id: string }[]>(
      `INSERT INTO remote_rollout_events (remote, release_id, event, stage, share, via, by_member_id, by_token_id, figures)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) RETURNING id`,
      [
        event.remote,
        event.releaseId,
        event.event,
        event.stage,
        event.share,
        actor.via,
        memberId(actor),
        tokenId(actor),
        event.figures ? JSON.stringify(event.figures) : null,
      ],
    );
    return row.id;
  }

  /**
   * The staged release's reports over the window, counted from when the rollout began (a release staged again is
   * judged afresh). Reports are kept per minute, so the window reaches back to the start of its first minute.
   */
  async figures(rollout: Pick<StoredRollout, 'remote' | 'version' | 'windowSeconds' | 'ageSeconds'>): Promise<WindowFigures> {
    const [row] = await this.transactions.manager.query<WindowFigures[]>(
      `SELECT coalesce(sum(count), 0)::int AS sessions,
              coalesce(sum(count) FILTER (WHERE outcome <> 'drawn'), 0)::int AS errors
       FROM remote_reports
       WHERE remote = $1 AND version = $2
         AND minute >= date_trunc('minute', clock_timestamp() - make_interval(secs => least($3::float, $4::float)))`,
      [rollout.remote, rollout.version, rollout.windowSeconds, rollout.ageSeconds],
    );
    return row;
  }

  /** The rollout of each remote as the Releases screen shows it. */
  async summaries(): Promise<Map<string, Rollout>> {
    const rows = await this.transactions.manager.query<(Rollout & { remote: string })[]>(
      `SELECT o.remote, r.version, p.version AS "previousVersion", o.stage, o.share, o.auto_advance AS "autoAdvance",
              o.stage_seconds AS "stageSeconds", o.error_threshold_percent::float AS "errorThresholdPercent",
              o.window_seconds AS "windowSeconds", o.min_sessions AS "minSessions",
              to_json(o.started_at) #>> '{}' AS "startedAt", to_json(o.stage_started_at) #>> '{}' AS "stageStartedAt",
              ${ACTOR_NAME('o.started_via', 'm', 't')} AS "startedBy", o.revision
       FROM remote_rollouts o
       JOIN remote_releases r ON r.id = o.release_id
       JOIN remotes rm ON rm.name = o.remote
       LEFT JOIN remote_releases p ON p.id = rm.active_release_id
       LEFT JOIN members m ON m.id = o.started_by_member_id
       LEFT JOIN release_tokens t ON t.id = o.started_by_token_id`,
    );
    return new Map(rows.map(({ remote, ...rollout }) => [remote, rollout]));
  }

  /** Every remote's rollout history, newest first. */
  async history(): Promise<Map<string, RolloutEvent[]>> {
    const rows = await this.transactions.manager.query<(RolloutEvent & { remote: string })[]>(
      `SELECT e.remote, r.version, e.event, e.stage, e.share, to_json(e.at) #>> '{}' AS at, ${ACTOR_NAME('e.via', 'm', 't')} AS by, e.figures
       FROM remote_rollout_events e
       JOIN remote_releases r ON r.id = e.release_id
       LEFT JOIN members m ON m.id = e.by_member_id
       LEFT JOIN release_tokens t ON t.id = e.by_token_id
       ORDER BY e.remote, e.at DESC`,
    );
    return groupByRemote(rows);
  }

  /** The staged releases with what the registry needs to name them (manifest and pins). */
  staged(): Promise<(StoredReleaseWithManifest & { stage: 'admins' | 'share'; share: number })[]> {
    return this.transactions.manager.query(
      `SELECT r.id, r.remote, r.version, r.status, r.manifest_url AS "manifestUrl", r.manifest_digest AS "manifestDigest",
              r.entry_url AS "entryUrl", r.entry_integrity AS "entryIntegrity", o.stage, o.share
       FROM remote_rollouts o JOIN remote_releases r ON r.id = o.release_id ORDER BY o.remote`,
    );
  }

  /** Who is told of a rollback: the Admins who can sign in. */
  async adminEmails(): Promise<string[]> {
    const column = memberColumns();
    const rows = await this.transactions.manager.query<{ email: string }[]>(
      `SELECT DISTINCT lower(${column.Email}) AS email FROM members
       WHERE ${column.Portal_Permission} = 'Admin' AND deleted_at IS NULL AND ${column.Membership_Status} = ANY($1)
       ORDER BY email`,
      [[...SIGN_IN_STATUSES]],
    );
    return rows.map((row) => row.email);
  }
}
