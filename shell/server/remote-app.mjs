// A remote's static bundle, open to the shell's origin (CORS): the server of every remote image.
import compression from 'compression';
import express from 'express';
import { healthz, onlyMethods, securityHeaders, sendError, withHeaders } from './responses.mjs';
import { staticFiles } from './static-files.mjs';

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** @param {string} distDir the remote's build */
export function remoteApp(distDir) {
  const app = express();
  app.disable('x-powered-by');
  app.use(healthz);
  app.use(withHeaders({ ...securityHeaders, ...corsHeaders }));
  app.use(onlyMethods(['GET', 'HEAD', 'OPTIONS']), (request, response, next) => {
    if (request.method === 'OPTIONS') response.set('Access-Control-Max-Age', '86400').status(204).end();
    else next();
  });
  app.use(compression(), (request, response, next) => {
    if (request.path === '/') request.url = '/index.html';
    next();
  });
  app.use(staticFiles(distDir));
  app.use((request, response) => sendError(response, 404, 'Not found'));
  return app;
}
