import { Global, Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { redisOptionsFromUrl } from './redis-options';

export const REDIS = Symbol('REDIS');

/**
 * The API's own Redis client (health check, rate limits, the queue producers). Commands fail at once while Redis is down
 * (no offline queue, one retry) so a request answers 503 instead of hanging; ioredis keeps reconnecting.
 */
function createRedisClient(config: AppConfig): Redis {
  const logger = new Logger('Redis');
  const client = new Redis({
    ...redisOptionsFromUrl(config.redisUrl),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let lastWarning = 0;
  client.on('error', (error: Error) => {
    // One line per 30 s is enough while Redis is down; ioredis reports every reconnect attempt.
    if (Date.now() - lastWarning > 30_000) {
      lastWarning = Date.now();
      logger.warn(`Redis unavailable: ${error.message}`);
    }
  });
  return client;
}

/** How long start-up waits for the first connection before serving without Redis (its routes then answer 503). */
const FIRST_CONNECTION_WAIT_MS = 3000;

@Injectable()
class RedisLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** A replica that has just started should not answer its first sign-in with 503 because the socket is still opening. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, FIRST_CONNECTION_WAIT_MS);
      this.redis.once('ready', done);
    });
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [AppConfig], useFactory: createRedisClient }, RedisLifecycle],
  exports: [REDIS],
})
export class RedisModule {}
