import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Agent, bootWithKey } from './app';

type Event = { type: string; seat?: number; amount?: number; to?: number; allIn?: boolean };

/**
 * The intents over HTTP: `checkOrCall`, `betOrRaiseTo` and `allIn` are accepted by
 * POST /v1/hands/{id}/actions, documented in the OpenAPI document, and stored as the action they
 * resolve to; an all-in the structure does not allow is a 422 that changes nothing.
 */
describe('intents over HTTP', () => {
  let app: NestFastifyApplication;
  let api: Agent;

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
  });
  afterAll(() => app.close());

  const create = async (structure: string, stakes: object) =>
    (await api.post('/v1/hands').send({ game: 'holdem', bettingStructure: structure, stakes, seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })), button: 1, seed: 'intents' }).expect(201)).body;
  const act = (id: string, body: object) => api.post(`/v1/hands/${id}/actions`).send(body);

  it('no limit: checkOrCall, betOrRaiseTo and allIn play a hand recorded as call, raise, check, bet and all-in calls', async () => {
    const hand = await create('noLimit', { smallBlind: 1, bigBlind: 2 });
    await act(hand.id, { seat: 1, type: 'checkOrCall' }).expect(200);
    await act(hand.id, { seat: 2, type: 'betOrRaiseTo', amount: 6 }).expect(200);
    await act(hand.id, { seat: 3, type: 'checkOrCall' }).expect(200);
    const flop = (await act(hand.id, { seat: 1, type: 'checkOrCall' }).expect(200)).body;
    expect(flop.street).toBe('flop');
    await act(hand.id, { seat: 2, type: 'checkOrCall' }).expect(200);
    await act(hand.id, { seat: 3, type: 'betOrRaiseTo', amount: 10 }).expect(200);
    await act(hand.id, { seat: 1, type: 'allIn' }).expect(200);
    await act(hand.id, { seat: 2, type: 'allIn' }).expect(200);
    const done = (await act(hand.id, { seat: 3, type: 'allIn' }).expect(200)).body;
    expect(done.status).toBe('complete');
    const events: Event[] = (await api.get(`/v1/hands/${hand.id}/history`).expect(200)).body.events;
    const played = events.filter((e) => ['fold', 'check', 'call', 'bet', 'raise'].includes(e.type)).map((e) => [e.seat, e.type, e.to ?? e.amount ?? null, e.allIn ?? null]);
    expect(played).toEqual([
      [1, 'call', 2, false],
      [2, 'raise', 6, false],
      [3, 'call', 4, false],
      [1, 'call', 4, false],
      [2, 'check', null, null],
      [3, 'bet', 10, false],
      [1, 'raise', 94, true],
      [2, 'call', 94, true],
      [3, 'call', 84, true],
    ]);
    expect(events.some((e) => ['checkOrCall', 'betOrRaiseTo', 'allIn'].includes(e.type))).toBe(false);
  });

  it('fixed limit: an all-in larger than the bet is a 422 amount-not-allowed that names the legal raise, and changes nothing', async () => {
    const hand = await create('fixedLimit', { smallBet: 2, bigBet: 4 });
    const res = await act(hand.id, { seat: 1, type: 'allIn' }).expect(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.type).toBe('/problems/amount-not-allowed');
    expect(res.body.detail).toBe('seat 1 cannot go all-in (raise to 100): fixed limit allows raise to exactly 4; allowed: fold, call 2, raise to exactly 4');
    expect(res.body.legalActions).toEqual(hand.toAct.legalActions);
    expect((await api.get(`/v1/hands/${hand.id}`).expect(200)).body.version).toBe(hand.version);
    const raised = (await act(hand.id, { seat: 1, type: 'betOrRaiseTo', amount: 4 }).expect(200)).body;
    expect(raised.seats.find((s: { seat: number }) => s.seat === 1).bet).toBe(4);
  });

  it('the OpenAPI document lists the intents among the action types', async () => {
    const doc = (await api.get('/docs-json').expect(200)).body;
    // The action body is a union on `type`: each intent is a member, described as an intent.
    const { mapping } = doc.components.schemas.ActionDto.discriminator;
    expect(Object.keys(mapping)).toEqual(expect.arrayContaining(['checkOrCall', 'betOrRaiseTo', 'allIn']));
    expect(doc.components.schemas.ActionBetOrRaiseTo).toMatchObject({ required: ['type', 'seat'], description: expect.stringMatching(/^Intent: bet, raise or complete/) });
    expect(Object.keys(doc.components.schemas.ActionBetOrRaiseTo.properties).sort()).toEqual(['amount', 'seat', 'type']);
  });
});
