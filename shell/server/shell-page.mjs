// The shell's page: index.html with the runtime config in a nonce'd script, under a CSP naming the active releases.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const runtimeConfig = { remotesUrl: '/remotes.json' };

/**
 * A plain http(s) origin: a host name, IPv4 or bracketed IPv6 address, and a port. The same pattern as
 * isPlainReleaseOrigin in libs/contracts, which the API applies at registration; written here because the shell's
 * server image carries its own few packages and no workspace library (api/test/shell-remote-registry checks both).
 */
const PLAIN_ORIGIN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/;
const isPlainReleaseOrigin = (origin) => origin.length <= 300 && PLAIN_ORIGIN.test(origin);

/** The URLs a registry entry names: its manifest, and the pinned entry script (an API from before pins wrote a bare URL). */
function urlsOf(entry) {
  if (typeof entry === 'string') return [entry];
  return [entry?.manifest, entry?.integrity?.entryUrl].filter((url) => typeof url === 'string');
}

/**
 * The origins of the manifests and entry scripts of every release a person may be given (the active ones and those a
 * rollout stages): a release on a new host is allowed from the next page load. The API checks each origin at registration; checked again here with the same strict pattern, because a
 * host such as `a;sandbox;b.example` written into the policy would become a directive of its own.
 */
function originsOf(registries) {
  const origins = new Set();
  for (const url of registries.flatMap((registry) => Object.values(registry)).flatMap(urlsOf)) {
    try {
      const { origin } = new URL(url);
      if (isPlainReleaseOrigin(origin)) origins.add(origin);
    } catch {
      // Not a URL: the shell ignores the entry, and the CSP must not name it.
    }
  }
  return [...origins].join(' ');
}

/**
 * @param {string} nonce
 * @param {Record<string, unknown>[]} registries the active releases, and the staged ones
 */
export function contentSecurityPolicy(nonce, registries) {
  const remoteOrigins = originsOf(registries);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${remoteOrigins}`,
    // react-bootstrap animates with inline style attributes.
    `style-src 'self' 'unsafe-inline' ${remoteOrigins}`,
    `connect-src 'self' ${remoteOrigins}`,
    `font-src 'self' data: ${remoteOrigins}`,
    "img-src 'self' data: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Read again when it changes: a rebuild of dist/ while serving must not leave the page pointing at deleted chunks.
let shellIndex = { file: '', mtimeMs: -1, html: '' };
function shellIndexHtml(distDir) {
  const file = path.join(distDir, 'index.html');
  const { mtimeMs } = fs.statSync(file);
  if (file !== shellIndex.file || mtimeMs !== shellIndex.mtimeMs) shellIndex = { file, mtimeMs, html: fs.readFileSync(file, 'utf8') };
  return shellIndex.html;
}

/**
 * @param {import('express').Response} response
 * @param {string} distDir
 * @param {{ servable(): Promise<Record<string, unknown>[]> }} registry
 */
export async function sendShellPage(response, distDir, registry) {
  const nonce = randomBytes(16).toString('base64');
  // JSON.stringify does not escape "<", so a value could close the script element: escape it.
  const config = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  const script = `<script nonce="${nonce}">window.__GREENROOM_CONFIG__ = ${config};</script>`;
  // The build writes the start script into the page under this placeholder (shell/rspack.config.js, inlineStartScript).
  const html = shellIndexHtml(distDir).replace('</head>', `${script}</head>`).replace('nonce="__GREENROOM_NONCE__"', `nonce="${nonce}"`);
  response
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(nonce, await registry.servable()),
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    })
    .send(html);
}
