import 'reflect-metadata';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { PRISMA_DIR } from '../../src/db/migrate';
import { stackedDeck } from '../unit/engine/helpers';
import { type Agent, bootApp, bootWithKey, client } from './app';

type Event = { seq: number; type: string; seat?: number; cards?: unknown[] };


/** An action applies to the decision the player saw; a retry never acts twice (issue 14, item 4). */
describe('decisions: what the player saw is what gets applied', () => {
  let app: NestFastifyApplication;
  let api: Agent;
  let key: string;

  beforeAll(async () => {
    ({ app, api, key } = await bootWithKey());
  });
  afterAll(() => app.close());

  const history = async (id: string): Promise<Event[]> => (await api.get(`/v1/hands/${id}/history`).expect(200)).body.events;

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
