import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { flopDeck } from '../unit/engine/helpers';
import { type Agent, bootWithKey } from './app';

type Pot = { amount: number; eligible: number[] };

/**
 * TV-23 through HTTP (RULES.md §3.8): a big-blind ante is dead money in the main pot, both in the
 * live view's pots while the hand is played and in the award at the end.
 */
describe('a big-blind ante over HTTP (TV-23)', () => {
  let app: NestFastifyApplication;
  let api: Agent;

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
  });
  afterAll(() => app.close());

  async function start(stacks: Record<number, number>, holes: Record<number, string>, stakes: object) {
    const seats = Object.keys(stacks).map(Number);
    const res = await api
      .post('/v1/hands')
      .send({
        game: 'holdem',
        bettingStructure: 'noLimit',
        stakes: { ...stakes, anteStyle: 'bigBlind' },
        seats: seats.map((seat) => ({ seat, stack: stacks[seat] })),
        button: 1,
        deck: flopDeck({ seats, button: 1, holes, board: 'Qh 9s 5d 3c Jd' }),
      })
      .expect(201);
    return res.body.id as string;
  }

  async function act(id: string, seat: number, type: string) {
    return (await api.post(`/v1/hands/${id}/actions`).send({ seat, type }).expect(200)).body;
  }

  const stacksOf = (view: { result: { finalStacks: { seat: number; stack: number }[] } }) => Object.fromEntries(view.result.finalStacks.map((s) => [s.seat, s.stack]));

  it('heads-up, blinds 1/2, ante 2, checked down: the live pot is 6 for both, and the button ends with 104', async () => {
    const id = await start({ 1: 100, 2: 100 }, { 1: 'As Ad', 2: '7h 2c' }, { smallBlind: 1, bigBlind: 2, ante: 2 });
    await act(id, 1, 'call');
    const flop = await act(id, 2, 'check');
    expect(flop.street).toBe('flop');
    expect(flop.pot).toBe(6);
    expect(flop.pots).toEqual([{ amount: 6, eligible: [1, 2] }]);
    let view = flop;
    for (let street = 0; street < 3; street++) {
      await act(id, 2, 'check');
      view = await act(id, 1, 'check');
    }
    expect(view.status).toBe('complete');
    expect(view.result.pots.map((p: Pot) => [p.amount, p.eligible])).toEqual([[6, [1, 2]]]);
    expect(stacksOf(view)).toEqual({ 1: 104, 2: 96 });
  });

  it('three-handed, blinds 5/10, ante 10, the button all-in for 3: pots 19 and 14, stacks 19/90/94', async () => {
    const id = await start({ 1: 3, 2: 100, 3: 100 }, { 1: 'As Ad', 2: '7h 2c', 3: 'Kc Kd' }, { smallBlind: 5, bigBlind: 10, ante: 10 });
    const before = (await api.get(`/v1/hands/${id}`).expect(200)).body;
    // Only the ante is collected before anyone acts: the blinds are bets in front of the players.
    expect(before.pots).toEqual([{ amount: 10, eligible: [1, 2, 3] }]);
    await act(id, 1, 'call');
    await act(id, 2, 'call');
    const flop = await act(id, 3, 'check');
    expect(flop.pots).toEqual([
      { amount: 19, eligible: [1, 2, 3] },
      { amount: 14, eligible: [2, 3] },
    ]);
    let view = flop;
    for (let street = 0; street < 3; street++) {
      await act(id, 2, 'check');
      view = await act(id, 3, 'check');
    }
    expect(view.result.pots.map((p: Pot & { winners: { seat: number }[] }) => [p.amount, p.winners.map((w) => w.seat)])).toEqual([
      [19, [1]],
      [14, [3]],
    ]);
    expect(stacksOf(view)).toEqual({ 1: 19, 2: 90, 3: 94 });
  });
});
