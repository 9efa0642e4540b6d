// /api and /membership go to the API (one upstream: a Service or load balancer in front of the replicas) through
// http-proxy-middleware; the forwarded headers are this server's to set.
import http from 'node:http';
import https from 'node:https';
import { createProxyMiddleware } from 'http-proxy-middleware';

const PROXIED_PREFIXES = ['/api', '/membership'];
// The API closes a connection idle for 5 s (Node's default): the pool drops its idle ones first, so it never sends a
// request down a socket the API is closing. (An agent's timeout ends only idle sockets, never a slow answer.)
const IDLE_UPSTREAM_MS = 4_000;
// What is still read (and dropped) of an upload the API answered early: more than a headshot or an import could be.
const EARLY_ANSWER_DRAIN_BYTES = 64 * 1024 * 1024;

/** 127.0.0.1, not the dual-stack form ::ffff:127.0.0.1. */
function clientAddress(request) {
  return (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * The protocol the API is told the browser used. This server speaks plain http, so a client's own
 * X-Forwarded-Proto is never passed on (it must not make the API think a request came over https). Behind a
 * TLS-terminating load balancer the browser did use https: PORTAL_URL (the address members open, the same
 * setting the API reads) then starts with https://, and so the API sends HSTS and marks its cookies Secure.
 */
function forwardedProto() {
  return /^https:\/\//i.test(process.env.PORTAL_URL ?? '') ? 'https' : 'http';
}

/**
 * The API may answer before the upload has all arrived (a file over the limit, a failed sign-in). Node's server
 * takes an answer's end for the end of the exchange while the browser is still sending: left piped, the rest of
 * the body runs into an upstream request that is over, and the browser's connection is reset mid-upload (EPIPE,
 * no answer at all). So the upload stops going upstream, the API's connection, which is mid-request, is closed
 * rather than pooled, and the rest of the body is read and dropped here, so the browser finishes sending, reads
 * the answer and keeps the connection. A body beyond the cap ends the connection once the answer is out.
 * @param {import('node:http').IncomingMessage} proxyResponse the API's answer
 * @param {import('express').Request} request
 * @param {import('express').Response} response
 */
function finishEarlyAnsweredUpload(proxyResponse, request, response) {
  if (request.complete) return;
  // Node's server closes a `Connection: close` exchange as soon as the answer is out, resetting a browser still sending:
  // the connection stays open until the body has been read, then ends.
  const closeAfterwards = !response.shouldKeepAlive;
  response.shouldKeepAlive = true;
  if (closeAfterwards) request.once('end', () => request.socket.end());
  const upstreamRequest = proxyResponse.req;
  request.unpipe(upstreamRequest);
  proxyResponse.once('end', () => upstreamRequest.destroy());
  let dropped = 0;
  const closeWhenAnswered = () => (response.writableFinished ? request.socket.destroy() : response.once('finish', () => request.socket.destroy()));
  request.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > EARLY_ANSWER_DRAIN_BYTES && dropped - chunk.length <= EARLY_ANSWER_DRAIN_BYTES) closeWhenAnswered();
  });
  request.resume();
}

/**
 * @param {URL} apiUrl the API's one address
 * @param {(response: import('express').Response, statusCode: number, message: string) => void} sendError
 */
export function apiProxy(apiUrl, sendError) {
  return createProxyMiddleware({
    target: apiUrl.origin,
    changeOrigin: true,
    // Without an agent http-proxy sends `Connection: close` upstream and passes the API's close on to the browser,
    // so every call would cost a new connection (a new TLS handshake in production). Pooled, both stay open.
    agent: new (apiUrl.protocol === 'https:' ? https : http).Agent({ keepAlive: true, timeout: IDLE_UPSTREAM_MS }),
    pathFilter: (pathname) => PROXIED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
    on: {
      proxyReq(proxyRequest, request) {
        // The address this server saw replaces any X-Forwarded-For the client sent: the API keys its rate limits on
        // it, so a client must not choose it. (Behind a load balancer, route /api from it to the API; see TRUST_PROXY.)
        proxyRequest.setHeader('X-Forwarded-For', clientAddress(request));
        proxyRequest.setHeader('X-Forwarded-Host', request.headers.host ?? '');
        proxyRequest.setHeader('X-Forwarded-Proto', forwardedProto());
        // Connection is hop-by-hop: a browser's `close` would make the API close the pooled connection after answering,
        // which resets an upload it answered early while the rest is still being piped to it.
        proxyRequest.removeHeader('Connection');
      },
      proxyRes: finishEarlyAnsweredUpload,
      error(error, request, response) {
        // The answer is out whole (an upload answered early whose upstream request then broke): nothing is lost.
        if (response.writableFinished) return;
        // Only the route's first two segments: the rest, or the query, may be a feed secret, a token or an e-mail address.
        const route = request.url.split('?', 1)[0].split('/').slice(0, 3).join('/');
        console.error(`shell server: API request ${request.method} ${route} failed: ${error.message}`);
        if (!response.headersSent) sendError(response, 502, 'The portal could not reach its server. Please try again in a moment.');
        else response.destroy();
      },
    },
  });
}
