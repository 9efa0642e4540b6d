import http from 'node:http';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { serveMetrics } from './metrics-endpoint';

export type RequestHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** The 404 of the private listeners, in the API's `{ statusCode, message }` shape. */
export const answerNotFound: RequestHandler = (_request, response) => {
  response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ statusCode: 404, message: 'Not found' }));
};

/**
 * A plain node:http listener apart from the public one, for what only the private network may ask (the API's metrics,
 * the worker's liveness and metrics): GET /metrics with METRICS_TOKEN is answered here, every other request by
 * `otherwise`. Closing drops kept-alive connections, so a shutdown never waits for a scraper.
 */
export class PrivateListener {
  private server?: http.Server;

  /** The port it listens on (useful when the configured port is 0). */
  get port(): number {
    return (this.server?.address() as AddressInfo | null)?.port ?? 0;
  }

  async listen(port: number, metrics: { registry: Registry; token: string | null }, otherwise: RequestHandler): Promise<void> {
    const server = http.createServer((request, response) => {
      void serveMetrics(request, response, metrics.registry, metrics.token).then((served) => {
        if (!served) otherwise(request, response);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, () => resolve());
    });
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A provider that owns one private listener: it starts it at bootstrap, and the listener closes at shutdown. */
export abstract class PrivateListenerHost implements OnApplicationShutdown {
  protected readonly listener = new PrivateListener();

  /** The port it listens on (useful when the configured port is 0). */
  get port(): number {
    return this.listener.port;
  }

  onApplicationShutdown(): Promise<void> {
    return this.listener.close();
  }
}
