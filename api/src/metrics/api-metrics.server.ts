import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { AppMetrics } from './app-metrics';
import { answerNotFound, PrivateListener } from './private-listener';

/**
 * The API's metrics on METRICS_PORT, a listener apart from the public one: the load balancer and the portal's
 * proxy only ever forward to PORT, so /metrics cannot be reached through them (and asks for METRICS_TOKEN besides).
 */
@Injectable()
export class ApiMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ApiMetricsServer.name);
  private readonly listener = new PrivateListener();

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: AppMetrics,
  ) {}

  /** The port it listens on (useful when METRICS_PORT is 0). */
  get port(): number {
    return this.listener.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.listen(this.config.metricsPort, { registry: this.metrics.registry, token: this.config.metricsToken }, answerNotFound);
    this.logger.log(`metrics on http://0.0.0.0:${this.port}/metrics`);
  }

  onApplicationShutdown(): Promise<void> {
    return this.listener.close();
  }
}
