import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ACTION_TYPES } from '../../src/hands/dto/action.dto';
import { bootApp } from './app';

type Json = Record<string, unknown>;

/** What generated clients read: names, types and documented outcomes of every route (README: API). */
describe('the OpenAPI document as a contract', () => {
  let app: NestFastifyApplication;
  let doc: { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> }; tags: { name: string }[] };
  const operations = (): [string, Json][] =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]): [string, Json] => [`${method.toUpperCase()} ${path}`, op]));

  beforeAll(async () => {
    app = await bootApp();
    doc = (await request(app.getHttpServer()).get('/docs-json').expect(200)).body;
  });
  afterAll(() => app.close());

  it('names operations as a person would, and tags them in the order a user needs', () => {
    const ids = Object.fromEntries(operations().map(([route, op]) => [route, op.operationId]));
    expect(ids).toMatchObject({
      'POST /v1/hands': 'createHand', 'GET /v1/hands/{id}': 'getHand', 'POST /v1/hands/{id}/actions': 'act',
      'GET /v1/hands/{id}/history': 'getHistory', 'POST /v1/hands/import': 'importHands', 'POST /v1/showdowns': 'evaluateShowdown',
      'GET /v1/hands': 'listHands', 'GET /v1/hands/{id}/replay': 'replayHand', 'DELETE /v1/hands/{id}': 'deleteHand',
      'GET /v1/games': 'listGames', 'GET /v1/games/{id}': 'getGame', 'POST /v1/pot-limit': 'potLimit',
    });
    expect(Object.values(ids).every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(doc.tags.map((tag) => tag.name)).toEqual(['games', 'showdowns', 'equity', 'hands', 'webhooks', 'histories', 'replays', 'pot-limit', 'admin', 'health', 'problems']);
  });

  it('gives every route a summary, a security statement and its documented errors with X-Request-Id', () => {
    const publicRoutes = ['GET /', 'GET /problems', 'GET /health/live', 'GET /health/ready'];
    for (const [route, op] of operations()) {
      expect({ route, summary: typeof op.summary === 'string' && op.summary.length > 0 }).toEqual({ route, summary: true });
      expect({ route, security: Array.isArray(op.security) }).toEqual({ route, security: true });
      const statuses = Object.keys(op.responses as Json);
      if (!publicRoutes.includes(route)) expect({ route, has4xx: statuses.some((s) => s.startsWith('4')) }).toEqual({ route, has4xx: true });
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        expect({ route, status, requestId: Boolean((response.headers as Json | undefined)?.['X-Request-Id']) }).toEqual({ route, status, requestId: true });
      }
    }
    expect(doc.paths['/health/live']!.get!.security).toEqual([]);
    expect(doc.paths['/v1/hands']!.post!.security).toEqual([{ bearer: [] }]);
  });

  it('types every number as a bounded integer (a bounded double where it is a fraction) and every enumeration as a named schema', () => {
    const loose: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((child, i) => visit(child, `${at}/${i}`));
      if (node === null || typeof node !== 'object') return;
      const schema = node as Json;
      const bounded = schema.minimum !== undefined && schema.maximum !== undefined;
      if ((schema.type === 'number' && (schema.format !== 'double' || !bounded)) || (schema.type === 'integer' && !bounded)) loose.push(at);
      // A one-value enum is the tag of a union member (`type` of LegalActionCall); any other is named.
      if (Array.isArray(schema.enum) && schema.enum.length > 1 && !/^\/components\/schemas\/[A-Za-z]+$/.test(at)) loose.push(`${at} (inline enum)`);
      for (const [key, child] of Object.entries(schema)) visit(child, `${at}/${key}`);
    };
    visit(doc.paths, '/paths');
    visit(doc.components.schemas, '/components/schemas');
    expect(loose).toEqual([]);
    expect(doc.components.schemas.GameId).toMatchObject({ type: 'string', enum: expect.arrayContaining(['holdem', 'razz']) });
  });

  it('describes a legal action as a union on its type', () => {
    const view = doc.components.schemas.LegalActionView as { oneOf: unknown[]; discriminator: { propertyName: string; mapping: Record<string, string> } };
    expect(view.discriminator.propertyName).toBe('type');
    expect(Object.keys(view.discriminator.mapping).sort()).toEqual(['bet', 'bringIn', 'call', 'check', 'complete', 'deal', 'discard', 'draw', 'fold', 'muck', 'raise', 'show']);
    expect(doc.components.schemas.LegalActionCall).toMatchObject({ required: ['type', 'amount', 'allIn'] });
    expect(Object.keys(doc.components.schemas.LegalActionFold!.properties as Json)).toEqual(['type']);
  });

  it('describes the action body as a union on its type, each member with only its own fields', () => {
    const body = doc.components.schemas.ActionDto as { oneOf: unknown[]; discriminator: { propertyName: string; mapping: Record<string, string> } };
    expect(body.discriminator.propertyName).toBe('type');
    expect(Object.keys(body.discriminator.mapping).sort()).toEqual([...ACTION_TYPES].sort());
    expect(body.oneOf).toHaveLength(ACTION_TYPES.length);
    const member = (name: string) => doc.components.schemas[name] as { required: string[]; properties: Json };
    expect(member('ActionFold')).toMatchObject({ required: ['type', 'seat'] });
    expect(Object.keys(member('ActionFold').properties)).toEqual(['type', 'seat']);
    expect(member('ActionRaise')).toMatchObject({ required: ['type', 'seat'], properties: { amount: { type: 'integer', minimum: 0 } } });
    // Dealing the board names no seat; its cards are what it is about.
    expect(member('ActionDeal')).toMatchObject({ required: ['type', 'cards'] });
    expect(Object.keys(member('ActionDraw').properties)).toEqual(['type', 'seat', 'cards']);
  });

  it('documents the headers a hand route really sends, and the PHH body in both forms', () => {
    const created = (doc.paths['/v1/hands']!.post!.responses as Record<string, { headers: Json }>)['201']!.headers;
    expect(Object.keys(created)).toEqual(expect.arrayContaining(['ETag', 'Location', 'RateLimit', 'RateLimit-Policy', 'X-Request-Id']));
    const limited = (doc.paths['/v1/hands']!.post!.responses as Record<string, { headers: Json }>)['429']!.headers;
    expect(Object.keys(limited)).toEqual(expect.arrayContaining(['Retry-After']));
    const body = doc.paths['/v1/hands/import']!.post!.requestBody as { content: Json };
    expect(Object.keys(body.content).sort()).toEqual(['application/json', 'application/toml']);
  });
});
