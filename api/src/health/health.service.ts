import { Inject, Injectable } from '@nestjs/common';
import type { DependencyStatus, HealthResponse } from '@greenroom/contracts';
import Redis from 'ioredis';
import { DatabaseRepository } from '../database/database.repository';
import { REDIS } from '../redis/redis.module';

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

@Injectable()
export class HealthService {
  constructor(
    private readonly database: DatabaseRepository,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthResponse> {
    const [database, redis] = await Promise.all([probe(() => this.database.ping()), probe(() => this.redis.ping())]);
    if (database === 'up' && redis === 'up') return { status: 'ok', database, redis };
    const down = [database === 'down' && 'the database', redis === 'down' && 'Redis (e-mail queue and rate limits)'].filter(Boolean);
    return { statusCode: 503, status: 'error', database, redis, message: `Service unavailable: ${down.join(' and ')} cannot be reached.` };
  }
}
