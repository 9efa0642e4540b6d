// Where the federation runtime loads a release's entry script from, worked out from its manifest as the runtime does
// (@module-federation/sdk's generateSnapshotFromManifest and getResourceUrl): the API pins that one file, so the
// browser refuses it if the bytes served differ from those that passed the check.

interface ManifestEntryFields {
  metaData?: { publicPath?: unknown; getPublicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
}

/** The runtime's join of remoteEntry.path and .name ('' and '.' mean none; leading './' or '/' dropped). */
function entryPath(path: string, name: string): string {
  const trimmed = path === '.' ? '' : path.replace(/^\.\//, '').replace(/^\/(.*?)\/?$/, '$1');
  if (!trimmed) return name;
  return trimmed.endsWith('/') ? `${trimmed}${name}` : `${trimmed}/${name}`;
}

/**
 * The absolute URL of the entry script, or null when the manifest does not fix one: an address computed at run time
 * (getPublicPath) or one relative to the page could not be pinned.
 */
export function remoteEntryUrl(manifest: unknown, manifestUrl: string): string | null {
  const metaData = (manifest as ManifestEntryFields | null)?.metaData;
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name || typeof metaData?.publicPath !== 'string') return null;
  const publicPath =
    metaData.publicPath === 'auto' || metaData.publicPath === ''
      ? manifestUrl
          .replace(/#.*$/, '')
          .replace(/\?.*$/, '')
          .replace(/\/[^/]+$/, '/')
      : metaData.publicPath;
  const url = `${publicPath}${entryPath(typeof entry.path === 'string' ? entry.path : '', entry.name)}`;
  return /^https?:\/\//i.test(url) ? url : null;
}
