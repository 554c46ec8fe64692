import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { KeysService } from '../../src/auth/keys.service';
import { type Agent, bootWithKey, client } from './app';

/**
 * Hostile requests to every operation of the OpenAPI document the app serves: mutations of a valid
 * request (wrong types, huge or deep values, NULs and unpaired surrogates, unknown fields, boundary
 * integers), bad ids, query parameters and headers. Every answer must be below 500, every error a
 * problem document, and a refused request must leave the stored hand as it was. Seeded:
 * FUZZ_SEED=<n> replays a run, FUZZ_RUNS=<n> changes the requests per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
/** The run is bounded by its request count; the time limit only keeps a slow, shared machine from failing it. */
const TIME_LIMIT_MS = 180_000;

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[]; example?: unknown; allOf?: Schema[] };
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
}
interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  parameters: Parameter[];
  body?: Schema;
  examples: unknown[];
}

interface Doc {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: Schema; examples?: Record<string, { value: unknown }> }> } }>>;
  components: { schemas: Record<string, Schema> };
}

function operations(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const json = op.requestBody?.content['application/json'];
      return {
        method: method as Operation['method'],
        path,
        parameters: op.parameters ?? [],
        ...(json?.schema ? { body: json.schema } : {}),
        examples: Object.values(json?.examples ?? {}).map((e) => e.value),
      };
    }),
  );
}

/** A request the schema describes: the examples where it has them, else one value per type. */
function exampleOf(schema: Schema | undefined, doc: Doc, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.$ref) return exampleOf(doc.components.schemas[schema.$ref.split('/').pop()!], doc, depth + 1);
  if (schema.allOf) {
    // One part is a wrapped reference (a described enumeration); several are merged objects.
    const parts = schema.allOf.map((s) => exampleOf(s, doc, depth + 1));
    return parts.length === 1 ? parts[0] : Object.assign({}, ...parts);
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).flatMap(([k, s]) => {
        const value = exampleOf(s, doc, depth + 1);
        return value === undefined && !schema.required?.includes(k) ? [] : [[k, value ?? 1]];
      }));
    case 'array':
      return [exampleOf(schema.items, doc, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'string':
      return 'x';
    default:
      return undefined;
  }
}

function nest(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

const UNSTORABLE = ['\u0000', 'a\u0000', '\ud800', 'x\udfff', '\udc00\ud800'];

/** Values that break some expectation of every field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0.5, 2 ** 53, -(2 ** 53), 2 ** 31, 1e308, -1e308, '', ' ', '0', '1e3', 'As', '??', 'x'.repeat(5000), [], {}, [[]], [null], { a: {} }, ...UNSTORABLE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 20, max: 1500 }).map((d) => nest(d, 1)),
  fc.array(fc.constantFrom<unknown>(0, 'x', null, {}, []), { minLength: 50, maxLength: 3000 }),
  fc.dictionary(fc.string({ unit: 'binary', maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 40 }),
);

/** Where in a value a mutation may land: every path of the valid request, and one level below it. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove: boolean): unknown {
  if (path.length === 0) return remove ? undefined : value;
  const copy: unknown = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

type Mutation =
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'remove'; pick: number }
  | { kind: 'unknown-field'; pick: number; name: string; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'none' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unknown-field' as const), pick: fc.nat(), name: fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'seat', 'type')), value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), value: hostileValue }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      text: fc.oneof(fc.constantFrom('', '{', '{"a":', '{"a":1}}', '[1,]', 'nul', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '\u0000', '{"a":"\\ud800"}', '{"seat":1e999}'), fc.string({ maxLength: 30 })),
      contentType: fc.constantFrom('application/json', 'application/json; charset=latin1', 'text/plain', 'application/toml', 'application/x-www-form-urlencoded', 'multipart/form-data'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

function applyMutation(base: unknown, m: Mutation): { body?: unknown; raw?: { text: string; contentType: string } } {
  const paths = pathsOf(base);
  switch (m.kind) {
    case 'set':
      return { body: setAt(base, paths[m.pick % paths.length]!, m.value, false) };
    case 'remove':
      return { body: setAt(base, paths[m.pick % paths.length]!, undefined, true) };
    case 'unknown-field': {
      const objects = paths.filter((p) => {
        let node = base;
        for (const k of p) node = (node as Record<string | number, unknown>)[k];
        return node !== null && typeof node === 'object' && !Array.isArray(node);
      });
      if (objects.length === 0) return { body: base };
      return { body: setAt(base, [...objects[m.pick % objects.length]!, m.name], m.value, false) };
    }
    case 'body':
      return { body: m.value };
    case 'raw':
      return { raw: { text: m.text, contentType: m.contentType } };
    case 'none':
      return { body: base };
  }
}

/** Path segments that are no id: random, too long, badly escaped, a NUL, an id in capitals. */
const hostileSegment: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))) },
  { weight: 1, arbitrary: fc.constantFrom('%zz', '%E0%A4%A', '%00', '%ED%A0%80', 'a'.repeat(101), 'b'.repeat(400), '..', '%2e%2e', '%2F', 'null', '0', '-1', '3F1C9A52-6A1E-4E43-A0B5-0F6C1F7B8D21', '00000000-0000-0000-0000-000000000000') },
);

