import type { EntityManager } from 'typeorm';
import { seedId } from './seed-id';

/** The five remotes and the port `npm start` serves each on (scripts/portal/config.mjs, tools/mf). */
const REMOTE_PORTS: Record<string, number> = { members: 4201, calendar: 4202, email: 4203, auditions: 4204, rsvp: 4205 };

export const SEED_RELEASE_VERSION = 'initial';

/** Where each remote's first release is served: REMOTE_<NAME>_URL (the start scripts set it) or the default port. */
export function seedManifestUrls(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, port]) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || `http://localhost:${port}/mf-manifest.json`]),
  );
}

/**
 * Registers each built remote as its first, active release, once: a database that already has a remote keeps its
 * releases (from then on the registry, not the environment, says what runs). The builds passed the contract gate.
 */
export async function seedRemoteReleases(manager: EntityManager, urls: Record<string, string> = seedManifestUrls()): Promise<number> {
  let inserted = 0;
  for (const [name, manifestUrl] of Object.entries(urls)) {
    const created = await manager.query<unknown[]>(`INSERT INTO remotes (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1`, [name]);
    if (created.length === 0) continue;
    const releaseId = seedId('remote-release', name);
    await manager.query(
      `INSERT INTO remote_releases (id, remote, version, manifest_url, registered_via, status, problems) VALUES ($1, $2, $3, $4, 'seed', 'passed', '[]')`,
      [releaseId, name, SEED_RELEASE_VERSION, manifestUrl],
    );
    await manager.query(`UPDATE remotes SET active_release_id = $2 WHERE name = $1`, [name, releaseId]);
    await manager.query(`INSERT INTO remote_activations (remote, release_id, activated_via) VALUES ($1, $2, 'seed')`, [name, releaseId]);
    inserted += 3;
  }
  return inserted;
}
