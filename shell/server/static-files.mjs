// dist/ as files: sirv (ETags, the build's .br/.gz copies) with the portal's cache rules.
import sirv from 'sirv';

// Rspack names every emitted chunk and stylesheet with an 8-character content hash: safe to cache forever.
const HASHED_ASSET = /\.[0-9a-f]{8}\.(?:js|css)$/;

export function staticFiles(distDir) {
  return sirv(distDir, {
    // Looked up per request, not listed once at start: a rebuild of dist/ while serving must serve its new chunks.
    dev: true,
    etag: true,
    // The build writes a .br and a .gz beside each text file (tools/mf/precompress.js): sent as the browser accepts.
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders(response, pathname) {
      // Manifests, remoteEntry.js and HTML are the stable names that point at hashed files: always revalidate.
      response.setHeader('Cache-Control', HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
