import type { Redis } from 'ioredis';
import { RedisRateLimiter } from '../../../src/auth/redis-rate-limiter';

/** A Redis client whose every command fails, as when the server is down or slower than the timeout. */
function deadRedis(): Redis {
  const fail = () => Promise.reject(new Error('Command timed out'));
  return { defineCommand() {}, croupierTake: fail, del: fail } as unknown as Redis;
}

describe('RedisRateLimiter when Redis fails', () => {
  let now = 1_000_000;
  const warnings: string[] = [];
  const limiter = () => new RedisRateLimiter(deadRedis(), 60, 'requests', { warn: (m: string) => void warnings.push(m) }, () => now);

  beforeEach(() => {
    now = 1_000_000;
    warnings.length = 0;
  });

  it('counts in this instance instead: the limit still holds and the answers are the usual ones', async () => {
    const rl = limiter();
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await rl.take('k', 3));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]).toMatchObject({ remaining: 0, retryAfterSeconds: 20, limit: 3 });
  });

  it('logs the outage at most every 30 s, not once per request', async () => {
    const rl = limiter();
    for (let i = 0; i < 50; i++) await rl.take(`k${i}`, 10);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Redis does not answer \(Command timed out\).*per instance/);
    now += 29_999;
    await rl.take('k', 10);
    expect(warnings).toHaveLength(1);
    now += 1;
    await rl.take('k', 10);
    expect(warnings).toHaveLength(2);
  });
});
