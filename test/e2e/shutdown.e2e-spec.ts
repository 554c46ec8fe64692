import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { KeysService } from '../../src/auth/keys.service';
import { bootApp, newAppKey } from './app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The Redis case needs a Redis (TEST_REDIS_URL); without one it is left out, loudly, unless TEST_REQUIRE_REDIS=1. */
const HAS_REDIS = (() => {
  try {
    return /PONG/.test(execFileSync('redis-cli', ['-u', REDIS_URL, 'ping'], { timeout: 3000, stdio: ['ignore', 'pipe', 'ignore'] }).toString());
  } catch {
    return false;
  }
})();
if (process.env.TEST_REQUIRE_REDIS === '1' && !HAS_REDIS) throw new Error(`TEST_REQUIRE_REDIS=1 but no Redis answers at ${REDIS_URL}`);
if (!HAS_REDIS) console.warn(`shutdown: the Redis case is left out (no Redis at ${REDIS_URL}); set TEST_REQUIRE_REDIS=1 to make that a failure`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on a connection of its own (closed after the answer), so nothing keeps the server open. */
function get(port: number, path: string, key?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false, headers: key ? { authorization: `Bearer ${key}` } : {} }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
  });
}

async function listening(app: NestFastifyApplication): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.getHttpServer().address() as AddressInfo).port;
}

describe('a graceful stop', () => {
  it('answers readiness 503 during the drain while every other route still serves, then closes', async () => {
    const app = await bootApp({ shutdownDrainMs: 1500 });
    const { key } = await newAppKey(app);
    const port = await listening(app);
    expect((await get(port, '/health/ready')).status).toBe(200);
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await get(port, '/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual(expect.objectContaining({ type: '/problems/service-unavailable', detail: expect.stringContaining('shutting down') }));
    // Still serving, database included: the balancer has not taken the instance out yet.
    const hands = await get(port, '/v1/hands?limit=1', key);
    expect(hands.status).toBe(200);
    await closing;
    await expect(get(port, '/health/live')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('still hears revocations while it drains: a key revoked on another instance is refused at once', async () => {
    const draining = await bootApp({ shutdownDrainMs: 3000 });
    const other = await bootApp();
    try {
      const { key, keyId } = await newAppKey(other);
      const port = await listening(draining);
      // Checked once: the draining instance now trusts the key from memory for CREDENTIAL_CACHE_SECONDS (10 s).
      expect((await get(port, '/v1/games', key)).status).toBe(200);
      const closing = draining.close();
      await sleep(200);
      await other.get(KeysService).revokeKey(keyId);
      const deadline = Date.now() + 1500;
      let status = 0;
      while (Date.now() < deadline && (status = (await get(port, '/v1/games', key)).status) === 200) await sleep(50);
      expect(status).toBe(401);
      await closing;
    } finally {
      await other.close();
    }
  });

  (HAS_REDIS ? it : it.skip)('counts requests in Redis while it drains: the budget shared by every instance still holds', async () => {
    const redis = { url: REDIS_URL, keyPrefix: `croupier-test-${randomBytes(6).toString('hex')}:`, commandTimeoutMs: 500 };
    const app = await bootApp({ shutdownDrainMs: 1500, redis });
    try {
      const { key } = await newAppKey(app, { rateLimitPerMinute: 2 });
      const port = await listening(app);
      expect((await get(port, '/v1/games', key)).status).toBe(200);
      expect((await get(port, '/v1/games', key)).status).toBe(200);
      const closing = app.close();
      await sleep(300);
      // The budget used in Redis still applies: not a fresh one counted in this process alone.
      const during = await get(port, '/v1/games', key);
      expect(during.status).toBe(429);
      expect(JSON.parse(during.body)).toEqual(expect.objectContaining({ type: '/problems/rate-limited' }));
      await closing;
    } finally {
      const cleaner = new Redis(REDIS_URL);
      const keys = await cleaner.keys(`${redis.keyPrefix}*`);
      if (keys.length > 0) await cleaner.del(...keys);
      cleaner.disconnect();
    }
  });

  it('keeps the database for a request that was under way when the instance began to close', async () => {
    const app = await bootApp();
    const { key } = await newAppKey(app);
    const port = await listening(app);
    const body = JSON.stringify({ game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1 });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(`POST /v1/hands HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The rest of the body arrives after the close began: the hand is still dealt and stored.
    socket.write(body.slice(10));
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
    socket.destroy();
    await closing;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 201 Created');
  });
});
