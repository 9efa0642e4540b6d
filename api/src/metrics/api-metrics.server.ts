import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { AppMetrics } from './app-metrics';
import { answerNotFound, PrivateListenerHost } from './private-listener';

/**
 * The API's metrics on METRICS_PORT, a listener apart from the public one: the load balancer and the portal's
 * proxy only ever forward to PORT, so /metrics cannot be reached through them (and asks for METRICS_TOKEN besides).
 */
@Injectable()
export class ApiMetricsServer extends PrivateListenerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ApiMetricsServer.name);

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: AppMetrics,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.listen(this.config.metricsPort, { registry: this.metrics.registry, token: this.config.metricsToken }, answerNotFound);
    this.logger.log(`metrics on http://0.0.0.0:${this.port}/metrics`);
  }
}
