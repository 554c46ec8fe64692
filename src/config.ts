import type { AuthConfig } from './auth/auth.config';
import type { EquityConfig } from './equity/equity-pool';
import type { LiveConfig } from './live/live.config';
import type { WebhooksConfig } from './webhooks/webhooks.config';
import type { RedisConfig } from './redis/redis-client';

/**
 * Runtime configuration, read once from the environment at start-up (README: Configuration).
 */
export interface AppConfig {
  databaseUrl: string;
  databasePoolSize: number;
  /** Rate limits and credential caching; the defaults when absent. */
  auth?: AuthConfig;
  /** Expiry of idempotency keys and the background sweep; the defaults when absent. */
  storage?: StorageConfig;
  /** Shared rate limits and revocations (REDIS_URL); absent: per-instance limits, revocations over PostgreSQL. */
  redis?: RedisConfig;
  /** Event streams: heartbeat and caps; the defaults when absent. */
  live?: LiveConfig;
  /** Webhook delivery: timeouts, concurrency, retries; the defaults when absent. */
  webhooks?: WebhooksConfig;
  /** Equity worker threads and their queue; the defaults when absent. */
  equity?: EquityConfig;
  /** Called last during shutdown, after the pool is closed (stops the embedded database). */
  onShutdown?: () => Promise<void>;
  /**
   * On SIGTERM, how long readiness answers 503 while the instance still serves, so that a load
   * balancer stops routing to it before it stops accepting connections (0: close at once).
   */
  shutdownDrainMs?: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export interface StorageConfig {
  /** An idempotency key older than this is forgotten: a request that sends it again is a new request. */
  idempotencyKeyTtlSeconds: number;
  /** Time between two sweeps (expired keys, hands past their app's retention); 0 runs no sweeper. */
  sweepIntervalSeconds: number;
  /** Rows deleted per statement, so that no sweep statement holds its locks for long. */
  sweepBatchSize: number;
}

export const DEFAULT_STORAGE_CONFIG: StorageConfig = { idempotencyKeyTtlSeconds: 24 * 3600, sweepIntervalSeconds: 60, sweepBatchSize: 1000 };

export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  return {
    idempotencyKeyTtlSeconds: intFromEnv(env, 'IDEMPOTENCY_KEY_TTL_SECONDS', DEFAULT_STORAGE_CONFIG.idempotencyKeyTtlSeconds),
    sweepIntervalSeconds: env.STORAGE_SWEEP_INTERVAL_SECONDS === '0' ? 0 : intFromEnv(env, 'STORAGE_SWEEP_INTERVAL_SECONDS', DEFAULT_STORAGE_CONFIG.sweepIntervalSeconds),
    sweepBatchSize: intFromEnv(env, 'STORAGE_SWEEP_BATCH_SIZE', DEFAULT_STORAGE_CONFIG.sweepBatchSize),
  };
}

export interface ServerConfig {
  port: number;
  host: string;
  bodyLimitBytes: number;
  logLevel: string;
  /** Trust X-Forwarded-For from this many proxies in front (for the client address of auth limits). */
  trustProxyHops: number;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFromEnv(env, 'PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    bodyLimitBytes: intFromEnv(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxyHops: env.TRUST_PROXY_HOPS ? intFromEnv(env, 'TRUST_PROXY_HOPS', 0) : 0,
  };
}

export function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}
