import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { KeysService } from '../../src/auth/keys.service';
import { PROBLEM_EXAMPLES } from '../../src/common/openapi/problem-examples';
import { bootApp, client, newAppKey, type Agent } from './app';

type Json = Record<string, unknown>;
type Op = { method: 'get' | 'post' | 'put' | 'delete'; path: string; id: string; statuses: number[]; hasBody: boolean };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const HAND_ID = '11111111-1111-4111-8111-111111111111';
const TARGET = path.join(__dirname, '../../src/common/openapi/problem-examples.ts');
/** A body each route accepts, so that the error provoked is the one asked for, not a 422. */
const VALID_BODY: Record<string, unknown> = { act: { seat: 1, type: 'fold' }, setRetention: { completeHandRetentionDays: 90 } };
/**
 * Errors no single request provokes: a 409 of `act` needs a race (an Idempotency-Key still running,
 * or the seat acting twice at once: test/e2e/intents and hands cover them), a 503 of readiness a
 * stopped database (test/e2e/outage), a 409 of revocation the last active admin key of a database
 * other suites share (test/e2e/access), a 503 of a stream an instance full of streams (test/e2e/live).
 * They keep the generic problem example.
 */
const UNPROVOKED = ['revokeKey 409', 'ready 503', 'act 409', 'streamHandEvents 503'];
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
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await bootApp();
    const keys = app.get(KeysService);
    const owner = await newAppKey(app);
    api = client(app, owner.key);
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

  /** The request that provokes `status` on `op`, or undefined where a generic one does not exist. */
  async function provoke(op: Op, status: number): Promise<request.Response | undefined> {
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
      default: return undefined;
    }
  }

  /** A real body, with the ids of this run replaced so the file does not change from run to run. */
  function stable(body: Json): Json {
    const text = JSON.stringify(body).replaceAll(ids['/v1/hands/']!, HAND_ID).replaceAll(ids['/v1/admin/apps/']!, MISSING_ID);
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
        if (!committed && !captured[op.id]?.[status] && !UNPROVOKED.includes(`${op.id} ${status}`)) missing.push(`${op.id} ${status}`);
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
    expect(ops.flatMap((op) => op.statuses.filter((s) => !PROBLEM_EXAMPLES[op.id]?.[s]).map((s) => `${op.id} ${s}`))).toEqual(UNPROVOKED);
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
