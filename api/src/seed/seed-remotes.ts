import { PORTAL_REMOTES } from '@greenroom/contracts';
import { portalPorts } from '@greenroom/contracts/src/remotes/portal-ports';
import type { Transactions } from '../database/transactions';
import { RemotesRepository } from '../remotes/remotes.repository';
import { seedId } from './seed-id';

export const SEED_RELEASE_VERSION = 'initial';

/**
 * Where each remote's first release is served: REMOTE_<NAME>_URL (the start scripts set it), else the port `npm start`
 * gives it (libs/contracts/src/remotes/portal-ports.js, the one place that computes remote ports; the API's image copies it).
 */
export function seedManifestUrls(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const { remotes } = portalPorts({ env });
  return Object.fromEntries(
    PORTAL_REMOTES.map(({ name }) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || `http://localhost:${remotes[name]}/mf-manifest.json`]),
  );
}

/**
 * Registers each built remote as its first, active release, once: a database that already has a remote keeps its
 * releases. The builds passed the contract gate.
 */
export async function seedRemoteReleases(transactions: Transactions, urls: Record<string, string> = seedManifestUrls()): Promise<number> {
  const remotes = new RemotesRepository(transactions);
  let inserted = 0;
  for (const [name, manifestUrl] of Object.entries(urls)) {
    const release = { id: seedId('remote-release', name), version: SEED_RELEASE_VERSION, manifestUrl };
    // A remote, its release and its activation: three rows.
    if (await remotes.seedFirstRelease(name, release)) inserted += 3;
  }
  return inserted;
}
