import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { LoggerService } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { KeysService } from '../../src/auth/keys.service';
import { stackedDeck } from '../unit/engine/helpers';
import { AUTH_DEFAULTS } from '../../src/auth/auth.config';
import { type Agent, bootApp, client, newAppKey } from './app';
import { withOwnDatabase } from './support/own-database';

type Method = 'get' | 'post' | 'put' | 'delete';
interface Route {
  method: Method;
  path: string;
}

const SEATS = [1, 2, 3];
const holdem = (extra: object = {}) => ({
  game: 'holdem',
  bettingStructure: 'noLimit',
  stakes: { smallBlind: 1, bigBlind: 2 },
  seats: SEATS.map((seat) => ({ seat, stack: 100 })),
  button: 1,
  ...extra,
});

const SHOWDOWN = { game: 'holdem', board: ['2h', '4d', '7c', 'Jd', 'Js'], players: [{ seat: 1, cards: ['As', 'Ad'] }, { seat: 2, cards: ['Kc', 'Kd'] }] };

/** Every `/v1` operation of the OpenAPI document, with `{id}` filled in. */
async function v1Routes(api: Agent, ids: { hand: string; app: string; key: string }): Promise<Route[]> {
  const doc = (await api.get('/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/v1')) continue;
    const id = path.startsWith('/v1/hands') ? ids.hand : path.startsWith('/v1/admin/keys') ? ids.key : ids.app;
    for (const method of Object.keys(ops)) routes.push({ method: method as Method, path: path.replace('{id}', id) });
  }
  return routes;
}

function send(api: Agent | ReturnType<typeof request>, route: Route) {
  const url = route.path.endsWith('/replay') ? `${route.path}?step=1` : route.path;
  // A valid body where one is needed, so that only the credential decides the answer.
  if (route.method === 'get') return api.get(url);
  if (route.method === 'delete') return api.delete(url);
  if (route.method === 'put') return api.put(url).send({});
  return api.post(url).send(route.path.endsWith('/actions') ? { seat: 1, type: 'fold' } : {});
}

