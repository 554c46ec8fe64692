import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { KeysService } from '../../src/auth/keys.service';
import { type Agent, bootApp, bootWithKey, client, newAppKey } from './app';

/** JSON nested `depth` levels deep: arrays, or objects when `key` is given. */
export function nested(depth: number, key?: string): string {
  return key === undefined ? '['.repeat(depth) + ']'.repeat(depth) : `{"${key}":`.repeat(depth) + '1' + '}'.repeat(depth);
}

const HOLDEM = { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1, seed: 'malformed' };
const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = '\udc00z';

/** What every refusal must look like: a 4xx problem, small, saying what is wrong. */
function expectProblem(res: { status: number; headers: Record<string, string>; text: string; body: { type?: string; detail?: string } }, status?: number): void {
  expect({ status: res.status, type: res.headers['content-type'] }).toEqual({ status: status ?? expect.any(Number), type: 'application/problem+json; charset=utf-8' });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.text.length).toBeLessThan(4096);
  expect(res.body.type).toMatch(/^\/problems\//);
  expect(res.body.detail).toEqual(expect.any(String));
}

/** Sends raw bytes and returns the whole answer (status line, headers and body). */
async function rawRequest(app: NestFastifyApplication, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  const server = app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    socket.end(bytes);
  });
}

