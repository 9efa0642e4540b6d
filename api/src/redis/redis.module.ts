import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { redisOptionsFromUrl } from './redis-options';

export const REDIS = Symbol('REDIS');

/**
 * The API's own Redis client (health check, rate limits). Commands fail at once while Redis is down
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

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

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
