import type { RedisOptions } from 'ioredis';

/** Where Redis is: what both ioredis 6 and BullMQ 6's own `RedisOptions` accept (their `retryStrategy` types differ). */
export type RedisAddress = Pick<RedisOptions, 'host' | 'port' | 'username' | 'password' | 'db' | 'tls'>;

/** BullMQ takes ioredis options, not a URL. */
export function redisOptionsFromUrl(redisUrl: string): RedisAddress {
  const url = new URL(redisUrl);
  const db = url.pathname.replace('/', '');
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: db ? Number(db) : undefined,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}
