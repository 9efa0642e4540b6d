#!/usr/bin/env node
// Production static server for one app of the portal:
//   node scripts/serve-app.mjs shell     shell/dist, SPA fallback, /api and /membership proxied to API_URL (one or
//                                        more comma-separated replicas, round robin),
//                                        /remotes.json from the API's release registry (/api/remotes/registry), the
//                                        runtime config injected in HTML
//   node scripts/serve-app.mjs members   mfe-members/dist with CORS (the shell fetches its manifest cross-origin)
// PORT overrides the default port, DIST_DIR the folder served; a busy port is an error, never a silent move.
// Files, ETags and the build's .br/.gz copies are sirv's job, the proxy http-proxy-middleware's; what is left here is
// the portal's own: the registry document, the page's CSP nonce, the history fallback and the forwarded headers.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import sirv from 'sirv';
import { apiProxy } from './serve-app/api-proxy.mjs';
import { createRemoteRegistry } from './serve-app/remote-registry.mjs';
import { sendShellPage } from './serve-app/shell-page.mjs';
import { portalConfig } from './portal/config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Rspack names every emitted chunk and stylesheet with an 8-character content hash: safe to cache forever.
const HASHED_ASSET = /\.[0-9a-f]{8}\.(?:js|css)$/;
const ASSET_EXTENSION = /\.(?:m?js|css|map|json|html?|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|txt|pdf)$/i;

function fail(message) {
  console.error(`serve-app: ${message}`);
  process.exit(1);
}

const { portalPort, remotes } = portalConfig('dev');
const appName = process.argv[2];
const isShell = appName === 'shell';
const remote = remotes.find(({ name }) => name === appName);
if (!isShell && !remote) fail(`usage: serve-app.mjs <shell|${remotes.map(({ name }) => name).join('|')}> (got "${appName ?? ''}")`);
const port = process.env.PORT ? Number(process.env.PORT) : isShell ? portalPort : remote.port;
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`PORT must be a port number, got "${process.env.PORT}"`);
// DIST_DIR serves another build of the app (a second version of a remote, beside the running one).
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, isShell ? 'shell' : `mfe-${appName}`, 'dist');
const requiredFile = isShell ? 'index.html' : 'mf-manifest.json';
if (!fs.existsSync(path.join(distDir, requiredFile))) {
  fail(
    `${path.relative(root, path.join(distDir, requiredFile))} is missing: build first (npx nx build @greenroom/${isShell ? 'shell' : `mfe-${appName}`})`,
  );
}

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  // The verify page carries the sign-in token in its URL: never leak it to another site.
  'Referrer-Policy': 'no-referrer',
};

function withHeaders(headers) {
  return (request, response, next) => {
    response.set(headers);
    next();
  };
}

function sendError(response, statusCode, message, headers = {}) {
  response
    .status(statusCode)
    .set({ 'Cache-Control': 'no-cache', ...headers })
    .json({ statusCode, message });
}

function onlyMethods(methods) {
  return (request, response, next) => {
    if (methods.includes(request.method)) next();
    else sendError(response, 405, 'Method not allowed', { Allow: methods.join(', ') });
  };
}

const staticFiles = sirv(distDir, {
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

// Whatever the build did not precompress (source maps, the page with its nonce, JSON answers) is compressed here.
const compressOnTheFly = compression();

function shellApp() {
  const apiUrls = (process.env.API_URL || 'http://127.0.0.1:3000').split(',').map((url) => new URL(url.trim()));
  let nextApi = 0;
  // API_URL may list several replicas, comma-separated: requests go to them in turn (round robin).
  const pickApiUrl = () => {
    const url = apiUrls[nextApi];
    nextApi = (nextApi + 1) % apiUrls.length;
    return url;
  };
  const registry = createRemoteRegistry(pickApiUrl);
  const page = (request, response, next) => sendShellPage(response, distDir, registry).catch(next);

  const app = express();
  app.disable('x-powered-by');
  app.use(apiProxy(pickApiUrl, sendError));
  app.use(withHeaders(securityHeaders), compressOnTheFly, onlyMethods(['GET', 'HEAD']));
  app.get('/remotes.json', async (request, response) => {
    response.set('Cache-Control', 'no-cache').json(await registry.current());
  });
  app.get(['/', '/index.html'], page);
  app.use(staticFiles);
  app.use((request, response, next) => {
    // A missing script or stylesheet must be a 404, not the portal page parsed as JavaScript. Only asset
    // extensions count: a route may hold a dot (/edit-member-details/ann@example.com).
    if (ASSET_EXTENSION.test(request.path)) sendError(response, 404, 'Not found');
    else page(request, response, next);
  });
  app.use((error, request, response, _next) => {
    console.error(`serve-app: the portal page failed: ${error.message}`);
    if (!response.headersSent) sendError(response, 500, 'The portal page could not be served. Please try again.');
  });
  return app;
}

function remoteApp() {
  const corsHeaders = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  const app = express();
  app.disable('x-powered-by');
  app.use(withHeaders({ ...securityHeaders, ...corsHeaders }));
  app.use(onlyMethods(['GET', 'HEAD', 'OPTIONS']), (request, response, next) => {
    if (request.method === 'OPTIONS') response.set('Access-Control-Max-Age', '86400').status(204).end();
    else next();
  });
  app.use(compressOnTheFly, (request, response, next) => {
    if (request.path === '/') request.url = '/index.html';
    next();
  });
  app.use(staticFiles);
  app.use((request, response) => sendError(response, 404, 'Not found'));
  return app;
}

const server = http.createServer(isShell ? shellApp() : remoteApp());
server.listen(port, process.env.HOST, () => {
  console.info(`${isShell ? 'shell' : `remote ${appName}`} listening on http://localhost:${port}`);
});

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') fail(`port ${port} is already in use; stop what is using it or set PORT (${appName} was not started)`);
  fail(`${appName} could not start: ${error.message}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open; give in-flight requests a moment, then go.
    setTimeout(() => process.exit(0), 2000).unref();
    server.closeIdleConnections();
  });
}
