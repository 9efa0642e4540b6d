import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { AppMetrics } from './app-metrics';
import { IntervalSampler } from './interval-sampler';

const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;
/** The worker's queue connection waits for Redis instead of failing: a sample that takes this long says it is away. */
const REDIS_TIMEOUT_MS = 5000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer from Redis in ${ms} ms`)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Samples the job counts of every BullMQ queue the worker process registered (one round trip per queue), and
 * whether Redis answered at all. In the worker only: the API replicas would only repeat the same numbers.
 */
@Injectable()
export class QueueSampler extends IntervalSampler {
  protected readonly logger = new Logger(QueueSampler.name);

  constructor(
    config: AppConfig,
    private readonly discovery: DiscoveryService,
    private readonly metrics: AppMetrics,
  ) {
    super(config.metricsSampleMs);
  }

  private found?: Queue[];

  /**
   * Found once. Each gets an error listener: a queue without one turns a closed or lost connection into an
   * unhandled error, and only the producer of the e-mail queue listens on its own.
   */
  private queues(): Queue[] {
    if (this.found) return this.found;
    const byName = new Map<string, Queue>();
    for (const { instance } of this.discovery.getProviders()) if (instance instanceof Queue) byName.set(instance.name, instance);
    this.found = [...byName.values()];
    for (const queue of this.found) queue.on('error', () => this.metrics.redisUp.set(0));
    return this.found;
  }

  protected async sample(): Promise<void> {
    try {
      const sampled = await withTimeout(
        Promise.all(this.queues().map(async (queue) => ({ queue: queue.name, counts: await queue.getJobCounts(...STATES) }))),
        REDIS_TIMEOUT_MS,
      );
      for (const { queue, counts } of sampled) for (const state of STATES) this.metrics.queueJobs.set({ queue, state }, counts[state] ?? 0);
      this.metrics.redisUp.set(1);
    } catch (error) {
      this.metrics.redisUp.set(0);
      throw error;
    }
    this.metrics.sampledAt.set(Date.now() / 1000);
  }
}
