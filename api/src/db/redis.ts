import Redis from 'ioredis';
import type { DbErrorLog } from './db';

/**
 * A connection to REDIS_URL. While Redis is away a command fails within about a second (one reconnection try)
 * instead of waiting in ioredis' queue, or at once with `failFast` (for what a request waits on); the connection
 * keeps trying in the background, and each loss is logged once (without a listener ioredis prints every retry).
 */
export function openRedis(url: string, onError: DbErrorLog, options: { keyPrefix?: string; failFast?: boolean } = {}): Redis {
  const redis = new Redis(url, { keyPrefix: options.keyPrefix, maxRetriesPerRequest: 1, enableOfflineQueue: !options.failFast });
  let reported = false;
  redis.on('error', (error) => {
    if (!reported) onError(error, 'redis connection lost');
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  return redis;
}

/** Closes a connection: QUIT when it is up, else at once (QUIT would wait for a Redis that is not there). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
