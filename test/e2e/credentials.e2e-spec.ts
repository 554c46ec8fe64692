import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { KeysRepository } from '../../src/auth/keys.repository';
import { bootApp, client, newAppKey } from './app';
import { atOnce } from './at-once';

/** Credentials are checked from memory: one database look-up per key and cache interval (issue 14, item 5). */
describe('credential checks', () => {
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    app = await bootApp();
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });
  afterAll(() => app.close());

  it('20 requests at once with a key this instance has not seen look it up once, and all are answered', async () => {
    const { key } = await newAppKey(app);
    const lookups = jest.spyOn(app.get(KeysRepository), 'findKeyByHash');
    try {
      const api = client(app, key);
      const results = await atOnce(base, key, Array.from({ length: 20 }, () => ({ method: 'GET', path: '/v1/hands?limit=1' })));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(lookups).toHaveBeenCalledTimes(1);
      // The answer is remembered: later requests within the interval make no look-up at all.
      await api.get('/v1/hands?limit=1').expect(200);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('an unknown key is refused every time, and a look-up that fails is not shared with later requests', async () => {
    const lookups = jest.spyOn(app.get(KeysRepository), 'findKeyByHash');
    try {
      const api = client(app, `crp_app_${'x'.repeat(43)}`);
      const results = await Promise.all(Array.from({ length: 5 }, () => api.get('/v1/hands')));
      for (const r of results) expect(r.status).toBe(401);
      expect(lookups.mock.calls.length).toBeLessThanOrEqual(5);
      lookups.mockRejectedValueOnce(new Error('connection lost'));
      const { key } = await newAppKey(app);
      const failed = await client(app, key).get('/v1/hands?limit=1');
      expect(failed.status).toBe(503);
      await client(app, key).get('/v1/hands?limit=1').expect(200);
    } finally {
      lookups.mockRestore();
    }
  });

  it('behind TRUST_PROXY_HOPS=1 failed authentications count per client address from X-Forwarded-For', async () => {
    const behind = await bootApp({ trustProxyHops: 1, auth: { rateLimitPerMinute: 1000, authFailuresPerMinute: 2, credentialCacheSeconds: 10 } });
    try {
      const from = (address: string) => request(behind.getHttpServer()).get('/v1/games').set('x-forwarded-for', address).set('authorization', `Bearer crp_app_${'y'.repeat(43)}`);
      for (let i = 0; i < 2; i++) await from('203.0.113.7').expect(401);
      await from('203.0.113.7').expect(429);
      // Another client behind the same proxy is not refused for the first one's failures.
      await from('198.51.100.9').expect(401);
    } finally {
      await behind.close();
    }
  });
});
