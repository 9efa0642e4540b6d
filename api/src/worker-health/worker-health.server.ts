import type http from 'node:http';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Worker } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { AppMetrics } from '../metrics/app-metrics';
import { answerNotFound, PrivateListenerHost } from '../metrics/private-listener';
import { findQueueWorkers } from '../queue-workers/queue-workers';

/**
 * The worker's liveness signal for an orchestrator: GET /healthz on WORKER_HEALTH_PORT answers 200 while every BullMQ
 * worker of the process runs, 503 once one has stopped or is closing. Like the API's liveness it checks no
 * dependency: BullMQ reconnects to Redis by itself, and restarting a worker during a Redis outage would not help.
 * The same private listener serves Prometheus (GET /metrics with METRICS_TOKEN, see metrics-endpoint.ts).
 * Plain node:http: two routes, and the worker process has no HTTP stack of its own.
 */
@Injectable()
export class WorkerHealthServer extends PrivateListenerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(WorkerHealthServer.name);

  constructor(
    private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
    private readonly metrics: AppMetrics,
  ) {
    super();
  }

  private readonly workers: Worker[] = [];

  private stopped(): string[] {
    if (this.workers.length === 0) return ['none found'];
    return this.workers.filter((worker) => !worker.isRunning() || worker.closing).map((worker) => worker.name);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.workers.push(...findQueueWorkers(this.discovery));
    await this.listener.listen(
      this.config.workerHealthPort,
      { registry: this.metrics.registry, token: this.config.metricsToken },
      (request, response) => this.answerLiveness(request, response),
    );
    this.logger.log(`liveness on http://0.0.0.0:${this.port}/healthz, metrics on /metrics`);
  }

  private answerLiveness(request: http.IncomingMessage, response: http.ServerResponse): void {
    if (request.method !== 'GET' || request.url !== '/healthz') return answerNotFound(request, response);
    const stopped = this.stopped();
    const body = stopped.length
      ? { statusCode: 503, status: 'error', message: `Queue workers not running: ${stopped.join(', ')}.` }
      : { status: 'ok' };
    response.writeHead(stopped.length ? 503 : 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
  }
}
