import 'reflect-metadata';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { PRISMA_DIR } from '../../src/db/migrate';
import { stackedDeck } from '../unit/engine/helpers';
import { type Agent, bootApp, bootWithKey, client } from './app';
import { atOnce } from './at-once';

type Event = { seq: number; type: string; seat?: number; cards?: unknown[] };
const HEADS_UP = { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1 };

/** An action applies to the decision the player saw; a retry never acts twice (issue 14, item 4). */
describe('decisions: what the player saw is what gets applied', () => {
  let app: NestFastifyApplication;
  let api: Agent;
  let key: string;
  let base: string;

  beforeAll(async () => {
    ({ app, api, key } = await bootWithKey());
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });
  afterAll(() => app.close());

  const history = async (id: string): Promise<Event[]> => (await api.get(`/v1/hands/${id}/history`).expect(200)).body.events;

  it('a double click acts once: two identical checks at once, over 10 heads-up hands', async () => {
    for (let i = 0; i < 10; i++) {
      const hand = (await api.post('/v1/hands').send({ ...HEADS_UP, seed: `double-${i}` }).expect(201)).body;
      // The button (small blind) completes; the big blind may check, which ends the pre-flop round.
      // On the flop the big blind acts first again: a second `check` must not be taken for that decision.
      await api.post(`/v1/hands/${hand.id}/actions`).send({ seat: 1, type: 'call' }).expect(200);
      const results = await atOnce(base, key, [0, 1].map(() => ({ path: `/v1/hands/${hand.id}/actions`, body: { seat: 2, type: 'check' } })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const won = results.find((r) => r.status === 200)!;
      const lost = results.find((r) => r.status === 409)!;
      expect(lost.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(lost.body.type).toBe('/problems/decision-superseded');
      // The refusal carries the hand as it is now, so the player can decide again.
      expect(lost.body.currentVersion).toBe(won.body.version);
      expect(lost.body.hand).toEqual(won.body);
      expect((lost.body.hand as { street: string }).street).toBe('flop');
      const events = await history(hand.id);
      expect(events.filter((e) => e.type === 'check' && e.seat === 2)).toHaveLength(1);
      expect(events.map((e) => e.seq)).toEqual(events.map((_, n) => n + 1));
      const now = (await api.get(`/v1/hands/${hand.id}`).expect(200)).body;
      expect(now.version).toBe(won.body.version);
      expect(now.toAct.seat).toBe(2);
    }
  });

  it('the same Idempotency-Key gets the stored answer, with If-Match too: never 412, never applied twice (10 hands)', async () => {
    for (let i = 0; i < 10; i++) {
      const hand = (await api.post('/v1/hands').send({ ...HEADS_UP, seed: `idem-${i}` }).expect(201)).body;
      const request = { path: `/v1/hands/${hand.id}/actions`, headers: { 'if-match': `"${hand.version}"`, 'idempotency-key': `raise-${i}` }, body: { seat: 1, type: 'raise', amount: 6 } };
      const send = () => api.post(request.path).set(request.headers).send(request.body);
      const results = await atOnce(base, key, [request, request, request]);
      const ok = results.filter((r) => r.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(409);
        expect(r.body.type).toBe('/problems/idempotency-key-in-progress');
        expect(r.headers['retry-after']).toBeDefined();
      }
      for (const r of ok) expect(r.body).toEqual(ok[0]!.body);
      // Once the original is done, every retry gets its answer, whatever If-Match says now.
      const later = await send().expect(200);
      expect(later.body).toEqual(ok[0]!.body);
      expect(later.headers.etag).toBe(`"${ok[0]!.body.version}"`);
      const events = await history(hand.id);
      expect(events.filter((e) => e.type === 'raise')).toHaveLength(1);
    }
  });

  it('a decision made on a version this instance had not seen is checked against the hand as it is', async () => {
    const hand = (await api.post('/v1/hands').send({ ...HEADS_UP, seed: 'stale' }).expect(201)).body;
    const second = await bootApp();
    try {
      const other = client(second, key);
      // The second instance acts; this one still remembers the hand as it was created.
      await other.post(`/v1/hands/${hand.id}/actions`).send({ seat: 1, type: 'call' }).expect(200);
      const res = await api.post(`/v1/hands/${hand.id}/actions`).send({ seat: 2, type: 'check' }).expect(200);
      expect(res.body.street).toBe('flop');
      // And the other way round: its memory is now the stale one.
      const bet = await other.post(`/v1/hands/${hand.id}/actions`).send({ seat: 2, type: 'bet', amount: 4 }).expect(200);
      expect(bet.body.toAct.seat).toBe(1);
      await api.post(`/v1/hands/${hand.id}/actions`).set('If-Match', `"${res.body.version}"`).send({ seat: 2, type: 'check' }).expect(412);
      const fold = await api.post(`/v1/hands/${hand.id}/actions`).set('If-Match', `"${bet.body.version}"`).send({ seat: 1, type: 'fold' }).expect(200);
      expect(fold.body.status).toBe('complete');
    } finally {
      await second.close();
    }
  });

  describe('draw-game events carry card codes', () => {
    const CODE = /^(?:[2-9TJQKA][cdhs]|\?\?)$/;
    const DRAW_HAND = {
      game: 'jacksOrBetter',
      stakes: { ante: 2 },
      seats: [{ seat: 1, stack: 200 }, { seat: 2, stack: 200 }, { seat: 3, stack: 200 }],
      button: 3,
      deck: stackedDeck({ game: 'jacksOrBetter', seats: [1, 2, 3], button: 3, holes: { 1: 'Kh Kd 7c 7d 2s', 2: 'Ah Qc 9s 6d 3h', 3: 'Th 8d 5c 4s 2c' } }),
    };
    const SCRIPT = [
      { seat: 1, type: 'bet', amount: 6 },
      { seat: 2, type: 'call' },
      { seat: 3, type: 'fold' },
      { seat: 1, type: 'draw', cards: ['2s'] },
      { seat: 2, type: 'draw', cards: ['9s', '6d', '3h'] },
    ];
    const withCards = (events: Event[]) => events.filter((e) => Array.isArray(e.cards));

    async function drawnHand(): Promise<string> {
      const hand = (await api.post('/v1/hands').send(DRAW_HAND).expect(201)).body;
      for (const body of SCRIPT) await api.post(`/v1/hands/${hand.id}/actions`).send(body).expect(200);
      return hand.id;
    }

    it('openers, draws and replacements are published as codes, like every other event', async () => {
      const id = await drawnHand();
      const events = await history(id);
      const types = new Set(withCards(events).map((e) => e.type));
      for (const type of ['openers', 'draw', 'replace']) expect(types).toContain(type);
      for (const e of withCards(events)) for (const c of e.cards!) expect(typeof c === 'object' ? (c as { card: string }).card : c).toMatch(CODE);
      expect(events.find((e) => e.type === 'openers')!.cards).toEqual(['Kh', 'Kd', '7c', '7d', '2s']);
      expect(events.find((e) => e.type === 'draw' && e.seat === 2)!.cards).toEqual(['9s', '6d', '3h']);
    });

    it('the migration rewrites rows stored with integers, and the hand replays the same', async () => {
      const id = await drawnHand();
      const before = await history(id);
      const db = new Client({ connectionString: process.env.DATABASE_URL });
      await db.connect();
      try {
        // Rows as the service wrote them before: card integers (rank * 4 + suit) in these events.
        await db.query(
          `UPDATE "HandEvent" SET payload = jsonb_set(payload, '{cards}', (
             SELECT COALESCE(jsonb_agg(CASE WHEN jsonb_typeof(c) = 'string'
               THEN to_jsonb((strpos('23456789TJQKA', substr(c #>> '{}', 1, 1)) - 1) * 4 + strpos('cdhs', substr(c #>> '{}', 2, 1)) - 1)
               ELSE c END ORDER BY i), '[]'::jsonb)
             FROM jsonb_array_elements(payload->'cards') WITH ORDINALITY AS t(c, i)))
           WHERE "handId" = $1 AND type IN ('openers', 'draw', 'replace')`,
          [id],
        );
        const stored = await db.query(`SELECT payload FROM "HandEvent" WHERE "handId" = $1 AND type = 'openers'`, [id]);
        expect(stored.rows[0].payload.cards).toEqual([46, 45, 20, 21, 3]);
        const dir = readdirSync(path.join(PRISMA_DIR, 'migrations')).find((d) => d.endsWith('_draw_event_card_codes'));
        expect(dir).toBeDefined();
        await db.query(readFileSync(path.join(PRISMA_DIR, 'migrations', dir!, 'migration.sql'), 'utf8'));
      } finally {
        await db.end();
      }
      expect(await history(id)).toEqual(before);
      // A fresh instance rebuilds the hand from the rewritten rows and plays on.
      const second = await bootApp();
      try {
        const other = client(second, key);
        const replayed = (await other.get(`/v1/hands/${id}/replay?step=${before.length}`).expect(200)).body;
        expect(replayed.toAct.seat).toBe(1);
        await other.post(`/v1/hands/${id}/actions`).send({ seat: 1, type: 'check' }).expect(200);
      } finally {
        await second.close();
      }
    });
  });
});
