import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { rateDecision, RateLimiter, type Buckets, type RateDecision } from './rate-limiter';

/**
 * One charge, atomically: refill the bucket by the time elapsed on Redis's own clock (so instance
 * clocks don't matter), take `cost` tokens when it holds `max(1, cost)`, store it, and let it expire
 * once it would be full again (a missing bucket is a full one). Returns whether it was allowed and
 * the tokens left, as a string (Redis would truncate a Lua number to an integer).
 */
const TAKE = `
local limit = tonumber(ARGV[1])
local window_ms = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local per_ms = limit / window_ms
local tokens = limit
if stored[1] then
  tokens = math.min(limit, tonumber(stored[1]) + math.max(0, now - tonumber(stored[2])) * per_ms)
end
local allowed = 0
if tokens >= math.max(1, cost) then
  tokens = tokens - cost
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil((limit - tokens) / per_ms) + 1000)
return { allowed, tostring(tokens) }
`;

type TakeCommand = (key: string, limit: number, windowMs: number, cost: number) => Promise<[number, string]>;

/** How often, at most, an unreachable Redis is logged. */
const WARN_EVERY_MS = 30_000;

/**
 * Token buckets in Redis, shared by every instance: two instances can never both spend the last
 * token. The script runs by its SHA (EVALSHA), and is sent whole (EVAL) only when Redis answers
 * NOSCRIPT (ioredis' defined commands do exactly that).
 *
 * When Redis fails or is slower than the command timeout, the charge is made in this instance's
 * own buckets instead, and a warning is logged at most every 30 s: the API stays up, limits hold
 * per instance until Redis is back.
 */
export class RedisRateLimiter implements Buckets {
  private readonly fallback: RateLimiter;
  private lastWarning = -Infinity;

  constructor(
    private readonly redis: Redis,
    readonly windowSeconds: number,
    private readonly name: string,
    private readonly logger: Pick<Logger, 'warn'> = new Logger('RateLimits'),
    private readonly now: () => number = Date.now,
  ) {
    this.fallback = new RateLimiter(windowSeconds, now);
    if (!('croupierTake' in redis)) redis.defineCommand('croupierTake', { numberOfKeys: 1, lua: TAKE });
  }

  async take(key: string, limit: number, cost = 1): Promise<RateDecision> {
    try {
      const take = (this.redis as unknown as { croupierTake: TakeCommand }).croupierTake.bind(this.redis);
      const [allowed, tokens] = await take(this.bucketKey(key), limit, this.windowSeconds * 1000, cost);
      return rateDecision(limit, this.windowSeconds, Number(tokens), Math.max(1, cost), allowed === 1);
    } catch (error) {
      this.warn(error);
      return this.fallback.take(key, limit, cost);
    }
  }

  private bucketKey(key: string): string {
    return `rate:${this.name}:${key}`;
  }

  private warn(error: unknown): void {
    const now = this.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`Redis does not answer (${reason}): rate limits are counted per instance until it does`);
  }
}
