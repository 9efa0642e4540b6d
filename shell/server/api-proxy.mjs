// /api and /membership go to the API (one upstream: a Service or load balancer in front of the replicas) through
// http-proxy-middleware; the forwarded headers are this server's to set.
import { createProxyMiddleware } from 'http-proxy-middleware';

const PROXIED_PREFIXES = ['/api', '/membership'];

/** 127.0.0.1, not the dual-stack form ::ffff:127.0.0.1. */
function clientAddress(request) {
  return (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * @param {URL} apiUrl the API's one address
 * @param {(response: import('express').Response, statusCode: number, message: string) => void} sendError
 */
export function apiProxy(apiUrl, sendError) {
  return createProxyMiddleware({
    target: apiUrl.origin,
    changeOrigin: true,
    pathFilter: (pathname) => PROXIED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
    on: {
      proxyReq(proxyRequest, request) {
        // The address this server saw replaces any X-Forwarded-For the client sent: the API keys its rate limits on
        // it, so a client must not choose it. (Behind a load balancer, route /api from it to the API; see TRUST_PROXY.)
        proxyRequest.setHeader('X-Forwarded-For', clientAddress(request));
        proxyRequest.setHeader('X-Forwarded-Host', request.headers.host ?? '');
        // This server speaks plain http: a client's own X-Forwarded-Proto must not make the API think it came over https.
        proxyRequest.setHeader('X-Forwarded-Proto', 'http');
      },
      error(error, request, response) {
        // Only the route's first two segments: the rest, or the query, may be a feed secret, a token or an e-mail address.
        const route = request.url.split('?', 1)[0].split('/').slice(0, 3).join('/');
        console.error(`shell server: API request ${request.method} ${route} failed: ${error.message}`);
        if (!response.headersSent) sendError(response, 502, 'The portal could not reach its server. Please try again in a moment.');
        else response.destroy();
      },
    },
  });
}
