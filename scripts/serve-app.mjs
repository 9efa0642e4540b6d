#!/usr/bin/env node
// Production static server for one app of the portal (no dependency beyond Node):
//   node scripts/serve-app.mjs shell     shell/dist, SPA fallback, /api and /membership proxied to API_URL (one or
//                                        more comma-separated replicas, round robin),
//                                        /remotes.json from the API's release registry (/api/remotes/registry), the
//                                        runtime config injected in HTML
//   node scripts/serve-app.mjs members   mfe-members/dist with CORS (the shell fetches its manifest cross-origin)
// PORT overrides the default port, DIST_DIR the folder served; a busy port is an error, never a silent move.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTE_PORTS = { members: 4201, calendar: 4202, email: 4203, auditions: 4204, rsvp: 4205 };
const SHELL_PORT = 4200;
const PROXIED_PREFIXES = ['/api/', '/membership/'];

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
// Rspack names every emitted chunk and stylesheet with an 8-character content hash: safe to cache forever.
const HASHED_ASSET = /\.[0-9a-f]{8}\.(?:js|css)$/;
const ASSET_EXTENSION = /\.(?:m?js|css|map|json|html?|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|txt|pdf)$/i;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

function fail(message) {
  console.error(`serve-app: ${message}`);
  process.exit(1);
}

const appName = process.argv[2];
const isShell = appName === 'shell';
if (!isShell && !(appName in REMOTE_PORTS)) {
  fail(`usage: serve-app.mjs <shell|${Object.keys(REMOTE_PORTS).join('|')}> (got "${appName ?? ''}")`);
}
const defaultPort = isShell ? SHELL_PORT : REMOTE_PORTS[appName];
const port = process.env.PORT ? Number(process.env.PORT) : defaultPort;
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`PORT must be a port number, got "${process.env.PORT}"`);
// DIST_DIR serves another build of the app (a second version of a remote, beside the running one).
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, isShell ? 'shell' : `mfe-${appName}`, 'dist');
const requiredFile = isShell ? 'index.html' : 'mf-manifest.json';
if (!fs.existsSync(path.join(distDir, requiredFile))) {
  fail(`${path.relative(root, path.join(distDir, requiredFile))} is missing: build first (npx nx build @greenroom/${isShell ? 'shell' : `mfe-${appName}`})`);
}

// API_URL may list several replicas, comma-separated: requests go to them in turn (round robin).
const apiUrls = (process.env.API_URL || 'http://127.0.0.1:3000').split(',').map((url) => new URL(url.trim()));
let nextApi = 0;
function pickApiUrl() {
  const url = apiUrls[nextApi];
  nextApi = (nextApi + 1) % apiUrls.length;
  return url;
}

// ---- the remote registry (the active releases, from the API) --------------------------------------------------

// A release switched in the API reaches new page loads within this many milliseconds, with nothing restarted.
const REGISTRY_TTL_MS = 5_000;
const REGISTRY_TIMEOUT_MS = 5_000;
let registryCache = { body: null, etag: null, fetchedAt: 0 };
let registryRefresh = null;

async function fetchRegistry() {
  const headers = registryCache.etag ? { 'If-None-Match': registryCache.etag } : {};
  const response = await fetch(new URL('/api/remotes/registry', pickApiUrl()), { headers, signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
  if (response.status === 304 && registryCache.body) {
    registryCache = { ...registryCache, fetchedAt: Date.now() };
    return;
  }
  if (response.status !== 200) throw new Error(`the API answered ${response.status}`);
  registryCache = { body: await response.json(), etag: response.headers.get('etag'), fetchedAt: Date.now() };
}

/**
 * Remote name -> manifest URL of its active release. Cached for a few seconds and revalidated with the ETag; when
 * the API cannot be reached the last copy is served (or none: each remote then shows its Retry panel).
 */
async function remoteRegistry() {
  if (Date.now() - registryCache.fetchedAt >= REGISTRY_TTL_MS) {
    // One request at a time, however many pages load at once.
    registryRefresh ??= fetchRegistry()
      .catch((error) => console.error(`serve-app: could not read the remote registry from the API: ${error.message}`))
      .finally(() => {
        registryRefresh = null;
      });
    await registryRefresh;
  }
  return registryCache.body ?? {};
}

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  // The verify page carries the sign-in token in its URL: never leak it to another site.
  'Referrer-Policy': 'no-referrer',
};

/** The origins of the active releases' manifests: a release on a new host is allowed from the next page load. */
function originsOf(registry) {
  const origins = new Set();
  for (const url of Object.values(registry)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: the shell ignores the entry, and the CSP must not name it.
    }
  }
  return [...origins].join(' ');
}

