import type { RemoteRegistry } from '@greenroom/contracts';

// URL -> subresource integrity of the files the API checked for each active release, from the registry document.
// Releases are immutable, so a URL keeps its pin; a newer registry only adds (or overwrites with the same value).
const manifestPins = new Map<string, string>();
const entryPins = new Map<string, string>();
const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Remembers the pins of every entry that carries well-formed ones; an entry without them loads as before. */
export function pinReleases(registry: RemoteRegistry): void {
  for (const { manifest, integrity } of Object.values(registry)) {
    if (!integrity || !SRI.test(integrity.manifest) || !SRI.test(integrity.entry)) continue;
    manifestPins.set(absolute(manifest), integrity.manifest);
    entryPins.set(absolute(integrity.entryUrl), integrity.entry);
  }
}

export function manifestIntegrity(url: string): string | undefined {
  return manifestPins.get(absolute(url));
}

export function entryIntegrity(url: string): string | undefined {
  return entryPins.get(absolute(url));
}
