import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

function json(response: ServerResponse, statusCode: number, message: string, headers: Record<string, string> = {}): void {
  response
    .writeHead(statusCode, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers })
    .end(JSON.stringify({ statusCode, message }));
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * GET /metrics for Prometheus on a listener of its own, never the public one. The exposition names campaigns and
 * shows traffic, so it also wants `Authorization: Bearer <METRICS_TOKEN>`; with no token set nothing is served.
 * Answers false for any other path, so the caller can serve its own routes.
 */
export async function serveMetrics(request: IncomingMessage, response: ServerResponse, registry: Registry, token: string | null): Promise<boolean> {
  if (request.url !== '/metrics') return false;
  if (request.method !== 'GET') json(response, 405, 'Method not allowed', { Allow: 'GET' });
  else if (token === null) json(response, 403, 'Metrics are off: METRICS_TOKEN is not set.');
  else if (!bearerMatches(request.headers.authorization, token))
    json(response, 401, 'The metrics credential is missing or wrong.', { 'WWW-Authenticate': 'Bearer' });
  else response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(await registry.metrics());
  return true;
}
