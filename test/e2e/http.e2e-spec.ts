import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { findProblemType } from '../../src/common/problem/problem-types';
import { ruleProblemCode } from '../../src/common/problem/rule-problems';
import { RULE_VIOLATION_CODES } from '../../src/engine';
import { type Agent, bootWithKey } from './app';

describe('HTTP conventions', () => {
  let app: NestFastifyApplication;
  let api: Agent;

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
  });
  afterAll(() => app.close());

  describe('the index at /', () => {
    it('answers without a key, with links that lead somewhere', async () => {
      const anonymous = request(app.getHttpServer());
      const res = await anonymous.get('/').expect(200);
      expect(res.body.name).toBe('Croupier');
      const links = res.body.links as Record<string, { href: string }>;
      expect(Object.keys(links).sort()).toEqual(['docs', 'games', 'health', 'openapi', 'problems']);
      // Every public link answers without a key; the catalogue answers with one.
      for (const name of ['docs', 'openapi', 'health', 'problems']) {
        expect({ name, status: (await anonymous.get(links[name]!.href)).status }).toEqual({ name, status: 200 });
      }
      await api.get(links.games!.href).expect(200);
    });

    it('is documented as public in the OpenAPI document', async () => {
      const doc = (await api.get('/docs-json').expect(200)).body;
      expect(doc.paths['/'].get.security).toEqual([]);
    });
  });

  describe('health', () => {
    it('is live', async () => {
      const res = await api.get('/health/live').expect(200);
      expect(res.body).toEqual({ status: 'ok' });
    });

    it('is ready when the database answers', async () => {
      const res = await api.get('/health/ready').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    });
  });

  describe('request ids', () => {
    it('echoes a well-formed X-Request-Id', async () => {
      const res = await api.get('/health/live').set('X-Request-Id', 'client-abc.123').expect(200);
      expect(res.headers['x-request-id']).toBe('client-abc.123');
    });

    it('replaces a malformed one with a fresh UUID, and issues one when none is sent', async () => {
      const bad = await api.get('/health/live').set('X-Request-Id', 'two words {and braces}').expect(200);
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const none = await api.get('/health/live').expect(200);
      expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(none.headers['x-request-id']).not.toBe(bad.headers['x-request-id']);
    });

    it('puts the request id into problem responses', async () => {
      const res = await api.get('/v1/nothing-here').set('X-Request-Id', 'trace-42').expect(404);
      expect(res.body.requestId).toBe('trace-42');
      expect(res.headers['x-request-id']).toBe('trace-42');
      // Refused before any route runs (a path that is not UTF-8), and by the authentication hook.
      for (const [path, status] of [['/v1/hands/%zz', 400], ['/nothing/%E0%A4%A', 400], ['/v1/games', 401]] as const) {
        const refused = await request(app.getHttpServer()).get(path).set('X-Request-Id', `trace-${status}`);
        expect([path, refused.status, refused.headers['x-request-id'], refused.body.requestId]).toEqual([path, status, `trace-${status}`, `trace-${status}`]);
      }
    });
  });

  describe('OpenAPI', () => {
    it('serves a valid JSON document listing every route with a summary, description and responses', async () => {
      const res = await api.get('/docs-json').expect(200);
      const doc = res.body;
      expect(doc.openapi).toMatch(/^3\./);
      const routes = Object.entries(doc.paths as Record<string, Record<string, { summary?: string; description?: string; responses: Record<string, unknown> }>>)
        .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));
      expect(routes.map((r) => r.key).sort()).toEqual(
        expect.arrayContaining(['GET /health/live', 'GET /health/ready', 'GET /v1/games', 'GET /v1/games/{id}', 'GET /problems', 'GET /problems/{code}']),
      );
      for (const { key, op } of routes) {
        expect({ key, summary: !!op.summary, description: !!op.description }).toEqual({ key, summary: true, description: true });
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      }
    });

    it('documents DTOs through the Swagger plugin and problem responses as application/problem+json', async () => {
      const doc = (await api.get('/docs-json').expect(200)).body;
      expect(Object.keys(doc.components.schemas.GameDto.properties)).toEqual(
        expect.arrayContaining(['id', 'name', 'maxPlayers', 'bettingRounds', 'rankings', 'options']),
      );
      const notFound = doc.paths['/v1/games/{id}'].get.responses['404'];
      expect(Object.keys(notFound.content)).toEqual(['application/problem+json']);
    });

    it('serves the Swagger UI', async () => {
      const res = await api.get('/docs').redirects(1).expect(200);
      expect(res.text).toContain('swagger');
    });
  });

  describe('problem responses', () => {
    it('answers an unknown route with a 404 problem, never an HTML page or a stack', async () => {
      const res = await api.delete('/v1/games/holdem').expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toEqual({
        type: '/problems/route-not-found',
        title: 'Route not found',
        status: 404,
        detail: 'No route matches DELETE /v1/games/holdem.',
        instance: '/v1/games/holdem',
        requestId: expect.any(String),
      });
    });

    it('resolves every problem type URI to its description', async () => {
      const list = (await api.get('/problems').expect(200)).body as { code: string; status: number }[];
      expect(list.map((t) => t.code)).toEqual(expect.arrayContaining(['validation-error', 'malformed-request', 'payload-too-large', 'unsupported-media-type']));
      for (const t of list) {
        const one = await api.get(`/problems/${t.code}`).expect(200);
        expect(one.body.status).toBe(t.status);
      }
      await api.get('/problems/no-such-thing').expect(404);
    });
  });
});

describe('problem types of rule violations', () => {
  it('every reason the engine can refuse an action has its own documented problem type', () => {
    for (const code of RULE_VIOLATION_CODES) {
      const type = findProblemType(ruleProblemCode(code));
      expect({ code, status: type?.status }).toEqual({ code, status: 422 });
    }
  });
});
