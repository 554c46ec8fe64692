import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
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
});
