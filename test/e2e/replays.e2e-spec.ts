import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { findGame, GAME_IDS } from '../../src/engine';
import { createHand, FAMILY_HANDS, handOf, playOut, type Send } from '../support/play-hand';
import { type Agent, bootApp, bootWithKey, client, newAppKey } from './app';

interface Step {
  step: number;
  street: string | null;
  event: string | null;
  text: string;
  seats: { seat: number; stack: number; bet: number; folded: boolean; cards: { card: string | null; up: boolean }[] }[];
  board: string[];
  pot: number;
  pots: { amount: number; eligible: number[] }[];
  toAct: number | null;
}
interface ReplayData {
  view: string;
  viewer: number | null;
  status: string;
  steps: Step[];
  result: { finalStacks: { seat: number; stack: number }[]; pots: { amount: number; winners: { seat: number; amount: number }[] }[]; shown: { seat: number; cards: string[] }[] } | null;
}

describe('replay data and share links', () => {
  let app: NestFastifyApplication;
  let api: Agent;
  let send: Send;
  const bearer = (token: string) => client(app, token);

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
    send = async (method, path, body) => {
      const res = method === 'GET' ? await api.get(path) : await api.post(path).send(body as object);
      return { status: res.status, body: res.body };
    };
  });
  afterAll(() => app.close());

  const share = async (id: string, body: Record<string, unknown> = {}) => (await api.post(`/v1/hands/${id}/shares`).send(body).expect(201)).body as { id: string; token: string; url: string; seat: number | null; expiresAt: string | null };
  const sharesOf = async (id: string) => (await api.get(`/v1/hands/${id}/shares`).expect(200)).body as { items: Record<string, unknown>[] };
  const dataWith = async (token: string, id: string, status = 200) => (await bearer(token).get(`/v1/hands/${id}/replay-data`).expect(status)).body as ReplayData;

  it('gives every step of a played hand: step 0 is the empty table, the last one the result, stacks agree with it', async () => {
    const hand = await playOut(send, await createHand(send, FAMILY_HANDS.holdem!), { raiseOnce: true });
    const data = (await api.get(`/v1/hands/${hand.id}/replay-data`).expect(200)).body as ReplayData;
    expect(data.view).toBe('table');
    expect(data.steps).toHaveLength(hand.version + 1);
    expect(data.steps[0]).toMatchObject({ step: 0, event: null, board: [], pot: 0 });
    expect(data.steps[0]!.seats.every((s) => s.cards.length === 0 && s.stack === 100)).toBe(true);
    const last = data.steps[data.steps.length - 1]!;
    expect(last.seats.map((s) => ({ seat: s.seat, stack: s.stack }))).toEqual(hand.result!.finalStacks);
    expect(data.result).toEqual(hand.result);
    // Chips are conserved at every step: stacks + bets + collected pot.
    for (const step of data.steps) expect(step.seats.reduce((n, s) => n + s.stack + s.bet, 0) + step.pot).toBe(300);
    // The step texts follow the events: blinds, the deal with every card (the app sees them all), the raise, the showdown.
    const texts = data.steps.map((s) => s.text);
    expect(texts).toContain('cat (seat 3) posts the big blind of 2');
    expect(texts.find((t) => t.startsWith('Dealt:'))).toMatch(/^Dealt: (\w+ \(seat \d\) [2-9TJQKA][cdhs] [2-9TJQKA][cdhs](, )?){3}$/);
    expect(texts.some((t) => / (raises to|bets) \d+$/.test(t))).toBe(true);
    expect(texts.filter((t) => t.includes(' shows '))).toHaveLength(hand.result!.shown.length);
    // Each step is the replay of that prefix, as GET /replay?step=N answers it.
    const at = (await api.get(`/v1/hands/${hand.id}/replay?step=12`).expect(200)).body as { seats: Step['seats']; board: string[]; pot: number };
    expect(data.steps[12]!.seats).toEqual(at.seats);
    expect(data.steps[12]!.board).toEqual(at.board);
  });

  it('replays every game, calm and all in: the table adds up at every step, side pots show, the last step is the result', async () => {
    let sidePots = 0;
    for (const game of GAME_IDS) {
      const g = findGame(game)!;
      for (const allIn of [false, true]) {
        const body = handOf(game, g.family, g.structures.allowed, { seed: `replay-${game}-${allIn}`, sidePots: allIn });
        const hand = await playOut(send, await createHand(send, body), { allIn });
        expect({ game, allIn, status: hand.status }).toEqual({ game, allIn, status: 'complete' });
        const data = (await api.get(`/v1/hands/${hand.id}/replay-data`).expect(200)).body as ReplayData;
        const total = (body.seats as { stack: number }[]).reduce((n, s) => n + s.stack, 0);
        // Every chip is in a stack, a bet or the pot at every step (a pot nobody opened stays in the middle, carried).
        const onTable = data.steps.map((s) => s.seats.reduce((n, p) => n + p.stack + p.bet, 0) + s.pot);
        expect({ game, allIn, onTable }).toEqual({ game, allIn, onTable: data.steps.map(() => total) });
        expect(data.steps.every((s) => s.text.length > 0)).toBe(true);
        expect(data.steps[data.steps.length - 1]!.seats.map((s) => ({ seat: s.seat, stack: s.stack }))).toEqual(hand.result!.finalStacks);
        if (data.steps.some((s) => s.pots.length > 1)) sidePots++;
      }
    }
    // Three stacks of 9, 23 and 60 all in make side pots in most games.
    expect(sidePots).toBeGreaterThanOrEqual(8);
  });

  it("a seat's share shows that seat's view: never another seat's down card before it is shown", async () => {
    const hand = await playOut(send, await createHand(send, FAMILY_HANDS.sevenCardStud!));
    const link = await share(hand.id, { seat: 2 });
    expect(link.url).toBe(`/replay/${hand.id}#token=${link.token}`);
    expect(link.token).toMatch(/^crp_share_[A-Za-z0-9_-]{43}$/);
    const data = await dataWith(link.token, hand.id);
    expect(data).toMatchObject({ view: 'seat', viewer: 2 });
    const full = (await api.get(`/v1/hands/${hand.id}/replay-data`).expect(200)).body as ReplayData;
    const showdown = data.steps.findIndex((s) => s.event === 'show');
    expect(showdown).toBeGreaterThan(0);
    for (const step of data.steps.slice(0, showdown)) {
      for (const seat of step.seats) {
        const fullSeat = full.steps[step.step]!.seats.find((s) => s.seat === seat.seat)!;
        seat.cards.forEach((c, i) => {
          // Own cards and up cards as dealt; another seat's down cards hidden.
          if (seat.seat === 2 || c.up) expect(c.card).toBe(fullSeat.cards[i]!.card);
          else expect(c.card).toBeNull();
        });
      }
      // The log names no hidden card either.
      for (const other of full.steps[step.step]!.seats.filter((s) => s.seat !== 2)) {
        for (const c of other.cards.filter((c) => !c.up)) expect(step.text).not.toContain(c.card!);
      }
    }
    expect(data.result!.pots).toEqual(hand.result!.pots);
  });

  it('a share token reads its own replay and nothing else', async () => {
    const hand = await createHand(send, FAMILY_HANDS.holdem!);
    const other = await createHand(send, FAMILY_HANDS.holdem!);
    const { token } = await share(hand.id, { seat: 1 });
    const as = client(app, token);
    await as.get(`/v1/hands/${hand.id}/replay-data`).expect(200);
    expect((await as.get(`/v1/hands/${hand.id}/replay-data?seat=2`).expect(403)).body.detail).toMatch(/seat 1/);
    expect((await as.get(`/v1/hands/${other.id}/replay-data`).expect(403)).body.detail).toMatch(/another hand/);
    await as.get(`/v1/hands/${hand.id}`).expect(403);
    await as.get(`/v1/hands/${hand.id}/history`).expect(403);
    await as.get(`/v1/hands/${hand.id}/replay?step=1`).expect(403);
    await as.get('/v1/hands').expect(403);
    await as.post(`/v1/hands/${hand.id}/actions`).send({ seat: 1, type: 'fold' }).expect(403);
    await as.post(`/v1/hands/${hand.id}/shares`).send({}).expect(403);
  });

  it("a seat token reads its own seat's replay data, like its other reads", async () => {
    const hand = (await api.post('/v1/hands').send({ ...FAMILY_HANDS.holdem!, seatTokens: true }).expect(201)).body as { id: string; seatTokens: { seat: number; token: string }[] };
    const token = hand.seatTokens.find((t) => t.seat === 3)!.token;
    const data = await dataWith(token, hand.id);
    expect(data).toMatchObject({ view: 'seat', viewer: 3 });
    const last = data.steps[data.steps.length - 1]!;
    expect(last.seats.find((s) => s.seat === 3)!.cards.every((c) => c.card !== null)).toBe(true);
    expect(last.seats.filter((s) => s.seat !== 3).flatMap((s) => s.cards).every((c) => c.card === null)).toBe(true);
    await client(app, token).get(`/v1/hands/${hand.id}/replay-data?seat=1`).expect(403);
  });

  it('a share of a live hand shows only what has happened, and the whole table as a spectator until the end', async () => {
    const hand = await createHand(send, FAMILY_HANDS.holdem!);
    const { token } = await share(hand.id);
    const before = await dataWith(token, hand.id);
    expect(before).toMatchObject({ view: 'spectator', viewer: null, status: 'live', result: null });
    expect(before.steps).toHaveLength(hand.version + 1);
    const last = before.steps[before.steps.length - 1]!;
    expect(last.seats.flatMap((s) => s.cards).every((c) => c.card === null)).toBe(true);
    expect(before.steps.map((s) => s.text).find((t) => t.startsWith('Dealt:'))).not.toMatch(/[2-9TJQKA][cdhs]/);
    const done = await playOut(send, hand);
    const after = await dataWith(token, hand.id);
    expect(after).toMatchObject({ view: 'table', status: 'complete' });
    expect(after.steps).toHaveLength(done.version + 1);
    expect(after.steps[after.steps.length - 1]!.seats.flatMap((s) => s.cards).every((c) => c.card !== null)).toBe(true);
  });

  it('an expired share stops working; a deleted hand takes its shares with it', async () => {
    const hand = await createHand(send, FAMILY_HANDS.holdem!);
    const brief = await share(hand.id, { expiresIn: 1 });
    expect(Date.parse(brief.expiresAt!) - Date.now()).toBeLessThanOrEqual(1000);
    const lasting = await share(hand.id);
    await dataWith(brief.token, hand.id);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await client(app, brief.token).get(`/v1/hands/${hand.id}/replay-data`).expect(401);
    expect(expired.body.detail).toMatch(/expired/);
    await dataWith(lasting.token, hand.id);
    await api.delete(`/v1/hands/${hand.id}`).expect(204);
    await client(app, lasting.token).get(`/v1/hands/${hand.id}/replay-data`).expect(401);
  });

  it("refuses what it cannot do: another app's hand, a seat not in the hand, a bad expiry", async () => {
    const hand = await createHand(send, FAMILY_HANDS.holdem!);
    const stranger = client(app, (await newAppKey(app)).key);
    await stranger.post(`/v1/hands/${hand.id}/shares`).send({}).expect(404);
    await stranger.get(`/v1/hands/${hand.id}/replay-data`).expect(404);
    expect((await api.post(`/v1/hands/${hand.id}/shares`).send({ seat: 7 }).expect(422)).body.errors[0].pointer).toBe('/seat');
    await api.post(`/v1/hands/${hand.id}/shares`).send({ expiresIn: 0 }).expect(422);
    await api.post(`/v1/hands/${hand.id}/shares`).send({ expiresIn: 1.5 }).expect(422);
    await api.get(`/v1/hands/${hand.id}/replay-data?seat=7`).expect(422);
  });

  it('lists a hand\'s share links without their tokens, newest first, with whether each still works', async () => {
    const hand = await createHand(send, FAMILY_HANDS.holdem!);
    const table = await share(hand.id);
    const seat = await share(hand.id, { seat: 2, expiresIn: 3600 });
    const brief = await share(hand.id, { expiresIn: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const listed = await sharesOf(hand.id);
    expect(listed.items.map((s) => s.id)).toEqual([brief.id, seat.id, table.id]);
    expect(listed.items.map((s) => s.status)).toEqual(['expired', 'active', 'active']);
    expect(listed.items[1]).toEqual({ id: seat.id, handId: hand.id, seat: 2, status: 'active', createdAt: expect.any(String), expiresAt: seat.expiresAt, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain('crp_share_');
    // Another hand's shares are its own; a fresh hand has none.
    expect((await sharesOf((await createHand(send, FAMILY_HANDS.holdem!)).id)).items).toEqual([]);
  });

  it('a revoked share is refused at once; the hand\'s other shares keep working', async () => {
    const hand = await createHand(send, FAMILY_HANDS.holdem!);
    const revoked = await share(hand.id, { seat: 1 });
    const kept = await share(hand.id);
    // Read once, so this instance remembers the token as valid.
    await dataWith(revoked.token, hand.id);
    await api.delete(`/v1/hands/${hand.id}/shares/${revoked.id}`).expect(204);
    const refused = await client(app, revoked.token).get(`/v1/hands/${hand.id}/replay-data`).expect(401);
    expect(refused.body.detail).toMatch(/revoked/);
    await dataWith(kept.token, hand.id);
    const listed = await sharesOf(hand.id);
    expect(listed.items.find((s) => s.id === revoked.id)).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect(listed.items.find((s) => s.id === kept.id)).toMatchObject({ status: 'active', revokedAt: null });
    // Again: nothing changes, not even when it was revoked.
    await api.delete(`/v1/hands/${hand.id}/shares/${revoked.id}`).expect(204);
    expect((await sharesOf(hand.id)).items.find((s) => s.id === revoked.id)!.revokedAt).toBe(listed.items.find((s) => s.id === revoked.id)!.revokedAt);
  });

  it('revokes only its own app\'s shares, of the hand named, and only with an app key', async () => {
    const hand = await createHand(send, FAMILY_HANDS.holdem!);
    const other = await createHand(send, FAMILY_HANDS.holdem!);
    const link = await share(hand.id);
    const stranger = client(app, (await newAppKey(app)).key);
    await stranger.get(`/v1/hands/${hand.id}/shares`).expect(404);
    await stranger.delete(`/v1/hands/${hand.id}/shares/${link.id}`).expect(404);
    // The share exists, but not under that hand.
    expect((await api.delete(`/v1/hands/${other.id}/shares/${link.id}`).expect(404)).body.detail).toMatch(/has no share/);
    await api.delete(`/v1/hands/${hand.id}/shares/00000000-0000-4000-8000-000000000000`).expect(404);
    await api.delete(`/v1/hands/${hand.id}/shares/not-a-uuid`).expect(404);
    await client(app, link.token).get(`/v1/hands/${hand.id}/shares`).expect(403);
    await client(app, link.token).delete(`/v1/hands/${hand.id}/shares/${link.id}`).expect(403);
    // None of that touched it.
    await dataWith(link.token, hand.id);
  });

  it('a share revoked on one instance is refused on another that had checked its token', async () => {
    const second = await bootApp();
    try {
      const hand = await createHand(send, FAMILY_HANDS.holdem!);
      const link = await share(hand.id);
      const elsewhere = client(second, link.token);
      // The second instance trusts the token for CREDENTIAL_CACHE_SECONDS (10 s) unless told.
      await elsewhere.get(`/v1/hands/${hand.id}/replay-data`).expect(200);
      await api.delete(`/v1/hands/${hand.id}/shares/${link.id}`).expect(204);
      const start = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - start < 5000) {
        status = (await elsewhere.get(`/v1/hands/${hand.id}/replay-data`)).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Well inside the cache interval: it was told, not left to expire.
      expect({ status, withinMs: Date.now() - start < 5000 }).toEqual({ status: 401, withinMs: true });
    } finally {
      await second.close();
    }
  });
});