describe('malformed requests are 4xx problems', () => {
  let app: NestFastifyApplication;
  let api: Agent;
  let admin: Agent;

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
    admin = client(app, (await app.get(KeysService).createAdminKey({ name: 'malformed', rateLimitPerMinute: 1_000_000 })).secret);
  });
  afterAll(() => app.close());

  const json = (agent: Agent, method: 'post' | 'get', url: string, body?: string) => {
    const req = agent[method](url);
    return body === undefined ? req : req.set('content-type', 'application/json').send(body);
  };

  describe('nesting', () => {
    it('refuses JSON nested 2,000 deep in any field of any body', async () => {
      const hand = (await api.post('/v1/hands').send(HOLDEM).expect(201)).body;
      const cases: [string, string][] = [
        ['/v1/showdowns', `{"game":"holdem","players":[{"seat":1,"cards":${nested(2000)}}]}`],
        ['/v1/showdowns', `{"game":"holdem","players":[{"seat":1,"cards":["As","Ad"]}],"options":${nested(2000, 'a')}}`],
        ['/v1/hands', JSON.stringify({ ...HOLDEM, options: 'X' }).replace('"X"', nested(2000, 'k'))],
        ['/v1/hands', JSON.stringify({ ...HOLDEM, stakes: 'X' }).replace('"X"', nested(2000))],
        [`/v1/hands/${hand.id}/actions`, `{"seat":1,"type":"call","amount":${nested(2000, 'x')}}`],
        ['/v1/pot-limit', `{"pot":0,"bets":${nested(2000)},"actor":1,"stack":10,"bigBlind":2}`],
        ['/v1/hands/import', `{"document":${nested(2000)}}`],
        ['/v1/hands', nested(2000)],
      ];
      for (const [url, body] of cases) expectProblem(await json(api, 'post', url, body));
      const after = (await api.get(`/v1/hands/${hand.id}`).expect(200)).body;
      expect(after.version).toBe(hand.version);
    });

    it('checks the elements of nested arrays: an array where a player or a bet belongs is refused', async () => {
      const showdown = await api.post('/v1/showdowns').send({ game: 'holdem', board: ['2h', '4d', '7c', 'Jd', 'Js'], players: [[{ seat: 1, cards: ['As', 'Ad'] }]] });
      expectProblem(showdown, 422);
      expect(showdown.body.errors[0].pointer).toBe('/players/0');
      const potLimit = await api.post('/v1/pot-limit').send({ pot: 0, bets: [[{ seat: 1, amount: 2 }]], actor: 2, stack: 100, bigBlind: 2 });
      expectProblem(potLimit, 422);
      expect(potLimit.body.errors[0].pointer).toBe('/bets/0');
      expectProblem(await api.post('/v1/showdowns').send({ game: 'holdem', players: [null] }), 422);
      expectProblem(await api.post('/v1/showdowns').send({ game: 'holdem', players: [{ seat: 1, cards: [['As'], 'Ad'] }] }), 422);
      expectProblem(await api.post('/v1/hands').send({ ...HOLDEM, seats: [[1, 100], [2, 100]] }), 422);
    });
  });

  describe('large invalid bodies', () => {
    it('answers 10^5 invalid array elements with a small 422, not a 500', async () => {
      const hand = (await api.post('/v1/hands').send(HOLDEM).expect(201)).body;
      const cases: [string, object][] = [
        ['/v1/showdowns', { game: 'holdem', players: Array.from({ length: 100_000 }, () => 0) }],
        ['/v1/showdowns', { game: 'holdem', players: Array.from({ length: 50_000 }, () => ({ seat: -1 })) }],
        ['/v1/hands', { ...HOLDEM, deck: Array.from({ length: 100_000 }, () => 7) }],
        [`/v1/hands/${hand.id}/actions`, { seat: 1, type: 'discard', cards: Array.from({ length: 100_000 }, () => null) }],
        ['/v1/pot-limit', { pot: 0, bets: Array.from({ length: 100_000 }, () => 'x'), actor: 1, stack: 1, bigBlind: 1 }],
        ['/v1/hands/import', Array.from({ length: 100_000 }, () => 0)],
      ];
      for (const [url, body] of cases) expectProblem(await api.post(url).send(body), 422);
    });

    it('refuses unknown fields at the first one, with an answer of a few kB for any body', async () => {
      const many = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`field${i}`, i]));
      const res = await api.post('/v1/showdowns').send({ game: 'holdem', players: [{ seat: 1, cards: ['As', 'Ad'] }], ...many });
      expectProblem(res, 422);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0]).toEqual({ pointer: '/field0', detail: expect.stringContaining("unknown field 'field0'") });
      // Many fields that are each wrong in their own way still make a bounded list.
      const wrong = await api.post('/v1/hands').send({ game: 'holdem', stakes: {}, button: 1, seats: Array.from({ length: 10 }, () => ({ seat: 'x', stack: 'y', name: 5 })) });
      expectProblem(wrong, 422);
      expect(wrong.body.errors.length).toBeLessThanOrEqual(20);
      expect(wrong.body.detail).toMatch(/^\d+ fields are invalid/);
    });

    it('echoes at most a short piece of an unknown field name', async () => {
      const res = await api.post('/v1/showdowns').send({ game: 'holdem', players: [], ['k'.repeat(500_000)]: 1 });
      expectProblem(res, 422);
    });
  });

  describe('strings that PostgreSQL cannot store', () => {
    for (const [label, bad] of [['a NUL character', NUL], ['an unpaired high surrogate', LONE_HIGH], ['an unpaired low surrogate', LONE_LOW]] as const) {
      it(`refuses ${label} in every stored or echoed string`, async () => {
        const cases: [Agent, string, object][] = [
          [admin, '/v1/admin/apps', { name: bad }],
          [admin, '/v1/admin/admin-keys', { name: bad }],
          [api, '/v1/hands', { ...HOLDEM, seed: bad }],
          [api, '/v1/hands', { ...HOLDEM, seats: [{ seat: 1, stack: 100, name: bad }, { seat: 2, stack: 100 }] }],
          [api, '/v1/hands', { ...HOLDEM, options: { [bad]: 1 } }],
          [api, '/v1/hands', { ...HOLDEM, options: { rakeBasisPoints: bad } }],
          [api, '/v1/showdowns', { game: 'holdem', players: [{ seat: 1, cards: [bad, 'Ad'] }] }],
          [api, '/v1/showdowns', { game: 'holdem', players: [], [bad]: 1 }],
          [api, '/v1/hands/import', { document: phh(`"${bad}"`) }],
          [api, '/v1/hands/import', { document: phh(JSON.stringify(bad)) }],
        ];
        for (const [agent, url, body] of cases) {
          const res = await agent.post(url).send(body);
          expectProblem(res, 422);
        }
        // A raw TOML body travels as UTF-8, where an unpaired surrogate has no form: only a NUL or an escape can arrive.
        for (const name of bad === NUL ? [`"${bad}"`, JSON.stringify(bad)] : [JSON.stringify(bad)]) {
          expectProblem(await api.post('/v1/hands/import').set('content-type', 'application/toml').send(phh(name)), 422);
        }
        const listed = await api.get(`/v1/hands?cursor=${bad === NUL ? 'a%00b' : 'a%ED%A0%80b'}`);
        expectProblem(listed, 422);
      });
    }

    it('still stores ordinary non-ASCII names (accents, emoji as surrogate pairs)', async () => {
      const res = await api.post('/v1/hands').send({ ...HOLDEM, seats: [{ seat: 1, stack: 100, name: 'Zoë 🂡' }, { seat: 2, stack: 100 }] }).expect(201);
      expect(res.body.seats[0].name).toBe('Zoë 🂡');
    });
  });

  describe('list filters and cursors', () => {
    it('refuses a cursor or a date outside the range PostgreSQL stores', async () => {
      const id = '3f1c9a52-6a1e-4e43-a0b5-0f6c1f7b8d21';
      for (const at of ['0000-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00.000Z']) {
        const cursor = Buffer.from(`${at}|${id}`).toString('base64url');
        const res = await api.get(`/v1/hands?cursor=${cursor}`);
        expectProblem(res, 422);
        expect(res.body.errors[0].pointer).toBe('/cursor');
      }
      for (const at of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:60Z']) {
        expectProblem(await api.get(`/v1/hands?createdFrom=${encodeURIComponent(at)}`), 422);
        expectProblem(await api.get(`/v1/hands?createdTo=${encodeURIComponent(at)}`), 422);
      }
      await api.get(`/v1/hands?createdFrom=${encodeURIComponent('1999-01-01T00:00:00Z')}`).expect(200);
    });
  });

  describe('errors raised below the application', () => {
    it('answers a bad percent escape in the path with a 400 problem', async () => {
      expectProblem(await api.get('/v1/games/%E0%A4%A'), 400);
      expectProblem(await api.get('/v1/hands/%zz'), 400);
    });

    it('answers a path parameter over 100 characters with a 404 problem, as for any unknown id', async () => {
      const res = await api.get(`/v1/hands/${'a'.repeat(101)}`);
      expectProblem(res, 404);
      expectProblem(await api.post(`/v1/hands/${'b'.repeat(300)}/actions`).send({ seat: 1, type: 'fold' }), 404);
      expectProblem(await api.get(`/v1/games/${'c'.repeat(200)}`), 404);
    });

    it('answers an unreadable request line with a 400 problem', async () => {
      const res = await rawRequest(app, 'GET /v1/games HTTP/1.1 extra\r\nHost: x\r\n\r\n');
      expect(res.status).toBe(400);
      expect(res.headers).toContain('content-type: application/problem+json');
      expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ type: '/problems/malformed-request', status: 400 }));
    });

    it('answers headers over 16 KB with a 431 problem', async () => {
      const res = await rawRequest(app, `GET /v1/games HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(20_000)}\r\n\r\n`);
      expect(res.status).toBe(431);
      expect(res.headers).toContain('content-type: application/problem+json');
      expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ type: '/problems/headers-too-large', status: 431 }));
    });
  });
});

