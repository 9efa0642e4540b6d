import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { AppMetrics } from '../metrics/app-metrics';
import { REDIS } from '../redis/redis.module';

/** One counter a request counts against: `limit` hits per `windowSeconds` for this `key`. */
export interface RateLimitBucket {
  /** What is counted, e.g. 'login-link:email'; part of the Redis key. */
  name: string;
  key: string;
  limit: number;
  windowSeconds: number;
  /** How much this request counts (default 1): one bucket can weigh a large read against several small ones. */
  cost?: number;
}

/** Thrown when the counters cannot be read: callers answer 503 with their own message. */
export class RateLimitUnavailableError extends Error {
  constructor() {
    super('rate-limit counters unavailable');
  }
}

/**
 * Fixed windows counted in Redis, so every API replica shares them. Every bucket of a request counts,
 * even when another one already refuses it: a client cannot probe one limit while over another.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly metrics: AppMetrics,
  ) {}

  /** Resolves to the names of the buckets the request exceeds (empty: it may go ahead). */
  async hit(buckets: RateLimitBucket[]): Promise<string[]> {
    if (buckets.length === 0) return [];
    const multi = this.redis.multi();
    for (const bucket of buckets) {
      const key = `${this.config.redisPrefix}:rate:${bucket.name}:${bucket.key}`;
      multi.incrby(key, bucket.cost ?? 1).expire(key, bucket.windowSeconds, 'NX');
    }
    let results: [Error | null, unknown][];
    try {
      results = (await multi.exec()) ?? [];
    } catch {
      throw new RateLimitUnavailableError();
    }
    if (results.length !== buckets.length * 2 || results.some(([error]) => error)) throw new RateLimitUnavailableError();
    const exceeded = buckets.filter((bucket, index) => Number(results[index * 2][1]) > bucket.limit).map((bucket) => bucket.name);
    for (const bucket of exceeded) this.metrics.rateLimitRefusals.inc({ bucket });
    return exceeded;
  }
}
