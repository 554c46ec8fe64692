import { randomUUID } from 'node:crypto';
import { atOnce } from '../e2e/at-once';
import { Cluster, sleep } from './cluster';
import { type Answer, type Load, call as callAt, playUnderLoad, THREE_HANDED, toActSeat } from './load';

/**
 * `npm run test:topology`: two instances behind HAProxy on one PostgreSQL and one Redis, as
 * docker-compose.yml deploys them, checked only through the balancer (README: Deployment).
 */

const cluster = new Cluster();
let appKey = '';

const call = (method: string, path: string, key: string, body?: object, headers?: Record<string, string>) => callAt(cluster.balancer, method, path, key, body, headers);

async function newApp(rateLimitPerMinute: number): Promise<{ key: string; keyId: string }> {
  const res = await call('POST', '/v1/admin/apps', cluster.adminKey, { name: `topology-${randomUUID()}`, rateLimitPerMinute });
  expect(res.status).toBe(201);
  const key = res.body.key as { id: string; secret: string };
  return { key: key.secret, keyId: key.id };
}

/** Every acknowledged action is the event right after the version it was sent against. */
async function expectAllAcknowledgedStored(load: Load): Promise<void> {
  const histories = new Map<string, { seq: number; type: string; seat?: number }[]>();
  for (const id of load.hands) {
    const history = await call('GET', `/v1/hands/${id}/history`, appKey);
    expect(history.status).toBe(200);
    histories.set(id, history.body.events as { seq: number; type: string; seat?: number }[]);
  }
  const missing = load.acknowledged.filter(({ hand, after, seat }) => {
    const event = histories.get(hand)!.find((e) => e.seq === after + 1);
    return !(event && (event.type === 'check' || event.type === 'call') && event.seat === seat);
  });
  expect(missing).toEqual([]);
}

beforeAll(async () => {
  try {
    await cluster.start();
  } catch (error) {
    console.error(cluster.log.join(''));
    throw error;
  }
  appKey = (await newApp(1_000_000)).key;
}, 90_000);

// Every test starts with both instances in rotation (one that a test stopped is started again).
beforeEach(async () => {
  await cluster.restartStopped();
}, 60_000);

afterAll(async () => {
  await cluster.stop();
}, 30_000);

afterEach(() => {
  if (expect.getState().assertionCalls > 0 && cluster.log.some((line) => line.includes('"level":"error"'))) console.error(cluster.log.join(''));
});

