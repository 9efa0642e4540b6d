import type { NextFunction, Request, Response } from 'express';
import type { AppMetrics } from './app-metrics';

/** Requests no route took (404s, probes of random paths): one label value, so strangers cannot mint series. */
const UNMATCHED = 'unmatched';

/**
 * Counts and times every response by its route template (`/api/members/:id`, never the id itself), read from
 * Express once the response is finished: by then the router has named the route that answered, if any.
 */
export function httpMetrics(metrics: AppMetrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const route = (request.route as { path?: unknown } | undefined)?.path;
      // The logging middleware is mounted on the catch-all `{*path}`: a request only it took matched no route.
      const matched = typeof route === 'string' && !route.includes('{*path}');
      const labels = {
        route: matched ? `${request.baseUrl}${route}` : UNMATCHED,
        method: request.method,
        status: String(response.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
