import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PROJECT_ROOT } from '../../src/db/embedded';
import { type Agent, bootApp, client, newAppKey } from './app';
import { type ClusterProcess, startClusterProcess } from './support/cluster-process';

/** A cluster of this suite's own, so that stopping it disturbs no other suite. */
const PORT = Number(process.env.OUTAGE_PG_PORT ?? 39201);
const DIR = path.join(PROJECT_ROOT, '.data', `pg-outage-${process.pid}`);

const HOLDEM = { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1, seed: 'outage', seatTokens: true };

function expectUnavailable(res: { status: number; headers: Record<string, string>; body: { type?: string; detail?: string } }, what: string): void {
  expect({ what, status: res.status, type: res.headers['content-type'], problem: res.body.type, retryAfter: /^\d+$/.test(res.headers['retry-after'] ?? '') }).toEqual({
    what,
    status: 503,
    type: 'application/problem+json; charset=utf-8',
    problem: '/problems/service-unavailable',
    retryAfter: true,
  });
  // Nothing about the database's whereabouts or the client library reaches the caller.
  expect({ what, detail: res.body.detail }).not.toEqual({ what, detail: expect.stringMatching(/127\.0\.0\.1|localhost|ECONN|Prisma|postgres|:\d{4,5}/i) });
}

describe('a database outage', () => {
  let db: ClusterProcess;
  let app: NestFastifyApplication;
  let api: Agent;
  let unusedKey: Agent;
  let seat: Agent;
  let handId: string;

  beforeAll(async () => {
    await rm(DIR, { recursive: true, force: true });
    db = await startClusterProcess(DIR, PORT);
    app = await bootApp({ databaseUrl: db.url });
    api = client(app, (await newAppKey(app)).key);
    // A key checked for the first time during the outage: its check itself cannot reach the database.
    unusedKey = client(app, (await newAppKey(app)).key);
    const hand = (await api.post('/v1/hands').send(HOLDEM).expect(201)).body;
    handId = hand.id;
    seat = client(app, hand.seatTokens.find((t: { seat: number }) => t.seat === 1).token);
    // Both credentials are now in the instance's cache: the outage must still answer 503, not 500.
    await api.get(`/v1/hands/${handId}`).expect(200);
    await seat.get(`/v1/hands/${handId}`).expect(200);
  });
  afterAll(async () => {
    await app?.close();
    await db?.stop();
    await rm(DIR, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After on reads, creates, actions and readiness, then recovers without a restart', async () => {
    await db.stop();
    const checks: [string, () => Promise<{ status: number; headers: Record<string, string>; body: { type?: string; detail?: string } }>][] = [
      ['read', () => api.get(`/v1/hands/${handId}`)],
      ['list', () => api.get('/v1/hands')],
      ['history', () => api.get(`/v1/hands/${handId}/history`)],
      ['create', () => api.post('/v1/hands').send(HOLDEM)],
      ['action', () => api.post(`/v1/hands/${handId}/actions`).send({ seat: 1, type: 'call' })],
      ['seat action', () => seat.post(`/v1/hands/${handId}/actions`).send({ seat: 1, type: 'call' })],
      ['seat read', () => seat.get(`/v1/hands/${handId}`)],
      ['uncached key', () => unusedKey.get('/v1/hands')],
      ['readiness', () => api.get('/health/ready')],
    ];
    for (const [what, call] of checks) {
      // Twice: the first request finds the pool's dead connections, the second opens new ones and fails.
      expectUnavailable(await call(), what);
      expectUnavailable(await call(), what);
    }
    const ready = await api.get('/health/ready');
    expect(ready.body.detail).toBe('The database does not answer; retry shortly.');
    await api.get('/health/live').expect(200);
    // What needs no database still works.
    await api.post('/v1/showdowns').send({ game: 'holdem', board: ['2h', '4d', '7c', 'Jd', 'Js'], players: [{ seat: 1, cards: ['As', 'Ad'] }, { seat: 2, cards: ['Ks', 'Kd'] }] }).expect(200);

    db = await startClusterProcess(DIR, PORT);
    let readyAgain = 0;
    for (let attempt = 0; attempt < 50 && readyAgain !== 200; attempt++) {
      readyAgain = (await api.get('/health/ready')).status;
      if (readyAgain !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(readyAgain).toBe(200);
    await api.get(`/v1/hands/${handId}`).expect(200);
    const acted = await seat.post(`/v1/hands/${handId}/actions`).send({ seat: 1, type: 'call' }).expect(200);
    expect(acted.body.toAct.seat).toBe(2);
    await api.post('/v1/hands').send(HOLDEM).expect(201);
    await unusedKey.get('/v1/hands').expect(200);
  });
});
