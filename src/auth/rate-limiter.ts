/**
 * Token buckets, one per key: a bucket holds up to `limit` requests and refills at `limit` per
 * window, so a client may burst up to its limit and then goes at the average rate. `RateLimiter`
 * keeps them in memory, per instance (behind a load balancer each instance would enforce the limit
 * on the requests it sees); `RedisRateLimiter` keeps them in Redis, shared by every instance.
 */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Whole requests left in the bucket after this one. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** When refused: seconds until one request is allowed again. */
  retryAfterSeconds: number;
}

/** Where buckets live: answered at once in memory, or after a round trip to Redis. */
export interface Buckets {
  take(key: string, limit: number, cost?: number): RateDecision | Promise<RateDecision>;
}

/**
 * The answer for a bucket that now holds `tokens` (fractional) after a request needing `need`
 * tokens was admitted or not. Shared by both stores so their headers and waits are the same.
 */
export function rateDecision(limit: number, windowSeconds: number, tokens: number, need: number, allowed: boolean): RateDecision {
  const perMs = limit / (windowSeconds * 1000);
  return {
    allowed,
    limit,
    remaining: Math.floor(tokens),
    resetSeconds: Math.ceil((limit - tokens) / perMs / 1000),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((Math.min(need, limit) - tokens) / perMs / 1000)),
  };
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter implements Buckets {
  /** Insertion order is recency order: the first bucket is the least recently used. */
  private readonly buckets = new Map<string, Bucket>();
  /** The key used last, already at the end of the map: a client's next request moves nothing. */
  private newest: string | undefined;

  constructor(
    readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
    private readonly maxBuckets = 100_000,
  ) {}

  /**
   * Takes `cost` requests from `key`'s bucket when it holds them (nothing is taken from a refused
   * request); `cost = 0` only looks.
   */
  take(key: string, limit: number, cost = 1): RateDecision {
    const now = this.now();
    const perMs = limit / (this.windowSeconds * 1000);
    let bucket = this.buckets.get(key);
    if (bucket === undefined) bucket = { tokens: limit, at: now };
    else {
      bucket.tokens = Math.min(limit, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
      bucket.at = now;
    }
    const need = Math.max(1, cost);
    const allowed = bucket.tokens >= need;
    if (allowed) bucket.tokens -= cost;
    if (key !== this.newest) {
      this.buckets.delete(key);
      this.buckets.set(key, bucket);
      this.newest = key;
      if (this.buckets.size > this.maxBuckets) this.evict();
    }
    return rateDecision(limit, this.windowSeconds, bucket.tokens, need, allowed);
  }

  /** Forgets a key's bucket (a revoked key). */
  forget(key: string): void {
    this.buckets.delete(key);
    if (key === this.newest) this.newest = undefined;
  }

  /** Drops the least recently used buckets; a dropped bucket comes back full, which only forgives. */
  private evict(): void {
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxBuckets * 0.9) break;
      this.buckets.delete(key);
      if (key === this.newest) this.newest = undefined;
    }
  }
}
