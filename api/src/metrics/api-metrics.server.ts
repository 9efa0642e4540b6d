import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { AppMetrics } from './app-metrics';
import { serveMetrics } from './metrics-endpoint';

/**
 * The API's metrics on METRICS_PORT, a listener apart from the public one: the load balancer and the portal's
 * proxy only ever forward to PORT, so /metrics cannot be reached through them (and asks for METRICS_TOKEN besides).
 */
@Injectable()
export class ApiMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ApiMetricsServer.name);
  private server?: http.Server;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: AppMetrics,
  ) {}

  /** The port it listens on (useful when METRICS_PORT is 0). */
  get port(): number {
    return (this.server?.address() as AddressInfo | null)?.port ?? 0;
  }

  async onApplicationBootstrap(): Promise<void> {
    const server = http.createServer((request, response) => {
      void serveMetrics(request, response, this.metrics.registry, this.config.metricsToken).then((served) => {
        if (!served) response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ statusCode: 404, message: 'Not found' }));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.metricsPort, () => resolve());
    });
    this.server = server;
    this.logger.log(`metrics on http://0.0.0.0:${this.port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
