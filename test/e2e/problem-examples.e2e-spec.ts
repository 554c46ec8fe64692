import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { KeysService } from '../../src/auth/keys.service';
import { DEFAULT_EQUITY_CONFIG } from '../../src/equity/equity-pool';
import { DEFAULT_LIVE_CONFIG } from '../../src/live/live.config';
import { PROBLEM_EXAMPLES } from '../../src/common/openapi/problem-examples';
import { bootApp, client, newAppKey, type Agent } from './app';
import { atOnce } from './at-once';
import { withOwnDatabase } from './support/own-database';

type Json = Record<string, unknown>;
type Op = { method: 'get' | 'post' | 'put' | 'delete'; path: string; id: string; statuses: number[]; hasBody: boolean };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const HAND_ID = '11111111-1111-4111-8111-111111111111';
const KEY_ID = '22222222-2222-4222-8222-222222222222';
const HEADS_UP = { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1 };
const TARGET = path.join(__dirname, '../../src/common/openapi/problem-examples.ts');
/** A body each route accepts, so that the error provoked is the one asked for, not a 422. */
const VALID_BODY: Record<string, unknown> = { act: { seat: 1, type: 'fold' }, setRetention: { completeHandRetentionDays: 90 } };
/** A query each route accepts, for the same reason. */
const VALID_QUERY: Record<string, string> = { replayHand: '?step=0' };
/** A first request that spends the budget of a 429 and is answered at once (a stream would stay open). */
const SPEND_QUERY: Record<string, string> = { streamHandEvents: '?after=999999' };

/**
 * The example of each documented error of each route is a real answer of the running service,
 * provoked here request by request. `CAPTURE_PROBLEM_EXAMPLES=1` rewrites
 * src/common/openapi/problem-examples.ts from them; otherwise the committed examples must still be
 * what the service answers (same status and type), and no documented error may lack one.
 */
