import type { RegisterQueueOptions } from '@nestjs/bullmq';
import type { JobsOptions, QueueOptions } from 'bullmq';
import { AppConfig } from '../config/app-config';
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
 * Producers in the HTTP app fail fast while Redis is down (the request answers 503) instead of queueing in
 * memory, and a shutdown does not wait for a Redis that is not coming back.
 */
export function producerQueueOptions(config: AppConfig): RegisterQueueOptions {
  return {
    forceDisconnectOnShutdown: true,
    connection: { ...redisOptionsFromUrl(config.redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 },
    prefix: config.redisPrefix,
  };
}
