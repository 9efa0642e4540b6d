import { PORTAL_REMOTES } from '@greenroom/contracts';
import type { EntityManager } from 'typeorm';
import { RemotesRepository } from '../remotes/remotes.repository';
import { seedId } from './seed-id';

export const SEED_RELEASE_VERSION = 'initial';

/**
 * `npm start` serves remote i on port 4200 + i + 1 (tools/mf/ports.js). Written here again because the API's image
 * carries no build tooling; the start scripts pass REMOTE_<NAME>_URL anyway, so this default is for a bare seed.
 */
const DEFAULT_SHELL_PORT = 4200;

/** Where each remote's first release is served: REMOTE_<NAME>_URL (the start scripts set it) or the default port. */
export function seedManifestUrls(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    PORTAL_REMOTES.map(({ name }, index) => [
      name,
      env[`REMOTE_${name.toUpperCase()}_URL`] || `http://localhost:${DEFAULT_SHELL_PORT + index + 1}/mf-manifest.json`,
    ]),
  );
}

/**
 * Registers each built remote as its first, active release, once: a database that already has a remote keeps its
 * releases. The builds passed the contract gate.
 */
export async function seedRemoteReleases(manager: EntityManager, urls: Record<string, string> = seedManifestUrls()): Promise<number> {
  const remotes = new RemotesRepository(manager.connection);
  let inserted = 0;
  for (const [name, manifestUrl] of Object.entries(urls)) {
    const release = { id: seedId('remote-release', name), version: SEED_RELEASE_VERSION, manifestUrl };
    // A remote, its release and its activation: three rows.
    if (await remotes.seedFirstRelease(manager, name, release)) inserted += 3;
  }
  return inserted;
}
