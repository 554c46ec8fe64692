import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { KeysRepository } from '../../src/auth/keys.repository';
import { KeysService } from '../../src/auth/keys.service';
import type { PgRevocationBus } from '../../src/auth/pg-revocation-bus';
import { REVOCATION_BUS } from '../../src/auth/revocations';
import { PrismaService } from '../../src/prisma/prisma.service';
import type { RedisConfig } from '../../src/redis/redis-client';
import { RedisService } from '../../src/redis/redis.service';
import { bootApp, client, newAppKey } from './app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a command runs and prints what is expected (checked once, when the suite is collected). */
function answers(command: string, args: string[], expected: RegExp): boolean {
  try {
    return expected.test(execFileSync(command, args, { timeout: 3000, stdio: ['ignore', 'pipe', 'ignore'] }).toString());
  } catch {
    return false;
  }
}

/**
 * The Redis cases need a Redis (TEST_REDIS_URL) and, for the outage, the redis-server binary; the
 * README's `npm test` needs neither, so without them those cases are left out, loudly, unless
 * TEST_REQUIRE_REDIS=1 (CI) makes that a failure.
 */
const HAS_REDIS = answers('redis-cli', ['-u', REDIS_URL, 'ping'], /PONG/);
const HAS_REDIS_SERVER = answers('redis-server', ['--version'], /Redis server/);
if (process.env.TEST_REQUIRE_REDIS === '1' && !(HAS_REDIS && HAS_REDIS_SERVER)) {
  throw new Error(`TEST_REQUIRE_REDIS=1 but ${HAS_REDIS ? 'redis-server is not installed' : `no Redis answers at ${REDIS_URL}`}`);
}
if (!HAS_REDIS || !HAS_REDIS_SERVER) console.warn(`instances: Redis cases left out (${HAS_REDIS ? 'no redis-server binary' : `no Redis at ${REDIS_URL}`}); set TEST_REQUIRE_REDIS=1 to make that a failure`);

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

/** What the suite measured, printed once at the end: revocation delays (ms) and requests admitted. */
const measured: Record<string, number> = {};
afterAll(() => console.warn(`two instances: ${JSON.stringify(measured)}`));

const holdem = {
  game: 'holdem',
  bettingStructure: 'noLimit',
  stakes: { smallBlind: 1, bigBlind: 2 },
  seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })),
  button: 1,
  seatTokens: true,
};

const MODES: [string, boolean][] = [['without Redis: revocations over PostgreSQL LISTEN/NOTIFY', false]];
if (HAS_REDIS) MODES.push(['with Redis: revocations over pub/sub', true]);

