import { isPlainReleaseOrigin } from '@greenroom/contracts';

/** RELEASE_MANIFEST_ORIGINS as a list of origins; an entry that is not one plain origin is a start-up problem. */
export function releaseManifestOrigins(value: string, problems: string[]): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    let origin: string | null;
    try {
      origin = new URL(entry).origin;
    } catch {
      origin = null;
    }
    if (origin !== entry.replace(/\/$/, '') || !isPlainReleaseOrigin(entry.replace(/\/$/, ''))) {
      problems.push(`RELEASE_MANIFEST_ORIGINS must list origins such as https://cdn.example.org (no path), got ${entry}`);
    }
  }
  return entries.map((entry) => entry.replace(/\/$/, ''));
}
