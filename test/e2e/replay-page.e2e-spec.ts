import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { bootApp } from './app';

// The built page is what the service serves: build it first, as `npm run build` does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { build } = require('../../web/replayer/build.js') as { build(): Promise<{ js: string; css: string }> };

const HAND = '0b7e6d1a-3f7e-4c2a-9d55-6a3f1c2b9e10';

describe('the replayer page', () => {
  let app: NestFastifyApplication;
  let built: { js: string; css: string };
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    built = await build();
    app = await bootApp();
    http = request(app.getHttpServer()) as unknown as ReturnType<typeof request>;
  });
  afterAll(() => app.close());

  it('serves the page at /replay/{id} without a key, revalidated on every load, loading only its own files', async () => {
    const res = await request(app.getHttpServer()).get(`/replay/${HAND}`).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self'; style-src 'self'.*connect-src 'self'/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.text).toContain(`/replay/assets/${built.js}`);
    expect(res.text).not.toMatch(/crp_(app|share|seat)_/);
  });

  it('serves the hashed assets as immutable, with their types', async () => {
    const js = await request(app.getHttpServer()).get(`/replay/assets/${built.js}`).expect(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await request(app.getHttpServer()).get(`/replay/assets/${built.css}`).expect(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('answers an unknown file or a hand id that is no id with a problem, not a page', async () => {
    const missing = await http.get('/replay/assets/nothing-here.js').expect(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    await http.get('/replay/assets/..%2f..%2fpackage.json').expect(404);
    await http.get('/replay/not-a-hand').expect(404);
  });
});
