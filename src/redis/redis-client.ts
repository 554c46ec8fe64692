import { Redis } from 'ioredis';
import { intFromEnv } from '../config';

/** Redis settings (README: Configuration). */
export interface RedisConfig {
  url: string;
  /** Prepended to every key and channel, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
  /** Longest a command may wait for Redis before the caller gives up on it (milliseconds). */
  commandTimeoutMs: number;
}

export function redisConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RedisConfig | undefined {
  if (!env.REDIS_URL) return undefined;
  return { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX ?? 'croupier:', commandTimeoutMs: intFromEnv(env, 'REDIS_COMMAND_TIMEOUT_MS', 100) };
}

/**
 * A client that never makes a request wait for Redis longer than the command timeout: commands are
 * not queued while the connection is down (they fail at once), and the client keeps reconnecting in
 * the background, backing off to one attempt every two seconds.
 */
export function createRedisClient(config: RedisConfig, name: string): Redis {
  return new Redis(config.url, {
    connectionName: name,
    keyPrefix: config.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: config.commandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
}
