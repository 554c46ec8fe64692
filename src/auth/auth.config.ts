import { intFromEnv } from '../config';

/** Access-control settings (README: Access control). */
export interface AuthConfig {
  /** Requests per minute per key or seat token, unless the key has its own limit. */
  rateLimitPerMinute: number;
  /** Failed authentications per minute per client address before it gets 429s. */
  authFailuresPerMinute: number;
  /** How long a checked credential is trusted without asking the database again (revocations are
   * broadcast to every instance; one whose broadcast was lost takes effect within this time). */
  credentialCacheSeconds: number;
}

export const AUTH_DEFAULTS: AuthConfig = { rateLimitPerMinute: 1200, authFailuresPerMinute: 30, credentialCacheSeconds: 10 };

export function authConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return {
    rateLimitPerMinute: intFromEnv(env, 'RATE_LIMIT_PER_MINUTE', AUTH_DEFAULTS.rateLimitPerMinute),
    authFailuresPerMinute: intFromEnv(env, 'AUTH_FAILURES_PER_MINUTE', AUTH_DEFAULTS.authFailuresPerMinute),
    credentialCacheSeconds: intFromEnv(env, 'CREDENTIAL_CACHE_SECONDS', AUTH_DEFAULTS.credentialCacheSeconds),
  };
}