describe('access control', () => {
  let app: NestFastifyApplication;
  let anon: ReturnType<typeof request>;
  let alice: Agent;
  let bob: Agent;
  let admin: Agent;
  let aliceHand: { id: string; version: number };
  let routes: Route[];

  beforeAll(async () => {
    // Each route is tried with refused credentials; the failure limit has its own suite below.
    app = await bootApp({ auth: { ...AUTH_DEFAULTS, authFailuresPerMinute: 1000 } });
    const a = await newAppKey(app, { name: 'alice' });
    const b = await newAppKey(app, { name: 'bob' });
    alice = client(app, a.key);
    bob = client(app, b.key);
    const adminKey = await app.get(KeysService).createAdminKey({ name: 'e2e admin', rateLimitPerMinute: 1_000_000 });
    admin = client(app, adminKey.secret);
    anon = request(app.getHttpServer()) as unknown as ReturnType<typeof request>;
    aliceHand = (await alice.post('/v1/hands').send(holdem({ seed: 'alice' })).expect(201)).body;
    routes = await v1Routes(alice, { hand: aliceHand.id, app: a.appId, key: a.keyId });
  });
  afterAll(() => app.close());

  it('finds every /v1 route in the OpenAPI document, each declaring bearer auth and a 401', async () => {
    // A route added later without access control would fail here (and be refused to every caller).
    const doc = (await alice.get('/docs-json').expect(200)).body;
    const ops = Object.entries(doc.paths as Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>)
      .filter(([p]) => p.startsWith('/v1'))
      .flatMap(([, o]) => Object.values(o));
    expect(ops.length).toBeGreaterThanOrEqual(17);
    for (const op of ops) {
      expect(op.security).toEqual([{ bearer: [] }]);
      expect(op.responses['401']).toBeDefined();
    }
    expect(routes.length).toBe(ops.length);
  });

  it('answers 401 with a problem and WWW-Authenticate on every /v1 route without a key, and changes nothing', async () => {
    for (const route of routes) {
      const res = await send(anon, route);
      expect({ route, status: res.status }).toEqual({ route, status: 401 });
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="croupier"');
      expect(res.body.type).toBe('/problems/unauthenticated');
    }
    const after = (await alice.get(`/v1/hands/${aliceHand.id}`).expect(200)).body;
    expect(after.version).toBe(aliceHand.version);
  });

  it('answers 401 to a malformed header, an unknown key and a key of the wrong shape', async () => {
    const route = { method: 'get' as const, path: '/v1/games' };
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', `Bearer crp_app_${'x'.repeat(43)}`, 'Bearer not-a-key', `Bearer crp_app_${'x'.repeat(43)} extra`]) {
      const res = await send(anon, route).set('authorization', header);
      expect({ header, status: res.status }).toEqual({ header, status: 401 });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="croupier", error="invalid_(request|token)"$/);
    }
    expect((await anon.head('/v1/games')).status).toBe(401);
    // Health, docs and problem types stay open.
    await anon.get('/health/live').expect(200);
    await anon.get('/docs-json').expect(200);
    await anon.get('/problems/unauthenticated').expect(200);
  });

  it('reads the header the same way for a key it has just checked: any case and spacing the syntax allows, nothing after the key', async () => {
    const dave = await newAppKey(app, { name: 'dave' });
    await client(app, dave.key).get('/v1/games').expect(200);
    const route = { method: 'get' as const, path: '/v1/games' };
    for (const header of [`Bearer ${dave.key}`, `bearer ${dave.key}`, `Bearer   ${dave.key}`, `Bearer ${dave.key}  `]) {
      expect({ header, status: (await send(anon, route).set('authorization', header)).status }).toEqual({ header, status: 200 });
    }
    for (const header of [`Bearer ${dave.key} extra`, `Bearer ${dave.key}x`, `Bearer\t${dave.key}`, `Bearer ${dave.key.slice(0, -1)}`, `Token ${dave.key}`]) {
      expect({ header, status: (await send(anon, route).set('authorization', header)).status }).toEqual({ header, status: 401 });
    }
  });

  it('answers 401 on every /v1 route to a revoked key, at once', async () => {
    const carol = await newAppKey(app, { name: 'carol' });
    const api = client(app, carol.key);
    await api.get('/v1/games').expect(200);
    const revoked = await admin.post(`/v1/admin/keys/${carol.keyId}/revoke`).expect(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    for (const route of routes) {
      const res = await send(api, route);
      expect({ route, status: res.status }).toEqual({ route, status: 401 });
      expect(res.body.detail).toMatch(/revoked/);
    }
  });

  it("answers another app's key with 404 on each of its hand routes, exactly as for a hand that does not exist", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const route of routes.filter((r) => r.path.startsWith(`/v1/hands/${aliceHand.id}`))) {
      const theirs = await send(bob, route);
      const none = await send(bob, { ...route, path: route.path.replace(aliceHand.id, missing) });
      expect({ route, status: theirs.status }).toEqual({ route, status: 404 });
      const shape = (body: Record<string, unknown>, id: string) => ({ ...body, detail: String(body.detail).replace(id, '<id>'), instance: null, requestId: null });
      expect(shape(theirs.body, aliceHand.id)).toEqual(shape(none.body, missing));
    }
    // Bob's actions did not touch Alice's hand.
    expect((await alice.get(`/v1/hands/${aliceHand.id}`).expect(200)).body.version).toBe(aliceHand.version);
  });

  it("lists only the caller's hands", async () => {
    const mine = (await bob.post('/v1/hands').send(holdem({ seed: 'bob' })).expect(201)).body.id;
    const bobs = (await bob.get('/v1/hands?limit=100').expect(200)).body.items.map((h: { id: string }) => h.id);
    expect(bobs).toEqual([mine]);
    const alices = (await alice.get('/v1/hands?limit=100').expect(200)).body.items.map((h: { id: string }) => h.id);
    expect(alices).toContain(aliceHand.id);
    expect(alices).not.toContain(mine);
  });

  it('keeps admin keys on admin routes and app keys off them (403)', async () => {
    const asAdmin = await admin.post('/v1/hands').send(holdem()).expect(403);
    expect(asAdmin.body.type).toBe('/problems/forbidden');
    expect(asAdmin.body.detail).toMatch(/app key/);
    await admin.get('/v1/games').expect(403);
    // The showdown route is served by its own Fastify handler: the same check, before the body's.
    for (const body of [SHOWDOWN, {}]) {
      const showdown = await admin.post('/v1/showdowns').send(body).expect(403);
      expect(showdown.body).toMatchObject({ type: '/problems/forbidden', detail: 'This route takes an app key, not an admin key.' });
      expect(showdown.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    for (const route of routes.filter((r) => r.path.startsWith('/v1/admin'))) {
      const res = await send(alice, route);
      expect({ route, status: res.status }).toEqual({ route, status: 403 });
    }
  });

  it('cannot be bypassed with an encoded path or an absolute-form request line', async () => {
    for (const [method, url] of [['post', '/%761/admin/admin-keys'], ['get', '/%761/admin/apps'], ['get', '/%761/games'], ['get', `/v1/hands/${aliceHand.id.replace('a', '%61')}`]] as const) {
      const res = method === 'get' ? await anon.get(url) : await anon.post(url).send({});
      // The hook's answer (it alone sets WWW-Authenticate), not only the guard's second lock.
      expect({ url, status: res.status, challenge: res.headers['www-authenticate'] }).toEqual({ url, status: 401, challenge: 'Bearer realm="croupier"' });
    }
    await app.listen(0, '127.0.0.1');
    const port = Number(new URL(await app.getUrl()).port);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(`GET http://127.0.0.1:${port}/v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (d) => (text += d.toString('utf8'))).on('end', () => resolve(text)).on('error', reject);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
    expect(raw).toMatch(/\r\nwww-authenticate: Bearer realm="croupier"\r\n/i);
  });

  it("never answers an Idempotency-Key on another app's hand from the stored answer", async () => {
    const hand = (await alice.post('/v1/hands').send(holdem({ seed: 'idem' })).expect(201)).body;
    const body = { seat: 1, type: 'call' };
    const mine = await alice.post(`/v1/hands/${hand.id}/actions`).set('Idempotency-Key', 'same-key').send(body).expect(200);
    expect(mine.body.seats[1].cards[0].card).toEqual(expect.any(String));
    const theirs = await bob.post(`/v1/hands/${hand.id}/actions`).set('Idempotency-Key', 'same-key').send(body).expect(404);
    expect(JSON.stringify(theirs.body)).not.toContain('"cards"');
    await bob.post(`/v1/hands/${hand.id}/actions`).set('Idempotency-Key', 'same-key').send({ seat: 2, type: 'fold' }).expect(404);
    // Alice's retry still gets her stored answer.
    const retry = await alice.post(`/v1/hands/${hand.id}/actions`).set('Idempotency-Key', 'same-key').send(body).expect(200);
    expect(retry.body).toEqual(mine.body);
  });

  describe('admin routes', () => {
    it('create an app whose key is shown once, list keys without secrets, and refuse to revoke the last admin key', async () => {
      const created = await admin.post('/v1/admin/apps').send({ name: 'dave', rateLimitPerMinute: 500 }).expect(201);
      expect(created.headers.location).toBe(`/v1/admin/apps/${created.body.id}`);
      const secret: string = created.body.key.secret;
      expect(secret).toMatch(/^crp_app_[A-Za-z0-9_-]{43}$/);
      expect(created.body.key).toMatchObject({ role: 'app', appId: created.body.id, rateLimitPerMinute: 500, prefix: secret.slice(0, 14), revokedAt: null });
      await client(app, secret).get('/v1/games').expect(200);

      const listed = await admin.get('/v1/admin/apps').expect(200);
      expect(listed.body.items.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['alice', 'bob', 'dave']));
      const keys = await admin.get(`/v1/admin/keys?appId=${created.body.id}`).expect(200);
      expect(keys.body.items).toHaveLength(1);
      for (const body of [listed.text, keys.text, (await admin.get(`/v1/admin/apps/${created.body.id}`).expect(200)).text]) {
        expect(body).not.toContain(secret);
        expect(body).not.toContain('"secret"');
      }
      const second = await admin.post(`/v1/admin/apps/${created.body.id}/keys`).send({ name: 'rotation' }).expect(201);
      await client(app, second.body.secret).get('/v1/games').expect(200);
      await admin.post('/v1/admin/apps').send({ name: '' }).expect(422);
      await admin.post('/v1/admin/apps/00000000-0000-4000-8000-000000000000/keys').send({}).expect(404);
      await admin.post('/v1/admin/keys/not-a-uuid/revoke').expect(404);
    });

    it('refuses to revoke the only active admin key (409), and revokes it once there is another', async () => {
      // The only active admin key of a database: one of its own, since suites running beside this one
      // make admin keys in the shared database at any moment.
      await withOwnDatabase('access_last_admin', async (url) => {
        const alone = await bootApp({ databaseUrl: url, databasePoolSize: 1 });
        try {
          const only = await alone.get(KeysService).createAdminKey({ name: 'the only one' });
          const first = client(alone, only.secret);
          const refused = await first.post(`/v1/admin/keys/${only.key.id}/revoke`).expect(409);
          expect(refused.body.type).toBe('/problems/last-admin-key');
          await first.get('/v1/admin/apps').expect(200);
          const next = await first.post('/v1/admin/admin-keys').send({ name: 'e2e admin' }).expect(201);
          expect(next.body.secret).toMatch(/^crp_admin_[A-Za-z0-9_-]{43}$/);
          await first.post(`/v1/admin/keys/${only.key.id}/revoke`).expect(200);
          await first.get('/v1/admin/apps').expect(401);
          await client(alone, next.body.secret).get('/v1/admin/apps').expect(200);
        } finally {
          await alone.close();
        }
      });
    });
  });

  describe('seat tokens', () => {
    const HOLES = { 1: 'As Kd', 2: 'Qc Jh', 3: 'Ts 9s' };
    const deck = stackedDeck({ game: 'holdem', seats: SEATS, button: 1, holes: HOLES, board: '2c 3d 4h 8c 8d' });
    let hand: { id: string; version: number; seatTokens: { seat: number; token: string }[] };
    const seat = (n: number) => client(app, hand.seatTokens.find((t) => t.seat === n)!.token);

    beforeAll(async () => {
      hand = (await alice.post('/v1/hands').send(holdem({ deck, seatTokens: true })).expect(201)).body;
    });

    it('are issued one per seat with the hand, shown once', async () => {
      expect(hand.seatTokens.map((t) => t.seat)).toEqual(SEATS);
      for (const t of hand.seatTokens) expect(t.token).toMatch(/^crp_seat_[A-Za-z0-9_-]{43}$/);
      const again = (await alice.get(`/v1/hands/${hand.id}`).expect(200)).body;
      expect(again.seatTokens).toBeUndefined();
    });

    it("read only their own seat's view; another seat is 403", async () => {
      const view = (await seat(1).get(`/v1/hands/${hand.id}`).expect(200)).body;
      expect(view.viewer).toBe(1);
      const cards = (s: number) => view.seats.find((x: { seat: number }) => x.seat === s).cards.map((c: { card: string | null }) => c.card);
      expect(cards(1)).toEqual(['As', 'Kd']);
      expect(cards(2)).toEqual([null, null]);
      expect(cards(3)).toEqual([null, null]);
      await seat(1).get(`/v1/hands/${hand.id}?seat=1`).expect(200);
      const other = await seat(1).get(`/v1/hands/${hand.id}?seat=2`).expect(403);
      expect(other.body.type).toBe('/problems/forbidden');
      expect(other.body.detail).toMatch(/seat 1.*seat 2/);
      await seat(1).get(`/v1/hands/${hand.id}/replay?step=${hand.version}&seat=3`).expect(403);
      const replayed = (await seat(1).get(`/v1/hands/${hand.id}/replay?step=${hand.version}`).expect(200)).body;
      expect(replayed.viewer).toBe(1);
      expect(JSON.stringify(replayed)).not.toMatch(/"Qc"|"Jh"|"Ts"|"9s"/);
    });

    it('act only for their own seat; acting for another is 403 and changes nothing', async () => {
      // Button 1: seats 2 and 3 post the blinds, seat 1 acts first.
      const forOther = await seat(2).post(`/v1/hands/${hand.id}/actions`).send({ seat: 1, type: 'call' }).expect(403);
      expect(forOther.body.detail).toMatch(/seat 2.*seat 1/);
      expect((await alice.get(`/v1/hands/${hand.id}`).expect(200)).body.version).toBe(hand.version);
      const acted = (await seat(1).post(`/v1/hands/${hand.id}/actions`).send({ seat: 1, type: 'call' }).expect(200)).body;
      // The answer to a seat is its own view, never the full one.
      expect(acted.viewer).toBe(1);
      expect(JSON.stringify(acted)).not.toMatch(/"Qc"|"Jh"|"Ts"|"9s"/);
      // Out of turn, seat 3 gets the rule violation like anyone else.
      await seat(3).post(`/v1/hands/${hand.id}/actions`).send({ seat: 3, type: 'check' }).expect(422);
    });

    it('reach nothing else: history, listings, creation, other hands, stateless routes, token issuance (403)', async () => {
      const token = seat(1);
      await token.get(`/v1/hands/${hand.id}/history`).expect(403);
      await token.get('/v1/hands').expect(403);
      await token.post('/v1/hands').send(holdem()).expect(403);
      await token.post(`/v1/hands/${hand.id}/seat-tokens`).send({}).expect(403);
      await token.delete(`/v1/hands/${hand.id}`).expect(403);
      await token.get('/v1/games').expect(403);
      await token.post('/v1/pot-limit').send({}).expect(403);
      const showdown = await token.post('/v1/showdowns').send(SHOWDOWN).expect(403);
      expect(showdown.body.detail).toBe('This route takes an app key, not a seat token.');
      const elsewhere = await token.get(`/v1/hands/${aliceHand.id}`).expect(403);
      expect(elsewhere.body.detail).toMatch(/another hand/);
      await token.get('/v1/admin/apps').expect(403);
    });

    it("learn nothing of another seat's cards from a refusal, and cannot name cards", async () => {
      // Triple draw: the legal draw lists the cards of the player to act.
      const draw = (await alice.post('/v1/hands').send({ game: 'deuceToSevenTripleDraw', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4 }, seats: SEATS.map((seat) => ({ seat, stack: 100 })), button: 1, seed: 'leak', seatTokens: true }).expect(201)).body;
      const token = (s: number) => client(app, draw.seatTokens.find((t: { seat: number }) => t.seat === s).token);
      for (const [s, type] of [[1, 'call'], [2, 'call'], [3, 'check']] as const) await token(s).post(`/v1/hands/${draw.id}/actions`).send({ seat: s, type }).expect(200);
      const full = (await alice.get(`/v1/hands/${draw.id}`).expect(200)).body;
      expect(full.toAct.legalActions[0].type).toBe('draw');
      const actor = full.toAct.seat as number;
      const other = SEATS.find((s) => s !== actor)!;
      const theirCards = full.seats.find((x: { seat: number }) => x.seat === actor).cards.map((c: { card: string }) => c.card) as string[];
      const refused = await token(other).post(`/v1/hands/${draw.id}/actions`).send({ seat: other, type: 'draw', cards: [] }).expect(422);
      expect(refused.body.type).toBe('/problems/not-your-turn');
      expect(refused.body.toAct).toBe(actor);
      expect(refused.body.legalActions).toEqual([]);
      for (const card of theirCards) expect(JSON.stringify(refused.body)).not.toContain(`"${card}"`);
      // The player to act still hears what he may do.
      const own = await token(actor).post(`/v1/hands/${draw.id}/actions`).send({ seat: actor, type: 'check' }).expect(422);
      expect(own.body.legalActions.map((l: { type: string }) => l.type)).toContain('draw');
      const named = await token(actor).post(`/v1/hands/${draw.id}/actions`).send({ seat: actor, type: 'show', cards: ['As', 'Ah', 'Ad', 'Ac', 'Ks'] }).expect(403);
      expect(named.body.detail).toMatch(/cannot name the cards/);
    });

    it('can be issued anew by the app, which revokes the old token of that seat only', async () => {
      const old = seat(2);
      const issued = (await alice.post(`/v1/hands/${hand.id}/seat-tokens`).send({ seats: [2] }).expect(201)).body;
      expect(issued.seatTokens.map((t: { seat: number }) => t.seat)).toEqual([2]);
      await old.get(`/v1/hands/${hand.id}`).expect(401);
      const fresh = client(app, issued.seatTokens[0].token);
      expect((await fresh.get(`/v1/hands/${hand.id}`).expect(200)).body.viewer).toBe(2);
      await seat(3).get(`/v1/hands/${hand.id}`).expect(200);
      await alice.post(`/v1/hands/${hand.id}/seat-tokens`).send({ seats: [7] }).expect(422);
      await bob.post(`/v1/hands/${hand.id}/seat-tokens`).send({}).expect(404);
    });
  });

  it('never lets the undealt deck or the salt of a live hand out through any route', async () => {
    // A server-shuffled hand: the deck order and the salt exist only on the server until it is over.
    const hand = (await alice.post('/v1/hands').send(holdem({ seatTokens: true })).expect(201)).body;
    const seen: string[] = [JSON.stringify(hand)];
    const look = async () => {
      const state = (await alice.get(`/v1/hands/${hand.id}`).expect(200)).body;
      seen.push(JSON.stringify(state), (await alice.get(`/v1/hands/${hand.id}/history`).expect(200)).text, (await alice.get('/v1/hands?limit=5').expect(200)).text);
      for (let step = 0; step <= state.version; step++) seen.push((await alice.get(`/v1/hands/${hand.id}/replay?step=${step}`).expect(200)).text);
      for (const t of hand.seatTokens) seen.push((await client(app, t.token).get(`/v1/hands/${hand.id}`).expect(200)).text);
      return state;
    };
    let state = await look();
    const history = JSON.parse(seen[2]!);
    expect(history.deck).toBeUndefined();
    expect(history.salt).toBeUndefined();
    // Burned cards are unseen cards too: named in the history only once the hand is over.
    const burns = (h: { events: { type: string; card?: string }[] }) => h.events.filter((e) => e.type === 'burn');
    // Check it down to the river, looking at everything after every action.
    while (state.status === 'live') {
      const { seat, legalActions } = state.toAct;
      const type = legalActions.some((a: { type: string }) => a.type === 'check') ? 'check' : 'call';
      await alice.post(`/v1/hands/${hand.id}/actions`).send({ seat, type }).expect(200);
      state = (await alice.get(`/v1/hands/${hand.id}`).expect(200)).body;
      if (state.status === 'live') await look();
    }
    const done = (await alice.get(`/v1/hands/${hand.id}/history`).expect(200)).body;
    expect(done.salt).toMatch(/^[0-9a-f]{64}$/);
    const liveBurns = seen.filter((t) => t.includes('"events"')).flatMap((t) => burns(JSON.parse(t)));
    expect(liveBurns.length).toBeGreaterThan(0);
    expect(liveBurns.every((e) => e.card === undefined)).toBe(true);
    expect(burns(done).map((e) => e.card)).toEqual([done.deck[6], done.deck[10], done.deck[12]]);
    const live = seen.join('\n');
    expect(live).not.toContain(done.salt);
    // Three hold'em players use 14 cards (6 hole, 3 burns, 5 board); no live answer spells out the rest.
    const tail = done.deck.slice(14);
    expect(live).not.toContain(JSON.stringify(tail));
    expect(live).not.toContain(tail.join(' '));
  });

  describe('rate limits', () => {
    it('answer 429 with Retry-After once a key has used its budget, and publish the budget on every response', async () => {
      const slow = await newAppKey(app, { name: 'slow', rateLimitPerMinute: 3 });
      const api = client(app, slow.key);
      for (let i = 0; i < 3; i++) {
        // HEAD is the GET route's twin: authenticated and counted once, like it.
        const res = i === 1 ? await api.head('/v1/games').expect(200) : await api.get('/v1/games').expect(200);
        expect(res.headers['ratelimit-policy']).toBe('"per-key";q=3;w=60');
        expect(res.headers.ratelimit).toMatch(new RegExp(`^"per-key";r=${2 - i};t=\\d+$`));
      }
      const limited = await api.get('/v1/games').expect(429);
      expect(limited.body.type).toBe('/problems/rate-limited');
      // One request comes back every 20 s at 3 per minute.
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(19);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(20);
      expect(limited.body.retryAfter).toBe(Number(limited.headers['retry-after']));
      // Another key is not affected.
      await alice.get('/v1/games').expect(200);
    });

    it('count an import of n hands as n requests', async () => {
      const small = client(app, (await newAppKey(app, { name: 'importer', rateLimitPerMinute: 4 })).key);
      const hand = (n: number) => `[${n}]\nvariant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [50, 50]\nactions = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 f"]\n`;
      const five = [1, 2, 3, 4, 5].map(hand).join('\n');
      const refused = await small.post('/v1/hands/import').set('content-type', 'application/toml').send(five).expect(429);
      expect(refused.body.type).toBe('/problems/rate-limited');
      expect(refused.headers['retry-after']).toEqual(expect.any(String));
      // Nothing was stored, and what was left of the budget is still there for smaller imports.
      expect((await small.get('/v1/hands?limit=10').expect(200)).body.items).toEqual([]);
      const two = await small.post('/v1/hands/import').set('content-type', 'application/toml').send([1, 2].map(hand).join('\n')).expect(201);
      expect(two.body.hands).toHaveLength(2);
    });

    it('refuse a client address with 429 after too many failed authentications', async () => {
      const strict = await bootApp({ auth: { rateLimitPerMinute: 1000, authFailuresPerMinute: 4, credentialCacheSeconds: 10 } });
      try {
        const { key } = await newAppKey(strict);
        const bad = request.agent(strict.getHttpServer()).set('authorization', `Bearer crp_app_${'y'.repeat(43)}`);
        for (let i = 0; i < 4; i++) await bad.get('/v1/games').expect(401);
        const refused = await bad.get('/v1/games').expect(429);
        expect(refused.body.type).toBe('/problems/too-many-failed-authentications');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        await request(strict.getHttpServer()).get('/v1/games').set('authorization', `Bearer crp_seat_${'z'.repeat(43)}`).expect(429);
        // A valid key from the same address (many clients behind one proxy) is never locked out.
        await client(strict, key).get('/v1/games').expect(200);
      } finally {
        await strict.close();
      }
    });
  });
});

