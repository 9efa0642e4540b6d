// The portal: its page with a CSP nonce, the registry document, the shell's files and the API proxy.
import compression from 'compression';
import express from 'express';
import { apiProxy } from './api-proxy.mjs';
import { createRemoteRegistry } from './remote-registry.mjs';
import { healthz, onlyMethods, securityHeaders, sendError, withHeaders } from './responses.mjs';
import { sendShellPage } from './shell-page.mjs';
import { staticFiles } from './static-files.mjs';

const ASSET_EXTENSION = /\.(?:m?js|css|map|json|html?|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|txt|pdf)$/i;

/**
 * @param {string} distDir the shell's build
 * @param {URL} apiUrl the API's one address
 */
export function shellApp(distDir, apiUrl) {
  const registry = createRemoteRegistry(apiUrl);
  const page = (request, response, next) => sendShellPage(response, distDir, registry).catch(next);

  const app = express();
  app.disable('x-powered-by');
  app.use(healthz);
  app.use(apiProxy(apiUrl, sendError));
  // Whatever the build did not precompress (source maps, the page with its nonce, JSON answers) is compressed here.
  app.use(withHeaders(securityHeaders), compression(), onlyMethods(['GET', 'HEAD']));
  app.get('/remotes.json', async (request, response) => {
    // Per person while a release is staged: never kept by a cache in between.
    response.set({ 'Cache-Control': 'no-store', Vary: 'Authorization' }).json(await registry.current(request.headers.authorization));
  });
  app.get(['/', '/index.html'], page);
  app.use(staticFiles(distDir));
  app.use((request, response, next) => {
    // A missing script or stylesheet must be a 404, not the portal page parsed as JavaScript. Only asset
    // extensions count: a route may hold a dot (/edit-member-details/ann@example.com).
    if (ASSET_EXTENSION.test(request.path)) sendError(response, 404, 'Not found');
    else page(request, response, next);
  });
  app.use((error, request, response, _next) => {
    console.error(`shell server: the portal page failed: ${error.message}`);
    if (!response.headersSent) sendError(response, 500, 'The portal page could not be served. Please try again.');
  });
  return app;
}