describe('problem examples of the OpenAPI document', () => {
  let app: NestFastifyApplication;
  let ops: Op[];
  let api: Agent;
  let admin: Agent;
  let limited: Agent;
  let base: string;
  let key: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await bootApp();
    const keys = app.get(KeysService);
    const owner = await newAppKey(app);
    key = owner.key;
    api = client(app, owner.key);
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    admin = client(app, (await keys.createAdminKey({ name: 'examples', rateLimitPerMinute: 1_000_000 })).secret);
    const spare = await keys.createAppKey(owner.appId, { name: 'spare' });
    const hand = (await api.post('/v1/hands').send({ game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1, seed: 'examples' }).expect(201)).body;
    Object.assign(ids, { '/v1/hands/': hand.id, '/v1/games/': 'holdem', '/problems/': 'validation-error', '/v1/admin/apps/': owner.appId, '/v1/admin/keys/': spare.key.id });
    const doc = (await api.get('/docs-json').expect(200)).body as { paths: Record<string, Record<string, Json>> };
    ops = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => ({
        method: method as Op['method'],
        path: p,
        id: op.operationId as string,
        statuses: Object.keys(op.responses as Json).map(Number).filter((s) => s >= 400),
        hasBody: op.requestBody !== undefined,
      })),
    );
  });
  afterAll(() => app.close());

  const url = (op: Op, id?: string) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => id ?? Object.entries(ids).find(([prefix]) => op.path.startsWith(prefix))?.[1] ?? name);

  type Answer = { status: number; body: Json; text: string };

  /**
   * The errors no single request provokes. A 409 of `act`: the seat acting twice at once (a double
   * click), the second copy decided on a version the first one moved past. A 503 of readiness: an
   * instance whose database does not answer. A 409 of revocation: the only active admin key, in a
   * database of its own (the suites' shared one holds other admin keys). A 503 of a stream: an
   * instance that may serve no more streams (its cap set to none). A 503 of equity: an instance with
   * one equity worker, busy, and no queue.
   */
  async function provokeSpecial(op: Op, status: number): Promise<Answer | undefined> {
    if (op.id === 'evaluateEquity' && status === 503) {
      const busy = await bootApp({ equity: { ...DEFAULT_EQUITY_CONFIG, workers: 1, queue: 0, workerScript: process.env.EQUITY_WORKER_SCRIPT } });
      try {
        const agent = client(busy, (await newAppKey(busy)).key);
        const players = ['AhKhQhJh', 'AsKsQsJs', 'AdKdQdJd', 'AcKcQcJc'].map((h) => ({ cards: h.match(/../g) }));
        const running = agent.post('/v1/equity').send({ game: 'omahaHiLo', players, method: 'monteCarlo', samples: 10_000_000, timeBudgetMs: 1000 }).then((r) => r);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const res = await agent.post('/v1/equity').send({ game: 'holdem', players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }] });
        await running;
        return { status: res.status, body: res.body as Json, text: res.text };
      } finally {
        await busy.close();
      }
    }
    if (op.id === 'streamHandEvents' && status === 503) {
      const full = await bootApp({ live: { ...DEFAULT_LIVE_CONFIG, streamsPerInstance: 0 } });
      try {
        const owner = await newAppKey(full);
        const hand = (await client(full, owner.key).post('/v1/hands').send({ ...HEADS_UP, seed: 'examples-full' }).expect(201)).body;
        const res = await full.getHttpAdapter().getInstance().inject({ method: 'GET', url: `/v1/hands/${hand.id}/events`, headers: { authorization: `Bearer ${owner.key}` } });
        return { status: res.statusCode, body: JSON.parse(res.body.replaceAll(hand.id, ids['/v1/hands/']!)), text: res.body };
      } finally {
        await full.close();
      }
    }
    if (op.id === 'act' && status === 409) {
      for (let i = 0; i < 5; i++) {
        const hand = (await api.post('/v1/hands').send({ ...HEADS_UP, seed: `examples-${i}` }).expect(201)).body;
        await api.post(`/v1/hands/${hand.id}/actions`).send({ seat: 1, type: 'call' }).expect(200);
        const check = { path: `/v1/hands/${hand.id}/actions`, body: { seat: 2, type: 'check' } };
        const lost = (await atOnce(base, key, [check, check])).find((answer) => answer.status === 409);
        if (lost) return { status: lost.status, body: JSON.parse(JSON.stringify(lost.body).replaceAll(hand.id, ids['/v1/hands/']!)), text: JSON.stringify(lost.body) };
      }
      return undefined;
    }
    if (op.id === 'ready' && status === 503) {
      const cut = await bootApp({ databaseUrl: 'postgresql://unused@127.0.0.1:1/unused', databasePoolSize: 1 });
      try {
        const res = await cut.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/health/ready' });
        return { status: res.statusCode, body: JSON.parse(res.body), text: res.body };
      } finally {
        await cut.close();
      }
    }
    if (op.id === 'revokeKey' && status === 409) {
      return withOwnDatabase('problem_examples', async (url) => {
        const alone = await bootApp({ databaseUrl: url, databasePoolSize: 1 });
        try {
          const only = await alone.get(KeysService).createAdminKey({ name: 'the only one' });
          const res = await client(alone, only.secret).post(`/v1/admin/keys/${only.key.id}/revoke`);
          return { status: res.status, body: JSON.parse(res.text.replaceAll(only.key.id, KEY_ID)) as Json, text: res.text };
        } finally {
          await alone.close();
        }
      });
    }
    return undefined;
  }

  /** The request that provokes `status` on `op`, or undefined where a generic one does not exist. */
  async function provoke(op: Op, status: number): Promise<Answer | undefined> {
    const agent = op.path.startsWith('/v1/admin') ? admin : api;
    const valid = VALID_BODY[op.id] ?? (op.hasBody ? {} : undefined);
    const send = (a: Agent | ReturnType<typeof request>, target: string, body?: unknown) => {
      const req = a[op.method](target);
      return body === undefined ? req : req.set('content-type', 'application/json').send(JSON.stringify(body));
    };
    switch (status) {
      case 401: return send(request(app.getHttpServer()), url(op), op.hasBody ? {} : undefined);
      case 403: return send(op.path.startsWith('/v1/admin') ? api : admin, url(op), op.hasBody ? {} : undefined);
      case 404: return send(agent, url(op, op.path.startsWith('/v1/games/') ? 'nosuchgame' : MISSING_ID) + (VALID_QUERY[op.id] ?? ''), valid);
      case 422: return op.hasBody ? send(agent, url(op), { unknownField: 1 }) : send(agent, `${url(op)}?unknownParam=1`);
      case 400: return agent[op.method](url(op)).set('content-type', 'application/json').send('{"seat": ');
      case 415: return agent[op.method](url(op)).set('content-type', 'text/plain').send('hello');
      case 429: {
        limited ??= client(app, (await newAppKey(app, { rateLimitPerMinute: 1 })).key);
        await send(limited, url(op) + (SPEND_QUERY[op.id] ?? ''), op.hasBody ? {} : undefined);
        return send(limited, url(op), op.hasBody ? {} : undefined);
      }
      case 412: return send(agent, url(op), valid).set('if-match', '"999"');
      default: return provokeSpecial(op, status);
    }
  }

  /** A real body, with the ids of this run replaced so the file does not change from run to run. */
  function stable(body: Json): Json {
    const text = JSON.stringify(body)
      .replaceAll(ids['/v1/hands/']!, HAND_ID)
      .replaceAll(ids['/v1/admin/apps/']!, MISSING_ID)
      .replaceAll(ids['/v1/admin/keys/']!, KEY_ID)
      .replace(/"commitment":"[0-9a-f]{64}"/g, `"commitment":"${'0'.repeat(64)}"`)
      // A rate limit's wait depends on where in its minute the request fell.
      .replace(/try again in \d+ s/g, 'try again in 60 s')
      .replace(/"retryAfter":\d+/g, '"retryAfter":60')
      .replace(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/g, '"2026-11-29T22:30:05.000Z"');
    return { ...(JSON.parse(text) as Json), requestId: '3f1c2a9e-5b7d-4e8a-9c61-0d2b4f6a8e13' };
  }

  it('has, for every documented error of every route, the answer the service really gives', async () => {
    const captured: Record<string, Record<string, Json>> = {};
    const missing: string[] = [];
    const differs: string[] = [];
    for (const op of ops) {
      for (const status of op.statuses) {
        const res = await provoke(op, status);
        if (res?.status === status) (captured[op.id] ??= {})[status] = stable(res.body as Json);
        else if (process.env.CAPTURE_PROBLEM_EXAMPLES) console.warn(`${op.id} ${status}: got ${res?.status} ${res?.text.slice(0, 200)}`);
        const committed = PROBLEM_EXAMPLES[op.id]?.[status];
        if (!committed && !captured[op.id]?.[status]) missing.push(`${op.id} ${status}`);
        if (committed && res?.status === status && (committed.type !== res.body.type || committed.status !== status)) differs.push(`${op.id} ${status}: ${String(committed.type)} -> ${String(res.body.type)}`);
      }
    }
    if (process.env.CAPTURE_PROBLEM_EXAMPLES) {
      const merged = { ...PROBLEM_EXAMPLES };
      for (const [id, byStatus] of Object.entries(captured)) merged[id] = { ...merged[id], ...byStatus };
      writeFileSync(TARGET, render(merged));
    }
    expect(differs).toEqual([]);
    expect(missing).toEqual([]);
    expect(ops.flatMap((op) => op.statuses.filter((s) => !PROBLEM_EXAMPLES[op.id]?.[s]).map((s) => `${op.id} ${s}`))).toEqual([]);
  });
});

function render(examples: Record<string, Record<string, Json>>): string {
  return [
    '// Written by test/e2e/problem-examples.e2e-spec.ts with CAPTURE_PROBLEM_EXAMPLES=1: real answers of the',
    '// service, one per documented error of each operation. The same test fails when they go stale.',
    '',
    '/** Problem bodies by operationId, then by status. */',
    `export const PROBLEM_EXAMPLES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>> = ${JSON.stringify(examples, null, 2)};`,
    '',
  ].join('\n');
}