describe('two instances behind HAProxy', () => {
  it('spreads requests over both instances', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call('GET', '/v1/games', appKey));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['croupier-1', 'croupier-2']));
  });

  it('applies exactly one of many clients’ identical decisions at each turn of a hand, on either instance', async () => {
    const created = await call('POST', '/v1/hands', appKey, THREE_HANDED);
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    let hand = created.body;
    const decisions: number[] = [];
    const servers = new Set<string>();
    // HAProxy sends a hand's requests to one instance; clients that reach the others directly (an
    // instance that took the hand over, a client that bypasses the balancer) race it from elsewhere.
    const [first, second] = cluster.instances.map((i) => `http://127.0.0.1:${i.port}`);
    for (let turn = 0; turn < 20 && toActSeat(hand) !== null; turn++) {
      const seat = toActSeat(hand)!;
      const request = { path: `/v1/hands/${id}/actions`, body: { seat, type: 'checkOrCall' } };
      const sent = await Promise.all([atOnce(cluster.balancer, appKey, Array(6).fill(request)), atOnce(first!, appKey, Array(3).fill(request)), atOnce(second!, appKey, Array(3).fill(request))]);
      sent[0]!.forEach((a) => servers.add(String(a.headers['x-served-by'])));
      const answers = sent.flat();
      const applied = answers.filter((a) => a.status === 200);
      // One applies; the others were decided on the version before it, by a seat that has acted since.
      expect([seat, applied.length]).toEqual([seat, 1]);
      // (or, checked on the hand after it, the seat is no longer to act, or the hand is over).
      const refusals = new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${String(a.body.type)}`));
      const expected = ['409 /problems/decision-superseded', '422 /problems/not-your-turn', '422 /problems/hand-complete'];
      expect([...refusals].filter((r) => !expected.includes(r))).toEqual([]);
      decisions.push(seat);
      hand = applied[0]!.body as Record<string, unknown>;
    }
    expect(toActSeat(hand)).toBeNull();
    // Through the balancer, every action of the hand went to the same instance.
    expect(servers.size).toBe(1);
    const history = await call('GET', `/v1/hands/${id}/history`, appKey);
    const actions = (history.body.events as { type: string; seat: number }[]).filter((e) => e.type === 'check' || e.type === 'call');
    expect(actions.map((e) => e.seat)).toEqual(decisions);
  });

  it('holds a key’s rate limit across both instances to the token', async () => {
    const limit = 60;
    const { key } = await newApp(limit);
    const started = Date.now();
    const answers: Answer[] = [];
    for (let round = 0; round < 10; round++) answers.push(...(await Promise.all(Array.from({ length: 10 }, () => call('GET', '/v1/games', key)))));
    const elapsedS = (Date.now() - started) / 1000;
    const ok = answers.filter((a) => a.status === 200);
    console.warn(`rate limit ${limit}/min through the balancer: ${ok.length} of ${answers.length} requests allowed in ${elapsedS.toFixed(2)} s`);
    // The bucket holds `limit` and refills at `limit` a minute: one more per second here.
    expect(ok.length).toBeGreaterThanOrEqual(limit);
    expect(ok.length).toBeLessThanOrEqual(limit + Math.ceil((elapsedS * limit) / 60));
    expect(new Set(ok.map((a) => a.servedBy))).toEqual(new Set(['croupier-1', 'croupier-2']));
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.status))).toEqual(new Set([429]));
  });

  it('drains an instance on SIGTERM under load without failing a request', async () => {
    const [, second] = cluster.instances;
    let signalledAt = 0;
    let exitedAt = 0;
    const load = await playUnderLoad(cluster.balancer, appKey, 6, 6500, async (_load, started) => {
      await sleep(1000);
      signalledAt = Date.now() - started;
      await cluster.kill(second!, 'SIGTERM');
      exitedAt = Date.now() - started;
    });
    expect(load.failures).toEqual([]);
    // It stopped by itself: Nest closes the app, then ends the process with the signal it got.
    expect(second!.process!.signalCode).toBe('SIGTERM');
    // It kept serving while readiness told HAProxy to take it out, and the other one carried the rest.
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(3000);
    expect(load.successes.some((s) => s.servedBy === 'croupier-2' && s.at > signalledAt + 200)).toBe(true);
    const afterExit = load.successes.filter((s) => s.at > exitedAt);
    expect(afterExit.length).toBeGreaterThan(50);
    expect(afterExit.every((s) => s.servedBy === 'croupier-1')).toBe(true);
    await expectAllAcknowledgedStored(load);
  });

  it('refuses a revoked key on every instance within a second', async () => {
    const { key, keyId } = await newApp(1_000_000);
    // Both instances have checked (and may have cached) the key.
    const warm = [];
    for (let i = 0; i < 4; i++) warm.push(await call('GET', '/v1/games', key));
    expect(warm.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(warm.map((a) => a.servedBy))).toEqual(new Set(['croupier-1', 'croupier-2']));
    const revoked = await call('POST', `/v1/admin/keys/${keyId}/revoke`, cluster.adminKey);
    expect(revoked.status).toBe(200);
    const revokedAt = Date.now();
    const refusedBy = new Map<string, number>();
    while (refusedBy.size < 2 && Date.now() - revokedAt < 3000) {
      const answer = await call('GET', '/v1/games', key);
      if (answer.status === 401 && !refusedBy.has(answer.servedBy)) refusedBy.set(answer.servedBy, Date.now() - revokedAt);
      await sleep(50);
    }
    console.warn(`revoked key first refused (ms after the revocation's answer): ${JSON.stringify(Object.fromEntries(refusedBy))}`);
    expect([...refusedBy.keys()].sort()).toEqual(['croupier-1', 'croupier-2']);
    expect(Math.max(...refusedBy.values())).toBeLessThan(1000);
    // And it stays refused everywhere.
    const after = await Promise.all(Array.from({ length: 4 }, () => call('GET', '/v1/games', key)));
    expect(after.map((a) => a.status)).toEqual([401, 401, 401, 401]);
  });

  it('loses no acknowledged action when an instance is killed under load, and carries on', async () => {
    const [, second] = cluster.instances;
    let killedAt = 0;
    const load = await playUnderLoad(cluster.balancer, appKey, 6, 5000, async (_load, started) => {
      await sleep(1500);
      await cluster.kill(second!, 'SIGKILL');
      killedAt = Date.now() - started;
    });
    await expectAllAcknowledgedStored(load);
    console.warn(`SIGKILL under load: ${load.acknowledged.length} acknowledged actions all stored, ${load.failures.length} failed requests: ${JSON.stringify(load.failures)}`);
    expect(load.acknowledged.some((a) => a.servedBy === 'croupier-2')).toBe(true);
    const afterKill = load.successes.filter((s) => s.at > killedAt + 500);
    expect(afterKill.length).toBeGreaterThan(50);
    expect(afterKill.every((s) => s.servedBy === 'croupier-1')).toBe(true);
    // Only requests under way on the killed instance can fail, and a player's next one while HAProxy
    // still sends to it: at most two per player, all close to the kill.
    expect(load.failures.length).toBeLessThanOrEqual(12);
    expect(load.failures.every((f) => f.at >= killedAt - 100 && f.at < killedAt + 3000)).toBe(true);
  });
});
