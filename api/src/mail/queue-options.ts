import type { RegisterQueueOptions } from '@nestjs/bullmq';
import type { QueueOptions } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { redisOptionsFromUrl } from '../redis/redis-options';

/** Retries with exponential backoff (10 s, 20 s, 40 s, ...); finished jobs do not linger with their links. */
export const EMAIL_JOB_DEFAULTS: QueueOptions['defaultJobOptions'] = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
};

export function bullRootOptions(config: AppConfig): Pick<QueueOptions, 'connection' | 'prefix'> {
  return { connection: redisOptionsFromUrl(config.redisUrl), prefix: config.redisPrefix };
}

/**
 * Producers fail fast while Redis is down (the request answers 503) instead of queueing in memory,
 * and a shutdown does not wait for a Redis that is not coming back.
 */
export function producerQueueOptions(config: AppConfig): RegisterQueueOptions {
  return {
    forceDisconnectOnShutdown: true,
    connection: { ...redisOptionsFromUrl(config.redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1 },
    prefix: config.redisPrefix,
    defaultJobOptions: EMAIL_JOB_DEFAULTS,
  };
}
