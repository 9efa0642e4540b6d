import { Inject, Injectable } from '@nestjs/common';
import type { DependencyStatus, HealthResponse } from '@greenroom/contracts';
import Redis from 'ioredis';
import { DatabaseRepository } from '../database/database.repository';
import { REDIS } from '../redis/redis.module';
import { ShutdownDrain } from './shutdown-drain';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref())]);
}

async function probe(check: () => Promise<unknown>): Promise<DependencyStatus> {
  try {
    await withTimeout(check());
    return 'up';
  } catch {
    return 'down';
  }
}

/**
 * Three answers for three readers. `check` is the portal's own status display: every dependency counts. `ready` is
 * the load balancer's: a replica takes traffic while it reaches the database, which every signed-in call needs. Redis
 * does not count there: it is shared by all replicas, and the API is built to keep serving what does not need it
 * (only sign-in, the e-mail queue and the rate-limited forms answer 503 without it), so taking every replica out of
 * rotation during a Redis outage would turn those clear 503s into a dead site. A replica that is shutting down is not
 * ready either. Liveness (the controller) checks nothing.
 */
@Injectable()
export class HealthService {
  constructor(
    private readonly database: DatabaseRepository,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly drain: ShutdownDrain,
  ) {}

  private dependencies(): Promise<[DependencyStatus, DependencyStatus]> {
    return Promise.all([probe(() => this.database.ping()), probe(() => this.redis.ping())]);
  }

  async check(): Promise<HealthResponse> {
    const [database, redis] = await this.dependencies();
    if (database === 'up' && redis === 'up') return { status: 'ok', database, redis };
    const down = [database === 'down' && 'the database', redis === 'down' && 'Redis (e-mail queue and rate limits)'].filter(Boolean);
    return { statusCode: 503, status: 'error', database, redis, message: `Service unavailable: ${down.join(' and ')} cannot be reached.` };
  }

  async ready(): Promise<HealthResponse> {
    const [database, redis] = await this.dependencies();
    // From SIGTERM on (shutdown-drain.ts): out of rotation first, while the routes still answer.
    if (this.drain.draining) return { statusCode: 503, status: 'error', database, redis, message: 'Not ready: this replica is shutting down.' };
    if (database === 'up') return { status: 'ok', database, redis };
    return { statusCode: 503, status: 'error', database, redis, message: 'Not ready: the database cannot be reached.' };
  }
}