describe('an instance that is shutting down', () => {
  it('answers a request still arriving on an open connection with a 503 problem', async () => {
    const app = await bootApp();
    const { key } = await newAppKey(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const body = JSON.stringify({ game: 'holdem', players: [{ seat: 1, cards: ['As', 'Ad'] }, { seat: 2, cards: ['Ks', 'Kd'] }], board: ['2h', '4d', '7c', 'Jd', 'Js'] });
    // A request in progress keeps the connection open while the instance begins to close.
    socket.write(`POST /v1/showdowns HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(`${body.slice(10)}GET /health/live HTTP/1.1\r\nHost: x\r\n\r\n`);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
    socket.destroy();
    await closing;
    const answers = data.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((a) => a.split('\r\n')[0])).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 503 Service Unavailable']);
    expect(answers[1]).toMatch(/content-type: application\/problem\+json/i);
    expect(answers[1]).toMatch(/retry-after: \d+/i);
    expect(answers[1]).toContain('/problems/service-unavailable');
  });
});

/** A small no-limit hold'em PHH document whose first player's name is the given TOML string. */
function phh(name: string): string {
  return [
    'variant = "NT"',
    'antes = [0, 0]',
    'blinds_or_straddles = [1, 2]',
    'min_bet = 2',
    'starting_stacks = [100, 100]',
    `players = [${name}, "bob"]`,
    'actions = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 f"]',
  ].join('\n');
}