describe.each(MODES)('two instances on one database, %s', (_name, withRedis) => {
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
    measured[`app key revoked, ${withRedis ? 'redis' : 'postgres'} (ms)`] = delay;
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
    measured[`admin key revoked, ${withRedis ? 'redis' : 'postgres'} (ms)`] = delay;
    expect(delay).toBeLessThan(1000);
  });

  it('a reissued seat token: the old one is refused on the other instance within a second, the new one works there', async () => {
    const { key } = await newAppKey(a);
    const hand = (await client(a, key).post('/v1/hands').send(holdem).expect(201)).body as { id: string; seatTokens: { seat: number; token: string }[] };
    const old = hand.seatTokens.find((t) => t.seat === 1)!.token;
    await client(b, old).get(`/v1/hands/${hand.id}`).expect(200);
    const [fresh] = await a.get(KeysService).replaceSeatTokens(hand.id, [1]);
    const delay = await msUntil(async () => (await client(b, old).get(`/v1/hands/${hand.id}`)).status === 401, 1000);
    measured[`seat token reissued, ${withRedis ? 'redis' : 'postgres'} (ms)`] = delay;
    expect(delay).toBeLessThan(1000);
    await client(b, fresh!.token).get(`/v1/hands/${hand.id}`).expect(200);
    // Other seats' tokens are untouched.
    await client(b, hand.seatTokens.find((t) => t.seat === 2)!.token).get(`/v1/hands/${hand.id}`).expect(200);
  });

  if (!withRedis) {
    it('a listener that lost its connection forgets every cached credential once back (messages may have been missed)', async () => {
      const { key, keyId } = await newAppKey(a);
      await client(b, key).get('/v1/games').expect(200);
      // Revoked in the database with no broadcast, then the listeners' connections are cut.
      await a.get(KeysRepository).revokeKey(keyId);
      await client(b, key).get('/v1/games').expect(200);
      const prisma = a.get(PrismaService);
      // Only these two instances' listeners: other suites' instances may be listening on the same server.
      const pids = [a, b].map((app) => app.get<PgRevocationBus>(REVOCATION_BUS).backendPid);
      expect(pids).toEqual([expect.any(Number), expect.any(Number)]);
      const cut = await prisma.$queryRaw<{ cut: boolean }[]>`SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE pid = ANY(${pids}::int[])`;
      expect(cut).toEqual([{ cut: true }, { cut: true }]);
      const delay = await msUntil(async () => (await client(b, key).get('/v1/games')).status === 401, 2000);
      measured['cached key refused after the listener reconnected (ms)'] = delay;
      // And the listener works again: a broadcast revocation reaches B.
      const other = await newAppKey(a);
      await client(b, other.key).get('/v1/games').expect(200);
      await a.get(KeysService).revokeKey(other.keyId);
      expect(await msUntil(async () => (await client(b, other.key).get('/v1/games')).status === 401, 1000)).toBeLessThan(1000);
    });
  }

  if (withRedis) {
    it('a limit of N a minute admits exactly N requests in total across both instances', async () => {
      // 20 a minute refills one token every 3 s: the 40 requests below take far less, so none is refilled.
      const { key } = await newAppKey(a, { rateLimitPerMinute: 20 });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await client(i % 2 ? b : a, key).get('/v1/games')).status);
      const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => client(i % 2 ? b : a, key).get('/v1/games')));
      statuses.push(...burst.map((r) => r.status));
      measured['admitted of 40 at 20 a minute, two instances'] = statuses.filter((s) => s === 200).length;
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      const refused = await client(b, key).get('/v1/games').expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3);
      expect(refused.headers.ratelimit).toMatch(/^"per-key";r=0;t=(59|60)$/);
      expect(refused.headers['ratelimit-policy']).toBe('"per-key";q=20;w=60');
    });

    it('a script cache flushed by Redis (NOSCRIPT) is refilled: charges go on, still shared', async () => {
      const { key } = await newAppKey(a, { rateLimitPerMinute: 5 });
      await client(a, key).get('/v1/games').expect(200);
      await a.get(RedisService).client!.script('FLUSH');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await client(i % 2 ? a : b, key).get('/v1/games')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
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

/** A redis-server of the suite's own on a port of its range, which a test may stop and start again. */
const OWN_REDIS_PORT = 39401;
const startOwnRedis = () => execFileSync('redis-server', ['--port', String(OWN_REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'yes']);
const stopOwnRedis = () => execFileSync('redis-cli', ['-p', String(OWN_REDIS_PORT), 'shutdown', 'nosave']);

describe('a Redis that does not answer', () => {
  (HAS_REDIS_SERVER ? it : it.skip)('a Redis that stops and comes back: the API keeps answering, then limits are shared again', async () => {
    startOwnRedis();
    const redis = { url: `redis://127.0.0.1:${OWN_REDIS_PORT}`, keyPrefix: 'outage:', commandTimeoutMs: 100 };
    const [a, b] = [await bootApp({ redis }), await bootApp({ redis })];
    let stopped = false;
    try {
      const { key } = await newAppKey(a, { rateLimitPerMinute: 6 });
      // Shared: 3 on A and 3 on B use the key's 6.
      for (let i = 0; i < 6; i++) await client(i % 2 ? b : a, key).get('/v1/games').expect(200);
      await client(a, key).get('/v1/games').expect(429);
      stopOwnRedis();
      stopped = true;
      // Each instance counts on its own now: the key gets a fresh 6 on each, and nothing is a 5xx.
      const during: number[] = [];
      for (let i = 0; i < 14; i++) during.push((await client(i % 2 ? b : a, key).get('/v1/games')).status);
      expect(during.filter((s) => s === 200)).toHaveLength(12);
      expect(during.filter((s) => s === 429)).toHaveLength(2);
      startOwnRedis();
      stopped = false;
      // Back: once reconnected, the buckets are Redis's again (the old one expired with the server).
      const other = await newAppKey(a, { rateLimitPerMinute: 4 });
      await msUntil(async () => (await a.get(RedisService).client!.ping().catch(() => '')) === 'PONG' && (await b.get(RedisService).client!.ping().catch(() => '')) === 'PONG', 5000);
      const after: number[] = [];
      for (let i = 0; i < 6; i++) after.push((await client(i % 2 ? b : a, other.key).get('/v1/games')).status);
      expect(after).toEqual([200, 200, 200, 200, 429, 429]);
      // And revocations reach the other instance again over the resubscribed channel.
      await client(b, other.key).get('/v1/games');
      await a.get(KeysService).revokeKey(other.keyId);
      expect(await msUntil(async () => (await client(b, other.key).get('/v1/games')).status === 401, 1000)).toBeLessThan(1000);
    } finally {
      await a.close();
      await b.close();
      if (!stopped) stopOwnRedis();
    }
  });


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
