#!/usr/bin/env node
// The production server of the portal's apps; its runtime dependencies are the shell workspace's own.
//   node shell/server/serve.mjs shell    shell/dist, SPA fallback, /api and /membership proxied to API_URL (one
//                                        address: a Service or load balancer in front of the API's replicas),
//                                        /remotes.json from the API's release registry, the runtime config in HTML
//   node shell/server/serve.mjs remote   a remote's built dist/ with CORS (the shell fetches its manifest cross-origin)
// PORT (default 8080), HOST, DIST_DIR (shell: shell/dist; remote: ./dist). A busy port is an error, never a silent
// move. GET /healthz answers 200 while the server runs (a probe; it checks nothing behind it).
// Files, ETags and the build's .br/.gz copies are sirv's job, the proxy http-proxy-middleware's; what is left here is
// the portal's own: the registry document, the page's CSP nonce, the history fallback and the forwarded headers.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApp } from './remote-app.mjs';
import { shellApp } from './shell-app.mjs';

const DEFAULT_PORT = 8080;

function fail(message) {
  console.error(`shell server: ${message}`);
  process.exit(1);
}

const mode = process.argv[2];
if (mode !== 'shell' && mode !== 'remote') fail(`usage: serve.mjs <shell|remote> (got "${mode ?? ''}")`);
const isShell = mode === 'shell';
const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`PORT must be a port number, got "${process.env.PORT}"`);
const shellDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// DIST_DIR serves another build (a remote's second version beside the running one, or an image's copy).
const distDir = path.resolve(process.env.DIST_DIR || (isShell ? shellDist : 'dist'));
const requiredFile = isShell ? 'index.html' : 'mf-manifest.json';
if (!fs.existsSync(path.join(distDir, requiredFile))) fail(`${path.join(distDir, requiredFile)} is missing: build the app first`);

function apiUrlFromEnv() {
  const raw = (process.env.API_URL || 'http://127.0.0.1:3000').trim();
  if (raw.includes(',')) {
    fail('API_URL names one address; put a load balancer (a Kubernetes Service, nginx, HAProxy, Caddy) in front of the replicas');
  }
  try {
    return new URL(raw);
  } catch {
    return fail(`API_URL must be a URL such as http://api:3000, got "${raw}"`);
  }
}

const server = http.createServer(isShell ? shellApp(distDir, apiUrlFromEnv()) : remoteApp(distDir));
server.listen(port, process.env.HOST, () => {
  console.info(`${isShell ? 'shell' : `remote (${distDir})`} listening on http://localhost:${port}`);
});

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') fail(`port ${port} is already in use; stop what is using it or set PORT (${mode} was not started)`);
  fail(`${mode} could not start: ${error.message}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open; give in-flight requests a moment, then go.
    setTimeout(() => process.exit(0), 2000).unref();
    server.closeIdleConnections();
  });
}
