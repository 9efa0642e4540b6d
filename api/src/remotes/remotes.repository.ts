import { Injectable } from '@nestjs/common';
import type { RegistryEntry, ReleaseStatus, ReleaseTokenScope, RemoteActivation, RemoteRegistry, RemoteRelease } from '@greenroom/contracts';
import { memberFullNameSql } from '../members/member-fields';
import { Transactions } from '../database/transactions';

/**
 * Who acted: a signed-in Admin, a pipeline's release token (for one remote; null on revoked tokens of old), the
 * bootstrap deploy token (RELEASE_TOKEN), or the seed.
 */
export type ReleaseActor =
  | { via: 'member'; memberId: string }
  | { via: 'release token'; tokenId: string; remote: string | null; scope: ReleaseTokenScope }
  | { via: 'deploy token' }
  | { via: 'seed' }
  // A staged rollout's own step: moved on or rolled back by the rollout rule (rollouts/rollout-rule.service.ts).
  | { via: 'rule' };

export interface StoredRelease {
  id: string;
  version: string;
  status: ReleaseStatus;
}

export interface NewRelease {
  remote: string;
  version: string;
  manifestUrl: string;
  status: ReleaseStatus;
  problems: string[];
  /** sha256 of the manifest as checked. */
  manifestDigest: string;
  /** The entry script the runtime loads, and its subresource integrity; null on a refused release. */
  entryUrl: string | null;
  entryIntegrity: string | null;
}

export interface StoredReleaseWithManifest extends StoredRelease {
  remote: string;
  manifestUrl: string;
  manifestDigest: string | null;
  entryUrl: string | null;
  entryIntegrity: string | null;
}

/** The active release before and after an activation. */
export interface Switch {
  from: string | null;
  to: string;
}

const UNIQUE_VIOLATION = '23505';

export function memberId(actor: ReleaseActor): string | null {
  return actor.via === 'member' ? actor.memberId : null;
}

export function tokenId(actor: ReleaseActor): string | null {
  return actor.via === 'release token' ? actor.tokenId : null;
}

/** Most registrations a remote takes in an hour: a runaway pipeline cannot fill the registry. */
export const REGISTRATIONS_PER_REMOTE_PER_HOUR = 30;

// A member's name, a release token's label, or how the change came in ('deploy token', 'seed'); a deleted member's
// change stays as 'a member'.
export const ACTOR_NAME = (via: string, member: string, token: string) =>
  `CASE WHEN ${via} = 'member' THEN coalesce(${memberFullNameSql(member)}, 'a member')
        WHEN ${via} = 'release token' THEN 'release token "' || coalesce(${token}.label, 'removed') || '"'
        WHEN ${via} = 'rule' THEN 'The portal itself'
        ELSE ${via} END`;

/** All SQL of the release registry: remotes, their releases, and the activation log. */
@Injectable()
export class RemotesRepository {
  constructor(private readonly transactions: Transactions) {}

  async remoteExists(name: string): Promise<boolean> {
    return (await this.transactions.manager.query(`SELECT 1 FROM remotes WHERE name = $1`, [name])).length > 0;
  }

  async remoteNames(): Promise<string[]> {
    const rows = await this.transactions.manager.query<{ name: string }[]>(`SELECT name FROM remotes ORDER BY name`);
    return rows.map((row) => row.name);
  }

  /** Null when the version is taken already (versions are immutable: a new build needs a new version). */
  async insertRelease(release: NewRelease, actor: ReleaseActor): Promise<StoredRelease | null> {
    try {
      const rows = await this.transactions.manager.query<StoredRelease[]>(
        `INSERT INTO remote_releases
           (remote, version, manifest_url, registered_via, registered_by_member_id, registered_by_token_id, status, problems, manifest_digest,
            entry_url, entry_integrity)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11)
         RETURNING id, version, status`,
        [
          release.remote,
          release.version,
          release.manifestUrl,
          actor.via,
          memberId(actor),
          tokenId(actor),
          release.status,
          JSON.stringify(release.problems),
          release.manifestDigest,
          release.entryUrl,
          release.entryIntegrity,
        ],
      );
      return rows[0];
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    }
  }

