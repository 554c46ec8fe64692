import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { KeysRepository } from '../../src/auth/keys.repository';
import type { PgRevocationBus } from '../../src/auth/pg-revocation-bus';
import { REVOCATION_BUS } from '../../src/auth/revocations';
import { PrismaService } from '../../src/prisma/prisma.service';
import { bootApp, client, newAppKey } from './app';
import { openStream, type SseStream } from './support/sse';

/** Ports of this suite's listening instances. */
const PORT = 38511;
const PORT_RETRY = 38512;

type Hand = { id: string; version: number; seatTokens?: { seat: number; token: string }[] };

const HOLDEM = { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 50 }, { seat: 2, stack: 50 }], button: 1 };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Whether the stream is still open `ms` from now. */
async function openAfter(stream: SseStream, ms: number): Promise<boolean> {
  let ended = false;
  void stream.ended.then(() => (ended = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return !ended;
}

async function endsWithin(stream: SseStream, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([stream.ended, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} is still open after ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** Cuts this instance's revocation listener: it reconnects, and reports that revocations may have been missed. */
async function cutRevocationListener(app: NestFastifyApplication): Promise<void> {
  // Only this instance's listener: other suites' instances may listen on the same server.
  const pid = app.get<PgRevocationBus>(REVOCATION_BUS).backendPid;
  expect(pid).toEqual(expect.any(Number));
  const cut = await app.get(PrismaService).$queryRaw<{ cut: boolean }[]>`SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE pid = ${pid}`;
  expect(cut).toEqual([{ cut: true }]);
}

describe('event streams after revocations may have been missed', () => {
  it('end once the bus is back when their key or seat token was revoked, or their hand deleted, meanwhile; the others stay open', async () => {
    // No heartbeat within the test: only the listener's return can end the streams.
    const app = await bootApp({ live: { heartbeatMs: 60_000, streamsPerKey: 10, streamsPerInstance: 10 } });
    await app.listen(PORT, '127.0.0.1');
    const opened: SseStream[] = [];
    try {
      const revoked = await newAppKey(app);
      const kept = await newAppKey(app);
      const hand = (await client(app, revoked.key).post('/v1/hands').send({ ...HOLDEM, seatTokens: true }).expect(201)).body as Hand;
      const keptHand = (await client(app, kept.key).post('/v1/hands').send(HOLDEM).expect(201)).body as Hand;
      const deletedHand = (await client(app, kept.key).post('/v1/hands').send(HOLDEM).expect(201)).body as Hand;
      const seatToken = (seat: number) => hand.seatTokens!.find((t) => t.seat === seat)!.token;
      const open = async (handId: string, token: string) => {
        const stream = await openStream(PORT, `/v1/hands/${handId}/events`, bearer(token));
        opened.push(stream);
        expect(stream.status).toBe(200);
        return stream;
      };
      const revokedSeat = await open(hand.id, seatToken(1));
      const revokedKey = await open(hand.id, revoked.key);
      const ofDeletedHand = await open(deletedHand.id, kept.key);
      const keptSeat = await open(hand.id, seatToken(2));
      const keptKey = await open(keptHand.id, kept.key);
      await Promise.all(opened.map((s) => s.waitFor(1)));

      // Written in the database with nothing announced, as if the announcements had been lost.
      const prisma = app.get(PrismaService);
      await prisma.apiKey.update({ where: { id: revoked.keyId }, data: { revokedAt: new Date() } });
      await prisma.seatToken.updateMany({ where: { handId: hand.id, seat: 1 }, data: { revokedAt: new Date() } });
      await prisma.hand.delete({ where: { id: deletedHand.id } });
      expect(await openAfter(revokedSeat, 300)).toBe(true);

      await cutRevocationListener(app);
      await Promise.all([endsWithin(revokedSeat, 5000, 'the revoked seat token\'s stream'), endsWithin(revokedKey, 5000, 'the revoked key\'s stream'), endsWithin(ofDeletedHand, 5000, 'the deleted hand\'s stream')]);
      expect(await openAfter(keptSeat, 300)).toBe(true);
      expect(await openAfter(keptKey, 0)).toBe(true);
      // The client's reconnect is refused.
      const again = await openStream(PORT, `/v1/hands/${hand.id}/events`, bearer(seatToken(1)));
      await again.ended;
      expect(again.status).toBe(401);
    } finally {
      for (const s of opened) s.cut();
      await app.close();
    }
  });

  it('checks again at the next heartbeat when the database cannot be read at the first try', async () => {
    const app = await bootApp({ live: { heartbeatMs: 200, streamsPerKey: 10, streamsPerInstance: 10 } });
    await app.listen(PORT_RETRY, '127.0.0.1');
    let stream: SseStream | undefined;
    try {
      const { key, keyId } = await newAppKey(app);
      const hand = (await client(app, key).post('/v1/hands').send(HOLDEM).expect(201)).body as Hand;
      stream = await openStream(PORT_RETRY, `/v1/hands/${hand.id}/events`, bearer(key));
      await stream.waitFor(hand.version);
      const lookups = jest.spyOn(app.get(KeysRepository), 'findActiveCredentials').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
      await app.get(PrismaService).apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
      await cutRevocationListener(app);
      await endsWithin(stream, 5000, 'the revoked key\'s stream');
      expect(lookups.mock.calls.length).toBeGreaterThanOrEqual(2);
      // The instance still serves.
      await client(app, (await newAppKey(app)).key).get(`/v1/games`).expect(200);
    } finally {
      stream?.cut();
      await app.close();
    }
  });
});