/** Query values as a client may send them: absent, random, repeated, escaped badly. */
const hostileQuery: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))) },
  { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%zz', '0', '-1', '1e3', '9007199254740993', 'true', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', 'x'.repeat(3000), '1&x=2') },
);

const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 });
const hostileHeaders = fc.record({
  'if-match': fc.option(fc.oneof(headerText, fc.constantFrom('*', '"0"', '"1"', '"2"', 'W/"1"', '"999999999999999999999"', '"-1"', '""')), { nil: undefined }),
  'idempotency-key': fc.option(fc.oneof(headerText, fc.constantFrom('', ' ', 'k'.repeat(256), 'k'.repeat(255), 'a b', 'ok-key')), { nil: undefined }),
  'x-request-id': fc.option(headerText, { nil: undefined }),
  accept: fc.option(fc.constantFrom('application/xml', 'text/html', '*/*', 'application/json;q=0'), { nil: undefined }),
});

describe('fuzzing every operation of the OpenAPI document', () => {
  let app: NestFastifyApplication;
  let api: Agent;
  let admin: Agent;
  let doc: Doc;
  let hand: { id: string };
  // DELETE /v1/hands/{id} is fuzzed on a hand of its own: deleting it is a success, not a change to `hand`.
  let ids: Record<string, string>;
  // The event stream of a live hand stays open until the hand completes: it is fuzzed on a finished
  // hand, whose stream sends the log and ends.
  let finished: { id: string };
  const tally: Record<string, number> = {};

  beforeAll(async () => {
    let appId: string;
    ({ app, api, appId } = await bootWithKey());
    const keys = app.get(KeysService);
    admin = client(app, (await keys.createAdminKey({ name: 'fuzz', rateLimitPerMinute: 1_000_000 })).secret);
    // The revocation route gets a key of its own to revoke, so the fuzzer cannot lock itself out.
    const spare = await keys.createAppKey(appId, { name: 'spare' });
    doc = (await api.get('/docs-json').expect(200)).body;
    hand = await newHand();
    finished = await newHand();
    for (let view = (await api.get(`/v1/hands/${finished.id}`).expect(200)).body; view.status !== 'complete'; ) {
      view = (await api.post(`/v1/hands/${finished.id}/actions`).send({ seat: view.toAct.seat, type: 'fold' }).expect(200)).body;
    }
    ids = { '/v1/hands/': hand.id, '/v1/games/': 'holdem', '/problems/': 'validation-error', '/v1/admin/apps/': appId, '/v1/admin/keys/': spare.key.id };
  });
  afterAll(async () => {
    console.warn(`fuzz (seed ${SEED}, ${RUNS} per operation): answers by status ${JSON.stringify(tally)}`);
    await app.close();
  });

  async function newHand(): Promise<{ id: string }> {
    const created = await api.post('/v1/hands').send({ game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }, { seat: 4, stack: 100 }], button: 1, seed: 'fuzz' });
    expect(created.status).toBe(201);
    return created.body as { id: string };
  }

  async function storedHand(): Promise<{ version: number; events: number }> {
    const history = (await api.get(`/v1/hands/${hand.id}/history`).expect(200)).body;
    return { version: history.version, events: history.events.length };
  }

  it('covers every operation', () => {
    expect(operations(doc).length).toBeGreaterThanOrEqual(20);
  });

  it('survives every field of every body set in turn to each classic wrong value', async () => {
    const classics: unknown[] = [null, {}, [], [[]], '', '\u0000', -1, 1.5, 1e21, true, 'x'.repeat(300)];
    const failures: string[] = [];
    for (const op of operations(doc).filter((o) => o.method !== 'get' && o.body)) {
      const base = op.examples[0] ?? exampleOf(op.body, doc);
      const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => Object.entries(ids).find(([prefix]) => op.path.startsWith(prefix))?.[1] ?? name);
      const agent = op.path.startsWith('/v1/admin') ? admin : api;
      for (const at of pathsOf(base)) {
        for (const value of classics) {
          const res = await agent[op.method](url).set('content-type', 'application/json').send(JSON.stringify(setAt(base, at, value, false)));
          tally[res.status] = (tally[res.status] ?? 0) + 1;
          const problem = res.status < 400 || (res.headers['content-type'] === 'application/problem+json; charset=utf-8' && res.body.status === res.status);
          if (res.status >= 500 || !problem) failures.push(`${op.path} /${at.join('/')} = ${JSON.stringify(value).slice(0, 20)}: ${res.status} ${res.text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, TIME_LIMIT_MS);

  it('answers no hostile request with a 5xx or a non-problem error, and a refused one changes no stored hand', async () => {
    for (const op of operations(doc)) {
      const base = op.body ? (op.examples[0] ?? exampleOf(op.body, doc)) : undefined;
      const segmentFor = (name: string) => (op.path.endsWith('/events') ? finished.id : Object.entries(ids).find(([prefix]) => op.path.startsWith(prefix))?.[1] ?? name);
      const queries = op.parameters.filter((p) => p.in === 'query');
      const agent = op.path.startsWith('/v1/admin') ? admin : api;
      let stored = await storedHand();
      await fc.assert(
        fc.asyncProperty(
          mutation,
          hostileSegment,
          fc.array(hostileQuery, { minLength: queries.length, maxLength: queries.length }),
          hostileQuery,
          hostileHeaders,
          async (m, segment, queryValues, unknownParam, headers) => {
            // A deletion that goes through takes a hand of its own, never the one watched for changes.
            const own = op.method === 'delete' && op.path.startsWith('/v1/hands/') && segment === undefined ? (await newHand()).id : undefined;
            const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segment ?? own ?? segmentFor(name));
            const query = [...queries.map((q, i) => [q.name, queryValues[i]] as const), ['unknownParam', unknownParam] as const]
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => `${k}=${v}`)
              .join('&');
            let req = agent[op.method](query ? `${path}?${query}` : path);
            for (const [name, value] of Object.entries(headers)) if (value !== undefined) req = req.set(name, value);
            const { body, raw } = op.body ? applyMutation(base, m) : {};
            const res = raw ? await req.set('content-type', raw.contentType).send(raw.text) : body !== undefined ? await req.set('content-type', 'application/json').send(JSON.stringify(body)) : await req;
            tally[res.status] = (tally[res.status] ?? 0) + 1;
            const seen = { op: `${op.method.toUpperCase()} ${op.path}`, status: res.status };
            expect(seen).toEqual({ ...seen, status: expect.any(Number) });
            if (res.status >= 500) throw new Error(`${seen.op} answered ${res.status}: ${res.text.slice(0, 300)}`);
            if (res.status >= 400) {
              expect({ ...seen, type: res.headers['content-type'] }).toEqual({ ...seen, type: 'application/problem+json; charset=utf-8' });
              expect({ ...seen, problem: typeof res.body.type === 'string' && res.body.status === res.status && typeof res.body.detail === 'string' }).toEqual({ ...seen, problem: true });
              expect({ ...seen, hand: await storedHand() }).toEqual({ ...seen, hand: stored });
            } else stored = await storedHand();
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
  }, TIME_LIMIT_MS);
});
