import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PrismaService } from '../../src/prisma/prisma.service';
import { type Agent, bootWithKey } from './app';

const HEADS_UP = { stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1 };

interface Summary {
  id: string;
  game: string;
  createdAt: string;
}

/** Every page of a listing, following nextCursor to the end. */
async function pageThrough(api: Agent, query: string): Promise<Summary[][]> {
  const pages: Summary[][] = [];
  let cursor: string | null = null;
  do {
    const res: { body: { items: Summary[]; nextCursor: string | null } } = await api.get(`/v1/hands?${query}${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
    pages.push(res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

/** Newest first, ties on createdAt broken by the larger id: the order the listing promises. */
function newestFirst(a: Summary, b: Summary): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : -1;
}

describe('storage', () => {
  let app: NestFastifyApplication;
  let api: Agent;

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
  });

  afterAll(async () => {
    await app.close();
  });

  describe('listing pages', () => {
    const ids: string[] = [];

    beforeAll(async () => {
      for (let i = 0; i < 13; i++) {
        const res = await api.post('/v1/hands').send({ ...HEADS_UP, game: i % 2 ? 'irish' : 'holdem', bettingStructure: 'noLimit', seed: `page-${i}` }).expect(201);
        ids.push(res.body.id);
      }
      // Three hands to a millisecond, so that pages have to cut through ties on createdAt.
      const prisma = app.get(PrismaService);
      for (const [i, id] of ids.entries()) {
        await prisma.$executeRaw`UPDATE "Hand" SET "createdAt" = timestamptz '2026-01-01T00:00:00Z' + ${Math.floor(i / 3)} * interval '1 second' WHERE "id" = ${id}::uuid`;
      }
    });

    it('returns every hand exactly once, newest first, across pages that split equal timestamps', async () => {
      const pages = await pageThrough(api, 'limit=2');
      const seen = pages.flat();
      expect(pages).toHaveLength(7);
      expect(pages.slice(0, -1).every((p) => p.length === 2)).toBe(true);
      expect(seen.map((h) => h.id).sort()).toEqual([...ids].sort());
      expect(seen).toEqual([...seen].sort(newestFirst));
      // The same items as one page holding them all.
      const whole = (await api.get('/v1/hands?limit=100').expect(200)).body;
      expect(whole.nextCursor).toBeNull();
      expect(seen).toEqual(whole.items);
    });

    it('pages a filtered listing the same way', async () => {
      const seen = (await pageThrough(api, 'game=irish&limit=3')).flat();
      const irish = ids.filter((_, i) => i % 2);
      expect(seen.map((h) => h.id).sort()).toEqual([...irish].sort());
      expect(seen).toEqual([...seen].sort(newestFirst));
      const windowed = (await pageThrough(api, 'createdFrom=2026-01-01T00:00:01Z&createdTo=2026-01-01T00:00:03Z&limit=4')).flat();
      expect(windowed.map((h) => h.id).sort()).toEqual(ids.slice(3, 9).sort());
    });
  });
});
