import { BullModule, type RegisterQueueOptions } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import type { JobsOptions, QueueOptions } from 'bullmq';
import type Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { redisOptionsFromUrl } from '../redis/redis-options';

/**
 * Retries with exponential backoff (10 s, 20 s, 40 s, ...); finished jobs do not linger with their links. Producers
 * pass these with each job (not as queue defaults, which the worker's own queue registrations would not have).
 */
export const RETRIED_JOB_OPTIONS = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
} as const satisfies JobsOptions;

export function bullRootOptions(config: AppConfig): Pick<QueueOptions, 'connection' | 'prefix'> {
  return { connection: redisOptionsFromUrl(config.redisUrl), prefix: config.redisPrefix };
}

/**
 * Producers in the HTTP app use the app's own Redis client (redis.module.ts), which fails fast while Redis is down
 * (the request answers 503) instead of queueing in memory. BullMQ leaves a client it was given open, and that client
 * is closed with a plain disconnect, which does not wait for a Redis that is not coming back: BullMQ 6's own close
 * of a connection it made, and @nestjs/bullmq's `forceDisconnectOnShutdown`, wait for the connection's first `ready`
 * with no time limit (taskforcesh/bullmq#4656).
 */
export function producerQueueOptions(config: AppConfig, redis: Redis): RegisterQueueOptions {
  return { connection: redis, prefix: config.redisPrefix };
}

/** A queue of the HTTP app, registered with `producerQueueOptions`. */
export function producerQueue(name: string): DynamicModule {
  return BullModule.registerQueueAsync({ name, inject: [AppConfig, REDIS], useFactory: producerQueueOptions });
}
