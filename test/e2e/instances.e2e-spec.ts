import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { KeysService } from '../../src/auth/keys.service';
import type { RedisConfig } from '../../src/redis/redis-client';
import { bootApp, client, newAppKey } from './app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis configuration with a key prefix of its own, so runs sharing the server never meet. */
function redisForTest(): RedisConfig {
  return { url: REDIS_URL, keyPrefix: `croupier-test-${randomBytes(6).toString('hex')}:`, commandTimeoutMs: 500 };
}

/** Deletes what a test run left in Redis under its prefix. */
async function cleanRedis(config: RedisConfig): Promise<void> {
  const redis = new Redis(config.url);
  try {
    const keys = await redis.keys(`${config.keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Milliseconds until `check` holds, polling every 20 ms; fails after `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > limitMs) throw new Error(`still not true after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const holdem = {
  game: 'holdem',
  bettingStructure: 'noLimit',
  stakes: { smallBlind: 1, bigBlind: 2 },
  seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })),
  button: 1,
  seatTokens: true,
};

describe.each([
  ['without Redis: revocations over PostgreSQL LISTEN/NOTIFY', false],
  ['with Redis: revocations over pub/sub', true],
])('two instances on one database, %s', (_name, withRedis) => {
  const redis = withRedis ? redisForTest() : undefined;
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;

  beforeAll(async () => {
    a = await bootApp(redis ? { redis } : {});
    b = await bootApp(redis ? { redis } : {});
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (redis) await cleanRedis(redis);
  });

  it('a key revoked on one instance is refused on the other within a second', async () => {
    const { key, keyId } = await newAppKey(a);
    // B has checked the key and trusts it for CREDENTIAL_CACHE_SECONDS (10 s) unless told.
    await client(b, key).get('/v1/games').expect(200);
    await client(b, key).get('/v1/games').expect(200);
    await a.get(KeysService).revokeKey(keyId);
    const delay = await msUntil(async () => (await client(b, key).get('/v1/games')).status === 401, 1000);
    expect(delay).toBeLessThan(1000);
    const refused = await client(b, key).get('/v1/games').expect(401);
    expect(refused.body.detail).toMatch(/revoked/);
  });

  it('an admin key revoked on one instance is refused on the other within a second', async () => {
    const admins = a.get(KeysService);
    // The last active admin key cannot be revoked: make sure another one stays.
    await admins.createAdminKey({ name: 'stays' });
    const admin = await admins.createAdminKey({ name: 'revoked' });
    await client(b, admin.secret).get('/v1/admin/apps').expect(200);
    await admins.revokeKey(admin.key.id);
    const delay = await msUntil(async () => (await client(b, admin.secret).get('/v1/admin/apps')).status === 401, 1000);
    expect(delay).toBeLessThan(1000);
  });

  it('a reissued seat token: the old one is refused on the other instance within a second, the new one works there', async () => {
    const { key } = await newAppKey(a);
    const hand = (await client(a, key).post('/v1/hands').send(holdem).expect(201)).body as { id: string; seatTokens: { seat: number; token: string }[] };
    const old = hand.seatTokens.find((t) => t.seat === 1)!.token;
    await client(b, old).get(`/v1/hands/${hand.id}`).expect(200);
    const [fresh] = await a.get(KeysService).replaceSeatTokens(hand.id, [1]);
    const delay = await msUntil(async () => (await client(b, old).get(`/v1/hands/${hand.id}`)).status === 401, 1000);
    expect(delay).toBeLessThan(1000);
    await client(b, fresh!.token).get(`/v1/hands/${hand.id}`).expect(200);
    // Other seats' tokens are untouched.
    await client(b, hand.seatTokens.find((t) => t.seat === 2)!.token).get(`/v1/hands/${hand.id}`).expect(200);
  });

  if (withRedis) {
    it('a limit of N a minute admits exactly N requests in total across both instances', async () => {
      // 20 a minute refills one token every 3 s: the 40 requests below take far less, so none is refilled.
      const { key } = await newAppKey(a, { rateLimitPerMinute: 20 });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await client(i % 2 ? b : a, key).get('/v1/games')).status);
      const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => client(i % 2 ? b : a, key).get('/v1/games')));
      statuses.push(...burst.map((r) => r.status));
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      const refused = await client(b, key).get('/v1/games').expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3);
      expect(refused.headers.ratelimit).toMatch(/^"per-key";r=0;t=(59|60)$/);
      expect(refused.headers['ratelimit-policy']).toBe('"per-key";q=20;w=60');
    });

    it('failed authentications from one address are counted across both instances', async () => {
      const strict = { ...redisForTest(), keyPrefix: `${redis!.keyPrefix}strict:` };
      const auth = { rateLimitPerMinute: 1000, authFailuresPerMinute: 4, credentialCacheSeconds: 10 };
      const [x, y] = [await bootApp({ redis: strict, auth }), await bootApp({ redis: strict, auth })];
      try {
        const bad = 'crp_app_' + 'A'.repeat(43);
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) statuses.push((await client(i % 2 ? y : x, bad).get('/v1/games')).status);
        expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      } finally {
        await x.close();
        await y.close();
      }
    });
  }
});

describe('a Redis that does not answer', () => {
  it('does not take the API down: requests are counted per instance, the limit still holds', async () => {
    const app = await bootApp({ redis: { url: 'redis://127.0.0.1:39449', keyPrefix: 'unused:', commandTimeoutMs: 100 } });
    try {
      const { key } = await newAppKey(app, { rateLimitPerMinute: 3 });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await client(app, key).get('/v1/games')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
