import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { HandsRepository } from '../../src/hands/hands.repository';
import { DEFAULT_WEBHOOKS_CONFIG, type WebhooksConfig } from '../../src/webhooks/webhooks.config';
import { type Agent, bootApp, client, newAppKey } from './app';
import { type InstanceProcess, startInstanceProcess } from './support/instance-process';

type Hand = { id: string; status: string; version: number; toAct: { seat: number; legalActions: { type: string }[] } | null };
type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };
type Delivery = { id: string; eventId: string; eventType: string; status: string; attempts: number; lastResponseCode: number | null; nextAttemptAt: string | null };


/** A receiver on a free loopback port: `answer` decides each request (a status, or 'hang': never answer). */
async function receiver(answer: (n: number, r: Received) => number | 'hang') {
  const received: Received[] = [];
  const hanging: http.ServerResponse[] = [];
  /** When a held call was given up by the caller (its connection closed before any answer). */
  const dropped: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const r = { headers: req.headers, body, at: Date.now() };
      received.push(r);
      const a = answer(received.length, r);
      if (a === 'hang') {
        hanging.push(res);
        res.once('close', () => dropped.push(Date.now()));
      } else res.writeHead(a).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    dropped,
    url: `http://127.0.0.1:${port}/hook`,
    close: async () => {
      for (const res of hanging) res.removeAllListeners('close').destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const FAST: WebhooksConfig = { ...DEFAULT_WEBHOOKS_CONFIG, pollMs: 50, retryBaseMs: 100, timeoutMs: 2000 };

async function until<T>(what: () => Promise<T> | T, ok: (v: T) => boolean, limitMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await what();
    if (ok(v)) return v;
    if (Date.now() - start > limitMs) throw new Error(`not reached after ${limitMs} ms: ${JSON.stringify(v)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const newHand = (api: Agent, seed: string) =>
  api.post('/v1/hands').send({ game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })), button: 1, seed }).expect(201);

/** Plays to the end by checking or calling; returns each action's answer time in milliseconds. */
async function playOut(api: Agent, hand: Hand): Promise<{ hand: Hand; ms: number[] }> {
  const ms: number[] = [];
  while (hand.toAct) {
    const { seat, legalActions } = hand.toAct;
    const type = legalActions.some((a) => a.type === 'check') ? 'check' : 'call';
    const started = Date.now();
    hand = (await api.post(`/v1/hands/${hand.id}/actions`).send({ seat, type }).expect(200)).body as Hand;
    ms.push(Date.now() - started);
  }
  return { hand, ms };
}

describe('webhooks', () => {
  let app: NestFastifyApplication;
  let api: Agent;

  beforeAll(async () => {
    app = await bootApp({ webhooks: FAST });
  });
  afterAll(() => app?.close());

  beforeEach(async () => {
    // Each case has an app of its own, so the endpoints of one never see the hands of another.
    api = client(app, (await newAppKey(app)).key);
  });

  it('registers http(s) endpoints only, shows the secret once, lists and deletes them', async () => {
    const refused = await api.post('/v1/webhooks').send({ url: 'ftp://example.com/x', events: ['hand.completed'] }).expect(422);
    expect(refused.body.errors[0]).toMatchObject({ pointer: '/url' });
    await api.post('/v1/webhooks').send({ url: 'https://example.com/x', events: ['hand.finished'] }).expect(422);
    const created = (await api.post('/v1/webhooks').send({ url: 'https://example.com/x', events: ['hand.completed'] }).expect(201)).body as { id: string; secret: string };
    expect(created.secret).toMatch(/^whsec_/);
    const listed = (await api.get('/v1/webhooks').expect(200)).body as { items: Record<string, unknown>[] };
    expect(listed.items).toEqual([{ id: created.id, url: 'https://example.com/x', events: ['hand.completed'], createdAt: expect.any(String) }]);
    expect(JSON.stringify((await api.get(`/v1/webhooks/${created.id}`).expect(200)).body)).not.toContain(created.secret);
    await api.delete(`/v1/webhooks/${created.id}`).expect(204);
    await api.get(`/v1/webhooks/${created.id}`).expect(404);
  });

  it('delivers every event of a hand in order, signed with the secret, once each', async () => {
    const rx = await receiver(() => 200);
    try {
      const { id, secret } = (await api.post('/v1/webhooks').send({ url: rx.url, events: ['hand.created', 'hand.action', 'hand.completed'] }).expect(201)).body as { id: string; secret: string };
      const { hand } = await playOut(api, (await newHand(api, 'webhooks-order')).body as Hand);
      const deliveries = await until(async () => ((await api.get(`/v1/webhooks/${id}/deliveries`).expect(200)).body as { items: Delivery[] }).items, (d) => d.length > 0 && d.every((x) => x.status === 'delivered'));
      expect(rx.received).toHaveLength(deliveries.length);
      for (const r of rx.received) {
        // The README's receiver check, here with the secret given at registration.
        const expected = 'v1=' + createHmac('sha256', secret).update(`${String(r.headers['croupier-timestamp'])}.${r.body}`).digest('hex');
        expect(r.headers['croupier-signature']).toBe(expected);
        expect(JSON.parse(r.body).id).toBe(r.headers['croupier-event-id']);
      }
      const bodies = rx.received.map((r) => JSON.parse(r.body) as { type: string; data: { version: number; events?: { seq: number; type: string; payload: unknown }[] } });
      expect(bodies[0]!.type).toBe('hand.created');
      expect(bodies.at(-1)!.type).toBe('hand.completed');
      expect(new Set(rx.received.map((r) => r.headers['croupier-event-id'])).size).toBe(rx.received.length);
      // The actions' events, in the order they arrived, are the hand's log after its creation.
      const log = await app.get(HandsRepository).eventsUpTo(hand.id, hand.version);
      const created = bodies[0]!.data.version;
      expect(bodies.flatMap((b) => b.data.events ?? [])).toEqual(log.slice(created).map((e) => ({ seq: e.seq, type: e.type, payload: e.payload })));
    } finally {
      await rx.close();
    }
  });

  it('retries a receiver that fails three times: it gets the delivery once more, and no other', async () => {
    const rx = await receiver((n) => (n <= 3 ? 503 : 200));
    try {
      const { id } = (await api.post('/v1/webhooks').send({ url: rx.url, events: ['hand.completed'] }).expect(201)).body as { id: string };
      await playOut(api, (await newHand(api, 'webhooks-retry')).body as Hand);
      const [delivery] = await until(async () => ((await api.get(`/v1/webhooks/${id}/deliveries`).expect(200)).body as { items: Delivery[] }).items, (d) => d[0]?.status === 'delivered');
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 4, lastResponseCode: 200, nextAttemptAt: null });
      // Four requests of the same delivery, spaced out by a growing backoff, then silence.
      expect(rx.received).toHaveLength(4);
      expect(new Set(rx.received.map((r) => r.headers['croupier-delivery-id']))).toEqual(new Set([delivery!.id]));
      const gaps = rx.received.slice(1).map((r, i) => r.at - rx.received[i]!.at);
      expect(gaps[2]!).toBeGreaterThan(gaps[0]! / 2);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(rx.received).toHaveLength(4);
    } finally {
      await rx.close();
    }
  });

  it('keeps a hand in order: while its first delivery fails, the later ones wait', async () => {
    const rx = await receiver((n) => (n <= 2 ? 500 : 200));
    try {
      const { id } = (await api.post('/v1/webhooks').send({ url: rx.url, events: ['hand.created', 'hand.action', 'hand.completed'] }).expect(201)).body as { id: string };
      await playOut(api, (await newHand(api, 'webhooks-in-order')).body as Hand);
      const deliveries = await until(async () => ((await api.get(`/v1/webhooks/${id}/deliveries`).expect(200)).body as { items: Delivery[] }).items, (d) => d.length > 2 && d.every((x) => x.status === 'delivered'));
      const order = rx.received.map((r) => JSON.parse(r.body) as { type: string; data: { version: number } });
      // Three tries of hand.created (two refused), then every other delivery once, in the hand's order.
      expect(order.slice(0, 3).map((b) => b.type)).toEqual(['hand.created', 'hand.created', 'hand.created']);
      const rank = (b: { type: string; data: { version: number } }) => b.data.version * 4 + ['hand.created', 'hand.action', 'hand.completed'].indexOf(b.type);
      const later = order.slice(2).map(rank);
      expect(later).toEqual([...later].sort((x, y) => x - y));
      expect(rx.received).toHaveLength(deliveries.length + 2);
    } finally {
      await rx.close();
    }
  });

  it('announces imported hands: hand.created for each, hand.completed for each that is over, nothing for a rejected import', async () => {
    const rx = await receiver(() => 200);
    try {
      const { id } = (await api.post('/v1/webhooks').send({ url: rx.url, events: ['hand.created', 'hand.action', 'hand.completed'] }).expect(201)).body as { id: string };
      const deliveries = async () => ((await api.get(`/v1/webhooks/${id}/deliveries`).expect(200)).body as { items: Delivery[] }).items;
      const nt = (actions: string[]) =>
        ['variant = "NT"', 'antes = [0, 0, 0]', 'blinds_or_straddles = [1, 2, 0]', 'min_bet = 2', 'starting_stacks = [100, 100, 100]', `actions = ${JSON.stringify(actions)}`].join('\n');
      const deals = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 QsQd'];
      // A rejected import stores nothing, so it announces nothing either.
      await api.post('/v1/hands/import').send({ document: nt([...deals, 'p3 cbr 3']) }).expect(422);
      const file = `[1]\n${nt([...deals, 'p3 f', 'p1 f'])}\n\n[2]\n${nt(deals)}\n`;
      const imported = (await api.post('/v1/hands/import').set('content-type', 'application/toml').send(file).expect(201)).body as { hands: Hand[] };
      const [over, live] = imported.hands;
      expect([over!.status, live!.status]).toEqual(['complete', 'live']);
      const expected = [
        { type: 'hand.created', data: { handId: over!.id, version: over!.version, status: 'complete' } },
        { type: 'hand.completed', data: { handId: over!.id, version: over!.version, status: 'complete' } },
        { type: 'hand.created', data: { handId: live!.id, version: live!.version, status: 'live' } },
      ];
      await until(deliveries, (d) => d.length === 3 && d.every((x) => x.status === 'delivered'));
      const bodies = () => rx.received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: { handId: string } });
      expect(bodies()).toHaveLength(3);
      expect(bodies()).toEqual(expect.arrayContaining(expected.map((e) => expect.objectContaining({ ...e, id: `${e.data.handId}:${e.data.version}:${e.type}` }))));
      // Within the finished hand, created comes before completed.
      expect(bodies().filter((b) => b.data.handId === over!.id).map((b) => b.type)).toEqual(['hand.created', 'hand.completed']);
      // The live import goes on like any hand: its next action is announced after its creation.
      await api.post(`/v1/hands/${live!.id}/actions`).send({ seat: 3, type: 'fold' }).expect(200);
      await until(deliveries, (d) => d.length === 4 && d.every((x) => x.status === 'delivered'));
      expect(bodies()[3]).toMatchObject({ type: 'hand.action', data: { handId: live!.id, version: live!.version + 1 } });
    } finally {
      await rx.close();
    }
  });

  it('gives up after the retry period and marks the delivery failed', async () => {
    const brief = await bootApp({ webhooks: { ...FAST, retryBaseMs: 50, retryForMs: 400 } });
    const rx = await receiver(() => 500);
    try {
      await app.close();
      const own = client(brief, (await newAppKey(brief)).key);
      const { id } = (await own.post('/v1/webhooks').send({ url: rx.url, events: ['hand.created'] }).expect(201)).body as { id: string };
      await newHand(own, 'webhooks-give-up');
      const [delivery] = await until(async () => ((await own.get(`/v1/webhooks/${id}/deliveries`).expect(200)).body as { items: Delivery[] }).items, (d) => d[0]?.status === 'failed');
      expect(delivery).toMatchObject({ status: 'failed', lastResponseCode: 500, nextAttemptAt: null });
      expect(delivery!.attempts).toBeGreaterThan(1);
      const tries = rx.received.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rx.received).toHaveLength(tries);
    } finally {
      await brief.close();
      await rx.close();
      app = await bootApp({ webhooks: FAST });
    }
  });

  it('refuses endpoints on private addresses when WEBHOOK_BLOCK_PRIVATE_ADDRESSES is on', async () => {
    const strict = await bootApp({ webhooks: { ...FAST, enabled: false, blockPrivateAddresses: true } });
    try {
      const own = client(strict, (await newAppKey(strict)).key);
      for (const url of ['http://127.0.0.1:9/x', 'http://[::1]/x', 'http://169.254.169.254/latest', 'http://localhost/x', 'http://10.0.0.7/x']) {
        const res = await own.post('/v1/webhooks').send({ url, events: ['hand.completed'] });
        expect([url, res.status, res.body.errors?.[0]?.pointer]).toEqual([url, 422, '/url']);
      }
      await own.post('/v1/webhooks').send({ url: 'https://93.184.215.14/x', events: ['hand.completed'] }).expect(201);
    } finally {
      await strict.close();
    }
  });

  it('never lets a receiver that does not answer slow the actions down', async () => {
    const rx = await receiver(() => 'hang');
    try {
      const { id } = (await api.post('/v1/webhooks').send({ url: rx.url, events: ['hand.created', 'hand.action'] }).expect(201)).body as { id: string };
      const hand = (await newHand(api, 'webhooks-hang')).body as Hand;
      // The hand.created call is under way (the receiver holds each call until the 2 s timeout) before the first
      // action: an action waiting for a delivery would take that long.
      await until(() => rx.received.length, (n) => n > 0);
      const { ms } = await playOut(api, hand);
      expect(Math.max(...ms)).toBeLessThan(1000);
      const deliveries = ((await api.get(`/v1/webhooks/${id}/deliveries`).expect(200)).body as { items: Delivery[] }).items;
      expect(deliveries.filter((d) => d.status === 'delivered')).toEqual([]);
    } finally {
      await rx.close();
    }
  });

  it('still delivers when the sending instance is killed in the middle of a call', async () => {
    let answering = false;
    const rx = await receiver(() => (answering ? 200 : 'hang'));
    const quiet = await bootApp({ webhooks: { ...FAST, enabled: false } });
    let sender: InstanceProcess | undefined;
    let suiteApp = true;
    try {
      const quietApi = client(quiet, (await newAppKey(quiet)).key);
      const { id } = (await quietApi.post('/v1/webhooks').send({ url: rx.url, events: ['hand.created'] }).expect(201)).body as { id: string };
      const deliveries = async () => ((await quietApi.get(`/v1/webhooks/${id}/deliveries`).expect(200)).body as { items: Delivery[] }).items;
      // The only sender is a process of its own, with a short lease: 2 s of call, 2 s more to record it.
      await app.close();
      suiteApp = false;
      sender = await startInstanceProcess({ WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_TIMEOUT_MS: '2000', WEBHOOK_LEASE_MARGIN_MS: '2000' });
      await newHand(quietApi, 'webhooks-kill');
      await until(() => rx.received.length, (n) => n === 1);
      // Claimed and under way: one attempt counted, no answer recorded.
      expect(await deliveries()).toMatchObject([{ status: 'pending', attempts: 1, lastResponseCode: null }]);
      await sender.kill('SIGKILL');
      expect(sender.child.signalCode).toBe('SIGKILL');
      // The kernel closed the dead process's connection: the call was in flight when it died.
      await until(() => rx.dropped.length, (n) => n === 1);
      answering = true;
      app = await bootApp({ webhooks: FAST });
      suiteApp = true;
      const [delivery] = await until(deliveries, (d) => d[0]?.status === 'delivered', 20_000);
      expect(await deliveries()).toHaveLength(1);
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastResponseCode: 200, nextAttemptAt: null });
      // At least once: the receiver saw the same event (and delivery) again, and dedupes by its id.
      expect(rx.received.map((r) => [r.headers['croupier-event-id'], r.headers['croupier-delivery-id']])).toEqual([
        [delivery!.eventId, delivery!.id],
        [delivery!.eventId, delivery!.id],
      ]);
      // Taken over only once the dead sender's 4 s lease had run out, never while it held the call.
      expect(rx.received[1]!.at - rx.received[0]!.at).toBeGreaterThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rx.received).toHaveLength(2);
    } finally {
      await sender?.kill('SIGKILL');
      if (!suiteApp) app = await bootApp({ webhooks: FAST });
      await quiet.close();
      await rx.close();
    }
  }, 120_000);
});