describe('log hygiene', () => {
  it("writes a request's two lines at info, with its id and response time, and none at warn", async () => {
    const linesAt = async (logLevel: string) => {
      const lines: Record<string, unknown>[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString('utf8')));
          done();
        },
      });
      const app = await bootApp({ logLevel, logStream: stream, logger: false });
      try {
        await request(app.getHttpServer()).get('/health/live').set('x-request-id', `logs-${logLevel}`).expect(200);
      } finally {
        await app.close();
      }
      return lines.filter((line) => line.reqId === `logs-${logLevel}`);
    };
    const info = await linesAt('info');
    expect(info.map((line) => [line.level, line.msg])).toEqual([
      [30, 'incoming request'],
      [30, 'request completed'],
    ]);
    expect(info[1]).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });
    expect(await linesAt('warn')).toEqual([]);
  });

  it('logs a played hand without its keys, seat tokens or down cards', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const nest: LoggerService = {
      log: (...args: unknown[]) => void lines.push(JSON.stringify(args)),
      error: (...args: unknown[]) => void lines.push(JSON.stringify(args)),
      warn: (...args: unknown[]) => void lines.push(JSON.stringify(args)),
    };
    const app = await bootApp({ logLevel: 'info', logStream: stream, logger: nest });
    try {
      const { key } = await newAppKey(app);
      const api = client(app, key);
      const holes = { 1: 'As Kd', 2: 'Qc Jh', 3: 'Ts Th' };
      const deck = stackedDeck({ game: 'holdem', seats: SEATS, button: 1, holes, board: '2c 3d 4h 8c 8d' });
      const hand = (await api.post('/v1/hands').send(holdem({ deck, seatTokens: true })).expect(201)).body;
      const tokens: string[] = hand.seatTokens.map((t: { token: string }) => t.token);
      const as = (s: number) => client(app, tokens[s - 1]!);
      // Refusals are logged too: a wrong key, a seat acting for another, an illegal action.
      await request(app.getHttpServer()).get('/v1/games').set('authorization', `Bearer ${key.slice(0, -1)}x`).expect(401);
      await as(2).post(`/v1/hands/${hand.id}/actions`).send({ seat: 1, type: 'fold' }).expect(403);
      await as(1).post(`/v1/hands/${hand.id}/actions`).send({ seat: 1, type: 'raise', amount: 3 }).expect(422);
      for (const [s, type] of [[1, 'call'], [2, 'call'], [3, 'check']] as const) await as(s).post(`/v1/hands/${hand.id}/actions`).send({ seat: s, type }).expect(200);
      for (let street = 0; street < 3; street++) for (const s of [2, 3, 1]) await as(s).post(`/v1/hands/${hand.id}/actions`).send({ seat: s, type: 'check' }).expect(200);
      const done = (await api.get(`/v1/hands/${hand.id}`).expect(200)).body;
      expect(done.status).toBe('complete');
      await api.get(`/v1/hands/${hand.id}/history`).expect(200);

      const log = lines.join('\n');
      // The capture works: every request left a line with its URL.
      expect(log.split(`/v1/hands/${hand.id}/actions`).length - 1).toBeGreaterThanOrEqual(14);
      expect(log).not.toContain(key);
      expect(log).not.toContain(key.slice(8, 30));
      for (const token of tokens) expect(log).not.toContain(token.slice(9, 30));
      expect(log).not.toMatch(/authorization/i);
      for (const card of Object.values(holes).join(' ').split(' ')) expect(log).not.toMatch(new RegExp(`(?<![A-Za-z0-9])${card}(?![A-Za-z0-9])`));
    } finally {
      await app.close();
    }
  });
});
