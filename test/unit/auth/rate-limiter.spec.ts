import fc from 'fast-check';
import { RateLimiter } from '../../../src/auth/rate-limiter';
import { credentialKind, hashSecret, newSecret } from '../../../src/auth/secrets';

describe('RateLimiter (token bucket per key)', () => {
  let now = 0;
  const limiter = () => new RateLimiter(60, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows a burst of the whole limit, then refuses with the wait for one request', () => {
    const rl = limiter();
    const decisions = Array.from({ length: 6 }, () => rl.take('k', 6));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, true]);
    expect(decisions.map((d) => d.remaining)).toEqual([5, 4, 3, 2, 1, 0]);
    const refused = rl.take('k', 6);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 10, resetSeconds: 60 });
  });

  it('refills at limit per minute: one request every 10 s at 6 per minute', () => {
    const rl = limiter();
    for (let i = 0; i < 6; i++) rl.take('k', 6);
    now += 9_999;
    expect(rl.take('k', 6).allowed).toBe(false);
    now += 1;
    expect(rl.take('k', 6)).toMatchObject({ allowed: true, remaining: 0 });
    now += 60_000;
    // Never more than the limit saved up.
    expect(rl.take('k', 6).remaining).toBe(5);
  });

  it('keeps keys apart, and a refused request costs nothing', () => {
    const rl = limiter();
    for (let i = 0; i < 10; i++) rl.take('a', 2);
    expect(rl.take('b', 2).allowed).toBe(true);
    now += 30_000;
    // 30 s at 2 per minute is one request, whatever the refused attempts in between.
    expect(rl.take('a', 2).allowed).toBe(true);
    expect(rl.take('a', 2).allowed).toBe(false);
  });

  it('only looks at cost 0, and takes several requests at once when they are there', () => {
    const rl = limiter();
    expect(rl.take('k', 6, 0)).toMatchObject({ allowed: true, remaining: 6 });
    expect(rl.take('k', 6, 4)).toMatchObject({ allowed: true, remaining: 2 });
    // 4 more are not there: refused, nothing taken, and the wait is for the 2 missing (10 s each).
    expect(rl.take('k', 6, 4)).toMatchObject({ allowed: false, remaining: 2, retryAfterSeconds: 20 });
    expect(rl.take('k', 6, 2)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('forgets the oldest buckets beyond its capacity (they come back full)', () => {
    const rl = new RateLimiter(60, () => now, 10);
    rl.take('first', 1);
    for (let i = 0; i < 20; i++) rl.take(`k${i}`, 1);
    expect(rl.take('first', 1).allowed).toBe(true);
  });
});

describe('RateLimiter against a model', () => {
  /** The buckets re-inserted on every request and rebuilt from their parts, as simply as it can be said. */
  function model(windowSeconds: number, maxBuckets: number) {
    const buckets = new Map<string, { tokens: number; at: number }>();
    return {
      take(key: string, limit: number, cost: number, at: number) {
        const perMs = limit / (windowSeconds * 1000);
        const old = buckets.get(key);
        const tokens = old ? Math.min(limit, old.tokens + Math.max(0, at - old.at) * perMs) : limit;
        const need = Math.max(1, cost);
        const allowed = tokens >= need;
        const left = allowed ? tokens - cost : tokens;
        buckets.delete(key);
        buckets.set(key, { tokens: left, at });
        if (buckets.size > maxBuckets) {
          for (const k of buckets.keys()) {
            if (buckets.size <= maxBuckets * 0.9) break;
            buckets.delete(k);
          }
        }
        return { allowed, remaining: Math.floor(left) };
      },
      forget: (key: string) => buckets.delete(key),
    };
  }

  it('admits, refuses, forgets and evicts as the model does over random clients, costs and pauses', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ key: fc.integer({ min: 0, max: 7 }), cost: fc.integer({ min: 0, max: 3 }), wait: fc.integer({ min: 0, max: 4_000 }), forget: fc.integer({ min: 0, max: 9 }) }),
          { minLength: 30, maxLength: 200 },
        ),
        (steps) => {
          let at = 0;
          const rl = new RateLimiter(60, () => at, 5);
          const reference = model(60, 5);
          for (const step of steps) {
            at += step.wait;
            const key = `k${step.key}`;
            if (step.forget === 0) {
              rl.forget(key);
              reference.forget(key);
              continue;
            }
            const got = rl.take(key, 3, step.cost);
            expect({ allowed: got.allowed, remaining: got.remaining }).toEqual(reference.take(key, 3, step.cost, at));
          }
        },
      ),
      { seed: 20261201, numRuns: 300 },
    );
  });
});

describe('credentials', () => {
  it('are 256-bit secrets behind a prefix naming their kind, hashed with SHA-256', () => {
    const made = newSecret('app');
    expect(made.secret).toMatch(/^crp_app_[A-Za-z0-9_-]{43}$/);
    expect(made.prefix).toBe(made.secret.slice(0, 14));
    expect(made.hash).toBe(hashSecret(made.secret));
    expect(made.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newSecret('app').secret).not.toBe(made.secret);
    expect(credentialKind(newSecret('seat').secret)).toBe('seat');
    expect(credentialKind(newSecret('admin').secret)).toBe('admin');
    expect(credentialKind(`${made.secret}x`)).toBeNull();
    expect(credentialKind('crp_root_' + 'a'.repeat(43))).toBeNull();
  });
});
