/** Shared by the benches: what a run wrote to Redis is removed again, so a run leaves nothing behind. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { workspaceRoot } from '../portal/start-portal.mjs';

const IORedis = createRequire(path.join(workspaceRoot, 'api', 'package.json'))('ioredis');

/** Deletes every key under `prefix:` (the API's queue keys), scanning so a large keyspace is never blocked. */
export async function dropRedisKeys(redisUrl, prefix) {
  const redis = new IORedis(redisUrl);
  let cursor = '0';
  do {
    const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = nextCursor;
  } while (cursor !== '0');
  await redis.quit();
}