  async registrationsInLastHour(remote: string): Promise<number> {
    const [row] = await this.transactions.manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM remote_releases WHERE remote = $1 AND registered_at > now() - interval '1 hour'`,
      [remote],
    );
    return row.count;
  }

  /** The active release of every remote, with what is needed to fetch its manifest again. */
  async activeReleases(): Promise<StoredReleaseWithManifest[]> {
    return this.transactions.manager.query<StoredReleaseWithManifest[]>(
      `SELECT r.id, r.remote, r.version, r.status, r.manifest_url AS "manifestUrl", r.manifest_digest AS "manifestDigest",
              r.entry_url AS "entryUrl", r.entry_integrity AS "entryIntegrity"
       FROM remotes rm JOIN remote_releases r ON r.id = rm.active_release_id ORDER BY rm.name`,
    );
  }

  async findRelease(remote: string, version: string): Promise<StoredRelease | null> {
    const rows = await this.transactions.manager.query<StoredRelease[]>(
      `SELECT id, version, status FROM remote_releases WHERE remote = $1 AND version = $2`,
      [remote, version],
    );
    return rows[0] ?? null;
  }

  /** The release that was active before the current one (what a rollback activates), or null. */
  async rollbackTarget(remote: string): Promise<StoredRelease | null> {
    const rows = await this.transactions.manager.query<StoredRelease[]>(
      `SELECT r.id, r.version, r.status
       FROM remotes rm
       JOIN LATERAL (SELECT previous_release_id FROM remote_activations a
                     WHERE a.remote = rm.name AND a.release_id = rm.active_release_id
                     ORDER BY a.activated_at DESC LIMIT 1) last ON true
       JOIN remote_releases r ON r.id = last.previous_release_id
       WHERE rm.name = $1`,
      [remote],
    );
    return rows[0] ?? null;
  }

  /**
   * Makes `releaseId` the active release and logs who did it, in one transaction; the remote's row is locked so two
   * activations at once are logged in the order they took effect. Null when it was active already.
   */
  activate(remote: string, releaseId: string, actor: ReleaseActor): Promise<Switch | null> {
    return this.transactions.run(() => this.activateWith(remote, releaseId, actor));
  }

  async activateWith(remote: string, releaseId: string, actor: ReleaseActor): Promise<Switch | null> {
    const [current] = await this.transactions.manager.query<{ active_release_id: string | null; version: string | null }[]>(
      `SELECT rm.active_release_id, r.version FROM remotes rm LEFT JOIN remote_releases r ON r.id = rm.active_release_id
       WHERE rm.name = $1 FOR UPDATE OF rm`,
      [remote],
    );
    if (current.active_release_id === releaseId) return null;
    await this.transactions.manager.query(`UPDATE remotes SET active_release_id = $2 WHERE name = $1`, [remote, releaseId]);
    await this.endRollout(remote, releaseId, actor);
    const [activated] = await this.transactions.manager.query<{ version: string }[]>(
      `INSERT INTO remote_activations (remote, release_id, previous_release_id, activated_via, activated_by_member_id, activated_by_token_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING (SELECT version FROM remote_releases WHERE id = $2) AS version`,
      [remote, releaseId, current.active_release_id, actor.via, memberId(actor), tokenId(actor)],
    );
    return { from: current.version, to: activated.version };
  }

  /**
   * A release made active for everyone ends the staged rollout of the remote: 'completed' when it was the staged
   * release, 'replaced' when an Admin or pipeline activated another one over it. Within the caller's transaction.
   */
  private async endRollout(remote: string, activated: string, actor: ReleaseActor): Promise<void> {
    await this.transactions.manager.query(
      `WITH ended AS (DELETE FROM remote_rollouts WHERE remote = $1 RETURNING release_id, share)
       INSERT INTO remote_rollout_events (remote, release_id, event, stage, share, via, by_member_id, by_token_id)
       SELECT $1, ended.release_id, CASE WHEN ended.release_id = $2 THEN 'completed' ELSE 'replaced' END,
              CASE WHEN ended.release_id = $2 THEN 'all' END, ended.share, $3, $4, $5
       FROM ended`,
      [remote, activated, actor.via, memberId(actor), tokenId(actor)],
    );
  }

  /**
   * The seed's first release of a remote, active at once, inside the seed's transaction. False, and nothing written,
   * when the remote is registered already: from then on the registry, not the seed, says what runs.
   */
  async seedFirstRelease(remote: string, release: { id: string; version: string; manifestUrl: string }): Promise<boolean> {
    const created = await this.transactions.manager.query<unknown[]>(`INSERT INTO remotes (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1`, [
      remote,
    ]);
    if (created.length === 0) return false;
    await this.transactions.manager.query(
      `INSERT INTO remote_releases (id, remote, version, manifest_url, registered_via, status, problems) VALUES ($1, $2, $3, $4, 'seed', 'passed', '[]')`,
      [release.id, remote, release.version, release.manifestUrl],
    );
    await this.activateWith(remote, release.id, { via: 'seed' });
    return true;
  }

  /** Remote name -> its active release: the manifest, and the files' integrity where the check recorded it. */
  async registry(): Promise<RemoteRegistry> {
    const active = await this.activeReleases();
    return Object.fromEntries(active.map((release) => [release.remote, registryEntry(release)]));
  }

  async activeVersions(): Promise<Record<string, string | null>> {
    const rows = await this.transactions.manager.query<{ name: string; version: string | null }[]>(
      `SELECT rm.name, r.version FROM remotes rm LEFT JOIN remote_releases r ON r.id = rm.active_release_id`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.version]));
  }

  /** Every release per remote, newest first. */
  async releases(): Promise<Map<string, Omit<RemoteRelease, 'health'>[]>> {
    const rows = await this.transactions.manager.query<(Omit<RemoteRelease, 'health'> & { remote: string })[]>(
      `SELECT r.remote, r.version, r.manifest_url AS "manifestUrl", to_json(r.registered_at) #>> '{}' AS "registeredAt",
              ${ACTOR_NAME('r.registered_via', 'm', 't')} AS "registeredBy", r.status, r.problems
       FROM remote_releases r LEFT JOIN members m ON m.id = r.registered_by_member_id
       LEFT JOIN release_tokens t ON t.id = r.registered_by_token_id
       ORDER BY r.remote, r.registered_at DESC, r.version DESC`,
    );
    return groupByRemote(rows);
  }

  /** The activation log per remote, newest first. */
  async activations(): Promise<Map<string, RemoteActivation[]>> {
    const rows = await this.transactions.manager.query<(RemoteActivation & { remote: string })[]>(
      `SELECT a.remote, r.version, p.version AS "previousVersion", to_json(a.activated_at) #>> '{}' AS "activatedAt",
              ${ACTOR_NAME('a.activated_via', 'm', 't')} AS "activatedBy"
       FROM remote_activations a
       JOIN remote_releases r ON r.id = a.release_id
       LEFT JOIN remote_releases p ON p.id = a.previous_release_id
       LEFT JOIN members m ON m.id = a.activated_by_member_id
       LEFT JOIN release_tokens t ON t.id = a.activated_by_token_id
       ORDER BY a.remote, a.activated_at DESC`,
    );
    return groupByRemote(rows);
  }
}

export function registryEntry({ version, manifestUrl, manifestDigest, entryUrl, entryIntegrity }: StoredReleaseWithManifest): RegistryEntry {
  if (!manifestDigest || !entryUrl || !entryIntegrity) return { manifest: manifestUrl, version };
  // The digest is kept as hex (what the integrity check compares); SRI wants the same bytes in base64.
  const manifest = `sha256-${Buffer.from(manifestDigest, 'hex').toString('base64')}`;
  return { manifest: manifestUrl, version, integrity: { manifest, entryUrl, entry: entryIntegrity } };
}

export function groupByRemote<T extends { remote: string }>(rows: T[]): Map<string, Omit<T, 'remote'>[]> {
  const byRemote = new Map<string, Omit<T, 'remote'>[]>();
  for (const { remote, ...row } of rows) {
    const list = byRemote.get(remote) ?? [];
    list.push(row);
    byRemote.set(remote, list);
  }
  return byRemote;
}
