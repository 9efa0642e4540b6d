import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegistryEntry, RemoteRegistry } from '@greenroom/contracts';
import { getSession } from '@greenroom/sdk';
import { remotesUrl } from './config';
import { pinReleases } from './release-pins';

const REGISTRY_TIMEOUT_MS = 10_000;
const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;

/** An entry as the API writes it, or a bare manifest URL as an API from before pins wrote it (no pins then). */
function registryEntry(entry: unknown): RegistryEntry | null {
  if (typeof entry === 'string') return entry.length > 0 ? { manifest: entry } : null;
  if (typeof entry !== 'object' || entry === null) return null;
  const { manifest, integrity, version } = entry as Partial<RegistryEntry>;
  if (typeof manifest !== 'string' || manifest.length === 0) return null;
  const named = typeof version === 'string' && version.length > 0 ? { version } : {};
  const pinned =
    typeof integrity === 'object' &&
    integrity !== null &&
    [integrity.manifest, integrity.entryUrl, integrity.entry].every((value) => typeof value === 'string');
  return pinned ? { manifest, ...named, integrity } : { manifest, ...named };
}

/** Keeps the well-formed entries: one bad line in the registry must not take the other remotes down with it. */
export function parseRegistry(body: unknown): RemoteRegistry {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('the remote registry is not a JSON object');
  }
  const registry: RemoteRegistry = {};
  for (const [name, value] of Object.entries(body)) {
    const entry = REMOTE_NAME.test(name) ? registryEntry(value) : null;
    if (entry) registry[name] = entry;
    else console.warn(`Ignoring remote registry entry "${name}": expected a name and a manifest URL`);
  }
  return registry;
}

/**
 * The registry as this person gets it: with the session's token, a release staged for the person's role or share
 * (issue 39); without one, the release everyone gets.
 */
async function fetchRegistry(token: string | null): Promise<RemoteRegistry> {
  const url = remotesUrl();
  const headers: HeadersInit = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch(url, { cache: 'no-store', headers, signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRegistry(await response.json());
}

let registry: Promise<RemoteRegistry> | undefined;
/** The session token the registry was read with: another person (or signing in) reads it again. */
let readWith: string | null = null;

/**
 * Fetches the registry and registers the remotes `known` does not have yet; on failure `known` stays in use. For
 * another person (`personChanged`) a remote whose release differs is registered again, so this person's version loads.
 */
async function loadRegistry(known: RemoteRegistry, personChanged = false): Promise<RemoteRegistry> {
  try {
    const entries = await fetchRegistry(readWith);
    pinReleases(entries);
    const added = Object.entries(entries).filter(([name]) => !(name in known));
    if (added.length > 0) registerRemotes(added.map(([name, entry]) => ({ name, entry: entry.manifest })));
    const changed = Object.entries(entries).filter(([name, entry]) => personChanged && name in known && known[name].manifest !== entry.manifest);
    if (changed.length > 0)
      registerRemotes(
        changed.map(([name, entry]) => ({ name, entry: entry.manifest })),
        { force: true },
      );
    return entries;
  } catch (error) {
    // Start-up goes on without remotes; each remote slot shows its "not available" panel and can retry.
    console.error('Could not load the remote registry', error);
    return known;
  }
}

/**
 * Fetches the registry and registers every remote on the federation instance the build plugin created; read again
 * when the session changed since (a sign-in after the page started), as the person's versions may differ.
 */
export function initRemotes(): Promise<RemoteRegistry> {
  const token = getSession().token;
  if (registry && token === readWith) return registry;
  readWith = token;
  registry = registry ? registry.then((known) => loadRegistry(known, true)) : loadRegistry({});
  return registry;
}

/**
 * The manifest URL of a remote. `refetch` (a Retry after a failed load) reads the registry again: it may have failed
 * at start-up, or an Admin may have activated another release (or rolled a broken one back) since the page loaded.
 */
export async function remoteEntry(name: string, { refetch }: { refetch: boolean }): Promise<string | undefined> {
  return (await remoteRelease(name, { refetch }))?.manifest;
}

/** The remote's active release as the registry names it: its manifest URL and version (and pins). */
export async function remoteRelease(name: string, { refetch }: { refetch: boolean }): Promise<RegistryEntry | undefined> {
  const current = await initRemotes();
  if (!refetch) return current[name];
  registry = loadRegistry(current);
  return (await registry)[name];
}

/** Test seam: forget the registry so the next call fetches it again. */
export function resetRegistryForTests(): void {
  registry = undefined;
  readWith = null;
}