function contentSecurityPolicy(nonce, registry) {
  const remoteOrigins = originsOf(registry);
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

function sendJson(response, statusCode, body, extraHeaders = {}) {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, {
    ...securityHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
    ...extraHeaders,
  });
  response.end(text);
}

function acceptsGzip(request) {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}

/** Gzipped copies of the files served, computed once per file version: dist/ does not change while serving. */
const gzipCache = new Map();
function gzipped(filePath, stat) {
  const key = `${filePath}:${stat.mtimeMs}:${stat.size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = zlib.gzipSync(fs.readFileSync(filePath), { level: 9 });
    gzipCache.set(key, body);
  }
  return body;
}

/** Maps a URL path to a file inside dist/, or null when it escapes dist/ or is not a file. */
function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const filePath = path.join(distDir, path.normalize(decoded));
  if (filePath !== distDir && !filePath.startsWith(distDir + path.sep)) return null;
  try {
    const stat = fs.statSync(filePath);
    return stat.isFile() ? { filePath, stat } : null;
  } catch {
    return null;
  }
}

function sendFile(request, response, { filePath, stat }, extraHeaders = {}) {
  const ext = path.extname(filePath).toLowerCase();
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    ...securityHeaders,
    'Content-Type': MIME_TYPES[ext] ?? 'application/octet-stream',
    // Manifests, remoteEntry.js and HTML are the stable names that point at hashed files: always revalidate.
    'Cache-Control': HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...extraHeaders,
  };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  if (COMPRESSIBLE.has(ext) && acceptsGzip(request)) {
    const body = gzipped(filePath, stat);
    response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (request.method === 'HEAD') response.end();
  else fs.createReadStream(filePath).pipe(response);
}

function sendHtml(request, response, html, extraHeaders) {
  const body = acceptsGzip(request) ? zlib.gzipSync(html) : Buffer.from(html);
  response.writeHead(200, {
    ...securityHeaders,
    'Content-Type': MIME_TYPES['.html'],
    'Cache-Control': 'no-cache',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(acceptsGzip(request) ? { 'Content-Encoding': 'gzip' } : {}),
    ...extraHeaders,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

// ---- shell ---------------------------------------------------------------------------------------------------

const runtimeConfig = { remotesUrl: '/remotes.json' };

// Read again when it changes: a rebuild of dist/ while serving must not leave the page pointing at deleted chunks.
let shellIndex = { mtimeMs: -1, html: '' };
function shellIndexHtml() {
  const file = path.join(distDir, 'index.html');
  const { mtimeMs } = fs.statSync(file);
  if (mtimeMs !== shellIndex.mtimeMs) shellIndex = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
  return shellIndex.html;
}

async function sendShellPage(request, response) {
  const registry = await remoteRegistry();
  const nonce = randomBytes(16).toString('base64');
  // JSON.stringify does not escape "<", so a value could close the script element: escape it.
  const config = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  const script = `<script nonce="${nonce}">window.__GREENROOM_CONFIG__ = ${config};</script>`;
  const html = shellIndexHtml().replace('</head>', `${script}</head>`);
  sendHtml(request, response, html, {
    'Content-Security-Policy': contentSecurityPolicy(nonce, registry),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  });
}

/**
 * The address this server saw, replacing any X-Forwarded-For the client sent: the API keys its rate limits on
 * it, so a client must not choose it. (Behind a load balancer, route /api from it to the API; see TRUST_PROXY.)
 */
function forwardedFor(request) {
  // 127.0.0.1, not the dual-stack form ::ffff:127.0.0.1.
  return (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

function proxyToApi(request, response) {
  const apiUrl = pickApiUrl();
  const headers = { ...request.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  headers['x-forwarded-for'] = forwardedFor(request);
  headers['x-forwarded-host'] = request.headers.host ?? '';
  // This server speaks plain http: a client's own X-Forwarded-Proto must not make the API think it came over https.
  headers['x-forwarded-proto'] = 'http';
  headers.host = apiUrl.host;
  const transport = apiUrl.protocol === 'https:' ? https : http;
  const upstream = transport.request(
    { protocol: apiUrl.protocol, hostname: apiUrl.hostname, port: apiUrl.port, method: request.method, path: request.url, headers },
    (apiResponse) => {
      const responseHeaders = { ...apiResponse.headers };
      for (const name of HOP_BY_HOP) delete responseHeaders[name];
      response.writeHead(apiResponse.statusCode ?? 502, responseHeaders);
      apiResponse.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    // Only the route's first two segments: the rest, or the query, may be a feed secret, a token or an e-mail address.
    const route = request.url.split('?', 1)[0].split('/').slice(0, 3).join('/');
    console.error(`serve-app: API request ${request.method} ${route} failed: ${error.message}`);
    if (!response.headersSent) {
      sendJson(response, 502, { statusCode: 502, message: 'The portal could not reach its server. Please try again in a moment.' });
    } else {
      response.destroy();
    }
  });
  // A member who closes the page mid-request should not leave the API call hanging.
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  request.pipe(upstream);
}

function handleShell(request, response, pathname) {
  if (PROXIED_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1))) {
    proxyToApi(request, response);
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendJson(response, 405, { statusCode: 405, message: 'Method not allowed' }, { Allow: 'GET, HEAD' });
    return;
  }
  if (pathname === '/remotes.json') {
    remoteRegistry().then((registry) => sendJson(response, 200, registry));
    return;
  }
  if (pathname === '/' || pathname === '/index.html') {
    sendShellPage(request, response).catch((error) => fail500(response, error));
    return;
  }
  const file = resolveFile(pathname);
  if (file) {
    sendFile(request, response, file);
    return;
  }
  // A missing script or stylesheet must be a 404, not the portal page parsed as JavaScript. Only asset
  // extensions count: a route may hold a dot (/edit-member-details/ann@example.com).
  if (ASSET_EXTENSION.test(pathname)) {
    sendJson(response, 404, { statusCode: 404, message: 'Not found' });
    return;
  }
  sendShellPage(request, response).catch((error) => fail500(response, error));
}

function fail500(response, error) {
  console.error(`serve-app: the portal page failed: ${error.message}`);
  if (!response.headersSent) sendJson(response, 500, { statusCode: 500, message: 'The portal page could not be served. Please try again.' });
}

// ---- remote --------------------------------------------------------------------------------------------------

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

function handleRemote(request, response, pathname) {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { ...securityHeaders, ...corsHeaders, 'Access-Control-Max-Age': '86400' });
    response.end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendJson(response, 405, { statusCode: 405, message: 'Method not allowed' }, { ...corsHeaders, Allow: 'GET, HEAD, OPTIONS' });
    return;
  }
  const file = resolveFile(pathname === '/' ? '/index.html' : pathname);
  if (file) sendFile(request, response, file, corsHeaders);
  else sendJson(response, 404, { statusCode: 404, message: 'Not found' }, corsHeaders);
}

// ---- server --------------------------------------------------------------------------------------------------

const server = http.createServer((request, response) => {
  let pathname;
  try {
    pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    sendJson(response, 400, { statusCode: 400, message: 'Bad request' });
    return;
  }
  if (isShell) handleShell(request, response, pathname);
  else handleRemote(request, response, pathname);
});

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') fail(`port ${port} is already in use; stop what is using it or set PORT (${appName} was not started)`);
  fail(`${appName} could not start: ${error.message}`);
});

server.listen(port, process.env.HOST, () => {
  console.info(`${isShell ? 'shell' : `remote ${appName}`} listening on http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open; give in-flight requests a moment, then go.
    setTimeout(() => process.exit(0), 2000).unref();
    server.closeIdleConnections();
  });
}
