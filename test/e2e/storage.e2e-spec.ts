import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEFAULT_STORAGE_CONFIG } from '../../src/config';
import { KeysService } from '../../src/auth/keys.service';
import { PrismaService } from '../../src/prisma/prisma.service';
import { StorageSweeper } from '../../src/storage/storage-sweeper.service';
import { type Agent, bootApp, bootWithKey, client, newAppKey } from './app';

/** No timer: these tests run every sweep themselves. Small batches, so that a sweep takes many. */
const STORAGE = { ...DEFAULT_STORAGE_CONFIG, sweepIntervalSeconds: 0, sweepBatchSize: 100 };

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
    ({ app, api } = await bootWithKey({ storage: STORAGE }));
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

  describe('idempotency keys', () => {
    let prisma: PrismaService;
    let handId: string;

    /** Stores `count` keys on the hand, `hoursAgo` old, named `<prefix>-<n>`. */
    async function storeKeys(prefix: string, count: number, hoursAgo: number): Promise<void> {
      await prisma.$executeRaw`
        INSERT INTO "IdempotencyKey" ("handId", "key", "requestHash", "status", "response", "createdAt")
        SELECT ${handId}::uuid, ${prefix} || '-' || i, 'x', 200, '{}', now() - ${hoursAgo} * interval '1 hour'
        FROM generate_series(1, ${count}::int) AS i`;
    }

    async function keysLeft(prefix: string): Promise<number> {
      return prisma.idempotencyKey.count({ where: { handId, key: { startsWith: `${prefix}-` } } });
    }

    beforeAll(async () => {
      prisma = app.get(PrismaService);
      handId = (await api.post('/v1/hands').send({ ...HEADS_UP, game: 'holdem', bettingStructure: 'noLimit', seed: 'keys' }).expect(201)).body.id;
    });

    it('replays a fresh key, and treats an expired one as a new request', async () => {
      const call = await api.post(`/v1/hands/${handId}/actions`).set('idempotency-key', 'k1').send({ seat: 1, type: 'call' }).expect(200);
      const retry = await api.post(`/v1/hands/${handId}/actions`).set('idempotency-key', 'k1').send({ seat: 1, type: 'call' }).expect(200);
      expect(retry.body).toEqual(call.body);
      // Another action under a fresh key is refused: the key is taken.
      await api.post(`/v1/hands/${handId}/actions`).set('idempotency-key', 'k1').send({ seat: 2, type: 'check' }).expect(422);
      await prisma.$executeRaw`UPDATE "IdempotencyKey" SET "createdAt" = now() - interval '25 hours' WHERE "handId" = ${handId}::uuid AND "key" = 'k1'`;
      // Expired (24 h by default): the same key now carries a new action, which is applied and stored.
      const check = await api.post(`/v1/hands/${handId}/actions`).set('idempotency-key', 'k1').send({ seat: 2, type: 'check' }).expect(200);
      expect(check.body.version).toBeGreaterThan(call.body.version);
      expect(check.body.street).toBe('flop');
      const stored = await prisma.idempotencyKey.findUniqueOrThrow({ where: { handId_key: { handId, key: 'k1' } } });
      expect(Date.now() - stored.createdAt.getTime()).toBeLessThan(3_600_000);
    });

    it('sweeps on one instance at a time, in bounded batches, deleting the expired keys only', async () => {
      await storeKeys('old', 20_000, 25);
      await storeKeys('new', 50, 23);
      const other = await bootApp({ storage: STORAGE });
      try {
        const reports = await Promise.all([app.get(StorageSweeper).sweep(), other.get(StorageSweeper).sweep()]);
        const ran = reports.filter((r) => r.ran);
        expect(ran).toHaveLength(1);
        expect(reports.find((r) => !r.ran)?.reason).toBe('locked');
        expect(ran[0]!.idempotencyKeys).toBeGreaterThanOrEqual(20_000);
        expect(ran[0]!.largestBatch).toBeLessThanOrEqual(100);
        expect(ran[0]!.batches).toBeGreaterThanOrEqual(200);
        expect(await keysLeft('old')).toBe(0);
        expect(await keysLeft('new')).toBe(50);
        // The lock was released: the next sweep runs (and finds nothing of ours to delete).
        expect((await other.get(StorageSweeper).sweep()).ran).toBe(true);
        expect(await keysLeft('new')).toBe(50);
      } finally {
        await other.close();
      }
    });

    it('stops between two batches when its app shuts down', async () => {
      await storeKeys('stop', 20_000, 25);
      const other = await bootApp({ storage: STORAGE });
      const sweeping = other.get(StorageSweeper).sweep();
      let settled = false;
      void sweeping.then(() => (settled = true));
      await other.close();
      expect(settled).toBe(true);
      const report = await sweeping;
      expect(report.idempotencyKeys).toBeLessThan(20_000);
      expect(await keysLeft('stop')).toBe(20_000 - report.idempotencyKeys);
      await app.get(StorageSweeper).sweep();
      expect(await keysLeft('stop')).toBe(0);
    });

    it('reports an unreachable database and does not throw', async () => {
      const sweeper = new StorageSweeper({ databaseUrl: 'postgresql://nobody@127.0.0.1:1/none', databasePoolSize: 1, storage: STORAGE });
      const report = await sweeper.sweep();
      expect(report).toMatchObject({ ran: false, reason: 'unreachable', idempotencyKeys: 0 });
    });
  });

  describe('DELETE /v1/hands/{id}', () => {
    const MISSING = '00000000-0000-4000-8000-000000000000';
    /** A 404 body with what names the request blanked out, to compare two answers. */
    const shape = (body: Record<string, unknown>, id: string) => ({ ...body, detail: String(body.detail).replace(id, '<id>'), instance: null, requestId: null });

    it('removes the hand with its events, seat tokens and idempotency keys, and nothing else', async () => {
      const prisma = app.get(PrismaService);
      const doomed = (await api.post('/v1/hands').send({ ...HEADS_UP, game: 'holdem', bettingStructure: 'noLimit', seed: 'doomed', seatTokens: true }).expect(201)).body;
      const kept = (await api.post('/v1/hands').send({ ...HEADS_UP, game: 'holdem', bettingStructure: 'noLimit', seed: 'kept', seatTokens: true }).expect(201)).body;
      for (const hand of [doomed, kept]) await api.post(`/v1/hands/${hand.id}/actions`).set('idempotency-key', 'del-1').send({ seat: 1, type: 'call' }).expect(200);
      const seat = (hand: { seatTokens: { seat: number; token: string }[] }, n: number) => client(app, hand.seatTokens.find((t) => t.seat === n)!.token);
      await seat(doomed, 2).get(`/v1/hands/${doomed.id}`).expect(200);
      const keptBefore = (await api.get(`/v1/hands/${kept.id}`).expect(200)).body;
      const rows = async (handId: string) => ({
        events: await prisma.handEvent.count({ where: { handId } }),
        tokens: await prisma.seatToken.count({ where: { handId } }),
        keys: await prisma.idempotencyKey.count({ where: { handId } }),
      });
      const keptRows = await rows(kept.id);
      expect(await rows(doomed.id)).toEqual(keptRows);
      expect(keptRows.events).toBeGreaterThan(0);

      // A seat token may not delete its hand; another app finds no such hand.
      const bySeat = await seat(doomed, 1).delete(`/v1/hands/${doomed.id}`).expect(403);
      expect(bySeat.body.type).toBe('/problems/forbidden');
      const other = client(app, (await newAppKey(app, { name: 'other' })).key);
      const theirs = await other.delete(`/v1/hands/${doomed.id}`).expect(404);
      const none = await other.delete(`/v1/hands/${MISSING}`).expect(404);
      expect(shape(theirs.body, doomed.id)).toEqual(shape(none.body, MISSING));
      await api.get(`/v1/hands/${doomed.id}`).expect(200);

      const deleted = await api.delete(`/v1/hands/${doomed.id}`).expect(204);
      expect(deleted.text).toBe('');
      const gone = await api.get(`/v1/hands/${doomed.id}`).expect(404);
      expect(shape(gone.body, doomed.id)).toEqual(shape((await api.get(`/v1/hands/${MISSING}`).expect(404)).body, MISSING));
      await api.delete(`/v1/hands/${doomed.id}`).expect(404);
      expect(await rows(doomed.id)).toEqual({ events: 0, tokens: 0, keys: 0 });
      // Its seat tokens no longer authenticate at all.
      await seat(doomed, 2).get(`/v1/hands/${doomed.id}`).expect(401);
      await seat(doomed, 1).post(`/v1/hands/${doomed.id}/actions`).send({ seat: 1, type: 'fold' }).expect(401);

      // The other hand is as it was, and still plays: its token, its stored answer, its listing entry.
      expect(await rows(kept.id)).toEqual(keptRows);
      expect((await api.get(`/v1/hands/${kept.id}`).expect(200)).body).toEqual(keptBefore);
      await seat(kept, 2).get(`/v1/hands/${kept.id}`).expect(200);
      const replay = await api.post(`/v1/hands/${kept.id}/actions`).set('idempotency-key', 'del-1').send({ seat: 1, type: 'call' }).expect(200);
      expect(replay.body.version).toBe(keptBefore.version);
      const listed = (await api.get('/v1/hands?limit=100').expect(200)).body.items.map((h: { id: string }) => h.id);
      expect(listed).toContain(kept.id);
      expect(listed).not.toContain(doomed.id);
    });

    it('answers 404 to a malformed id', async () => {
      await api.delete('/v1/hands/not-a-uuid').expect(404);
    });
  });

  describe('retention of complete hands', () => {
    let prisma: PrismaService;
    let admin: Agent;
    let mine: { appId: string; api: Agent };
    let other: Agent;

    const newHand = async (as: Agent, seed: string) => (await as.post('/v1/hands').send({ ...HEADS_UP, game: 'holdem', bettingStructure: 'noLimit', seed }).expect(201)).body.id as string;
    /** A hand that ended preflop: the button folds. */
    const completeHand = async (as: Agent, seed: string) => {
      const id = await newHand(as, seed);
      expect((await as.post(`/v1/hands/${id}/actions`).send({ seat: 1, type: 'fold' }).expect(200)).body.status).toBe('complete');
      return id;
    };
    const backdate = (id: string, days: number) => prisma.$executeRaw`UPDATE "Hand" SET "createdAt" = now() - ${days} * interval '1 day' WHERE "id" = ${id}::uuid`;
    const exists = async (id: string) => (await prisma.hand.count({ where: { id } })) === 1;

    beforeAll(async () => {
      prisma = app.get(PrismaService);
      admin = client(app, (await app.get(KeysService).createAdminKey({ name: 'retention', rateLimitPerMinute: 1_000_000 })).secret);
      const created = await newAppKey(app, { name: 'retaining' });
      mine = { appId: created.appId, api: client(app, created.key) };
      other = client(app, (await newAppKey(app, { name: 'keeping' })).key);
    });

    it('is off by default, set and read through the admin API, and validated', async () => {
      expect((await admin.get(`/v1/admin/apps/${mine.appId}/retention`).expect(200)).body).toEqual({ appId: mine.appId, completeHandRetentionDays: null });
      const set = await admin.put(`/v1/admin/apps/${mine.appId}/retention`).send({ completeHandRetentionDays: 30 }).expect(200);
      expect(set.body).toEqual({ appId: mine.appId, completeHandRetentionDays: 30 });
      expect((await admin.get(`/v1/admin/apps/${mine.appId}/retention`).expect(200)).body.completeHandRetentionDays).toBe(30);
      for (const body of [{}, { completeHandRetentionDays: 0 }, { completeHandRetentionDays: 1.5 }, { completeHandRetentionDays: '30' }, { completeHandRetentionDays: 36501 }]) {
        const refused = await admin.put(`/v1/admin/apps/${mine.appId}/retention`).send(body).expect(422);
        expect(refused.body.errors.map((e: { pointer: string }) => e.pointer)).toContain('/completeHandRetentionDays');
      }
      await admin.put('/v1/admin/apps/00000000-0000-4000-8000-000000000000/retention').send({ completeHandRetentionDays: 30 }).expect(404);
      await mine.api.put(`/v1/admin/apps/${mine.appId}/retention`).send({ completeHandRetentionDays: 1 }).expect(403);
      // The refusals changed nothing.
      expect((await admin.get(`/v1/admin/apps/${mine.appId}/retention`).expect(200)).body.completeHandRetentionDays).toBe(30);
    });

    it("sweeps the app's complete hands older than its retention, in batches, and nothing else", async () => {
      const oldComplete = await completeHand(mine.api, 'r-old');
      const oldLive = await newHand(mine.api, 'r-live');
      const recent = await completeHand(mine.api, 'r-recent');
      const othersOld = await completeHand(other, 'r-other');
      for (const id of [oldComplete, oldLive, othersOld]) await backdate(id, 31);
      await backdate(recent, 29);
      // Many more old complete hands, so that the sweep takes several batches.
      await prisma.$executeRaw`
        INSERT INTO "Hand" ("id", "appId", "game", "bettingStructure", "config", "status", "deck", "salt", "commitment", "createdAt", "updatedAt")
        SELECT gen_random_uuid(), ${mine.appId}::uuid, 'holdem', 'noLimit', '{}', 'complete', '', '', '', now() - interval '40 days', now()
        FROM generate_series(1, 250)`;
      const report = await app.get(StorageSweeper).sweep();
      expect(report.ran).toBe(true);
      expect(report.hands).toBe(251);
      expect(report.largestBatch).toBeLessThanOrEqual(100);
      expect(await exists(oldComplete)).toBe(false);
      await mine.api.get(`/v1/hands/${oldComplete}`).expect(404);
      expect(await prisma.handEvent.count({ where: { handId: oldComplete } })).toBe(0);
      for (const id of [oldLive, recent, othersOld]) expect(await exists(id)).toBe(true);
      expect(await prisma.hand.count({ where: { appId: mine.appId } })).toBe(2);
    });

    it('keeps every hand again once retention is turned off', async () => {
      await admin.put(`/v1/admin/apps/${mine.appId}/retention`).send({ completeHandRetentionDays: null }).expect(200);
      const id = await completeHand(mine.api, 'r-off');
      await backdate(id, 400);
      expect((await app.get(StorageSweeper).sweep()).hands).toBe(0);
      expect(await exists(id)).toBe(true);
    });
  });
});
