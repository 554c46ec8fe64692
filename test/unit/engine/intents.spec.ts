import { type Action, type HandEvent } from '../../../src/engine';
import { config, stackedDeck, Table } from './helpers';

const SEEDED = { seed: 'intents' };

/** Three players, button 1 (small blind 2, big blind 3, seat 1 first to act pre-flop). */
function flop(structure: 'fixedLimit' | 'potLimit' | 'noLimit', stacks: number[] = [100, 100, 100], game = 'holdem') {
  const stakes = structure === 'fixedLimit' ? { smallBet: 2, bigBet: 4 } : { smallBlind: 1, bigBlind: 2 };
  return new Table(config({ game, bettingStructure: structure, stakes, seats: stacks.map((stack, i) => ({ seat: i + 1, stack })), button: 1, ...SEEDED }));
}

const intent = (seat: number, type: 'checkOrCall' | 'allIn') => ({ seat, type }) as Action;
const betOrRaiseTo = (seat: number, amount?: number) => ({ seat, type: 'betOrRaiseTo', ...(amount !== undefined ? { amount } : {}) }) as Action;
/** The events one action caused, the first being the action itself. */
const caused = (t: Table, action: Action): HandEvent[] => {
  const before = t.events.length;
  t.do(action);
  return t.events.slice(before);
};

describe('intents resolve against the legal actions and are recorded as the action they become', () => {
  it('no limit: checkOrCall is a call facing the blind and the big blind\u2019s check; betOrRaiseTo is a raise, then a bet', () => {
    const t = flop('noLimit');
    expect(caused(t, intent(1, 'checkOrCall'))[0]).toEqual({ type: 'call', seat: 1, amount: 2, allIn: false });
    expect(caused(t, betOrRaiseTo(2, 6))[0]).toEqual({ type: 'raise', seat: 2, to: 6, amount: 5, allIn: false });
    t.act(3, 'call').act(1, 'call');
    expect(t.state.street).toBe(1);
    expect(caused(t, intent(2, 'checkOrCall'))[0]).toEqual({ type: 'check', seat: 2 });
    expect(caused(t, betOrRaiseTo(3, 10))[0]).toEqual({ type: 'bet', seat: 3, to: 10, amount: 10, allIn: false });
    expect(t.replays()).toBe(true);
    expect(t.events.some((e) => (e.type as string) === 'checkOrCall' || (e.type as string) === 'betOrRaiseTo')).toBe(false);
  });

  it('no limit: betOrRaiseTo keeps the limits of the action it becomes', () => {
    const t = flop('noLimit');
    expect(t.refused(betOrRaiseTo(1, 3)).code).toBe('raise_below_minimum');
    expect(t.refused(betOrRaiseTo(1, 101)).code).toBe('raise_above_maximum');
    expect(t.refused(betOrRaiseTo(1)).code).toBe('amount_required');
    t.act(1, 'call').act(2, 'call').act(3, 'check');
    expect(t.refused(betOrRaiseTo(2, 1)).code).toBe('bet_below_minimum');
  });

  it('no limit: allIn is a raise to the whole stack, or a call for less when the stack does not cover the bet', () => {
    const t = flop('noLimit', [100, 100, 40]);
    expect(caused(t, intent(1, 'allIn'))[0]).toEqual({ type: 'raise', seat: 1, to: 100, amount: 100, allIn: true });
    expect(caused(t, intent(2, 'allIn'))[0]).toEqual({ type: 'call', seat: 2, amount: 99, allIn: true });
    expect(caused(t, intent(3, 'allIn'))[0]).toEqual({ type: 'call', seat: 3, amount: 38, allIn: true });
    expect(t.state.complete).toBe(true);
  });

  it('pot limit: allIn is a raise to the stack while the pot allows it, and refused above the pot', () => {
    // Blinds 1/2, seat 1 first: the pot raise is to 7 (call 2, then the pot of 5).
    const small = flop('potLimit', [7, 100, 100], 'omaha');
    expect(small.option('raise')).toEqual({ type: 'raise', min: 4, max: 7 });
    expect(caused(small, intent(1, 'allIn'))[0]).toEqual({ type: 'raise', seat: 1, to: 7, amount: 7, allIn: true });
    const deep = flop('potLimit', [100, 100, 100], 'omaha');
    const refused = deep.refused(intent(1, 'allIn'));
    expect(refused.code).toBe('amount_not_allowed');
    expect(refused.message).toBe('seat 1 cannot go all-in (raise to 100): pot limit allows raise to 4 to 7; allowed: fold, call 2, raise to 4 to 7');
  });

  it('fixed limit: allIn only when the stack is no more than the bet; a short all-in raise; otherwise refused', () => {
    const deep = flop('fixedLimit');
    const refused = deep.refused(intent(1, 'allIn'));
    expect(refused.code).toBe('amount_not_allowed');
    expect(refused.message).toMatch(/^seat 1 cannot go all-in \(raise to 100\): fixed limit allows raise to exactly 4/);
    // Three chips: a raise to 3 over the big blind of 2 is a short all-in (§3.2.4).
    const short = flop('fixedLimit', [3, 100, 100]);
    expect(short.option('raise')).toEqual({ type: 'raise', min: 3, max: 3 });
    expect(caused(short, intent(1, 'allIn'))[0]).toEqual({ type: 'raise', seat: 1, to: 3, amount: 3, allIn: true });
    // Capped at 8: no raise is left, so there is no all-in either, only the call.
    const capped = flop('fixedLimit');
    capped.act(1, 'raise', 4).act(2, 'raise', 6).act(3, 'raise', 8);
    const after = capped.refused(intent(1, 'allIn'));
    expect(after.code).toBe('action_not_allowed');
    expect(after.message).toBe('seat 1 cannot put his whole stack in (96) now: no bet or raise is allowed; allowed: fold, call 4');
    expect(caused(capped, intent(1, 'checkOrCall'))[0]).toEqual({ type: 'call', seat: 1, amount: 4, allIn: false });
    expect(capped.refused(betOrRaiseTo(2, 10)).code).toBe('action_not_allowed');
  });

  it('stud: the bring-in player may not checkOrCall; betOrRaiseTo completes; a short bring-in is his allIn', () => {
    // Door cards: seat 1 2c (lowest), seat 2 9d, seat 3 Kh. Bets 4/8, ante 1, bring-in 2.
    const holes = { 1: 'Ah Ad 2c', 2: 'Kc Kd 9d', 3: 'Qs Qh Kh' };
    const stud = (stack1: number) =>
      new Table(
        config({
          game: 'sevenCardStud',
          stakes: { smallBet: 4, bigBet: 8, ante: 1, bringIn: 2 },
          seats: [{ seat: 1, stack: stack1 }, { seat: 2, stack: 100 }, { seat: 3, stack: 100 }],
          button: 3,
          deck: stackedDeck({ game: 'sevenCardStud', seats: [1, 2, 3], button: 3, holes }),
        }),
      );
    const t = stud(100);
    expect(t.refused(intent(1, 'checkOrCall')).code).toBe('action_not_allowed');
    expect(caused(t, betOrRaiseTo(1, 4))[0]).toEqual({ type: 'complete', seat: 1, to: 4, amount: 4, allIn: false });
    expect(caused(t, betOrRaiseTo(2, 8))[0]).toEqual({ type: 'raise', seat: 2, to: 8, amount: 8, allIn: false });
    const afterBringIn = stud(100);
    afterBringIn.act(1, 'bringIn');
    expect(caused(afterBringIn, betOrRaiseTo(2, 4))[0]).toEqual({ type: 'complete', seat: 2, to: 4, amount: 4, allIn: false });
    const short = stud(2);
    expect(caused(short, intent(1, 'allIn'))[0]).toEqual({ type: 'bringIn', seat: 1, amount: 1, allIn: true });
  });

  it('jacks or better: betOrRaiseTo is the opening, which a hand below jacks may not make', () => {
    const holes = { 1: '2c 5d 8h Tc Ks', 2: 'Jh Jd 4c 7s 9h', 3: 'Qh Qd 3c 6s 2h' };
    const deck = stackedDeck({ game: 'jacksOrBetter', seats: [1, 2, 3], button: 3, holes });
    const t = new Table(config({ game: 'jacksOrBetter', stakes: { ante: 2 }, seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })), button: 3, deck }));
    expect(t.refused(betOrRaiseTo(1, 6)).code).toBe('action_not_allowed');
    expect(caused(t, intent(1, 'checkOrCall'))[0]).toEqual({ type: 'check', seat: 1 });
    const opened = caused(t, betOrRaiseTo(2, 6));
    expect(opened.slice(0, 2)).toEqual([
      { type: 'bet', seat: 2, to: 6, amount: 6, allIn: false },
      { type: 'openers', seat: 2, cards: t.player(2).cards.map((c) => c.card) },
    ]);
  });

  it('out of turn, or in a discard or draw, intents are refused like any action', () => {
    const t = flop('noLimit');
    expect(t.refused(intent(2, 'checkOrCall')).code).toBe('not_your_turn');
    const deck = stackedDeck({ game: 'crazyPineapple', seats: [1, 2], button: 1, holes: { 1: 'As Ad Kc', 2: '7h 2c 3d' } });
    const pineapple = new Table(config({ game: 'crazyPineapple', stakes: { smallBet: 2, bigBet: 4 }, seats: [1, 2].map((seat) => ({ seat, stack: 100 })), button: 1, deck }));
    pineapple.act(1, 'call').act(2, 'check').act(2, 'check').act(1, 'check');
    expect(pineapple.option('discard')).toBeDefined();
    expect(pineapple.refused(intent(pineapple.toAct!, 'checkOrCall')).code).toBe('action_not_allowed');
    expect(pineapple.refused(intent(pineapple.toAct!, 'allIn')).code).toBe('action_not_allowed');
  });

  it('a hand played with intents records exactly the events of the same hand played with the actions they name', () => {
    const withIntents = flop('noLimit', [100, 100, 60]);
    const named = flop('noLimit', [100, 100, 60]);
    const script: [Action, Action][] = [
      [intent(1, 'checkOrCall'), { seat: 1, type: 'call' }],
      [betOrRaiseTo(2, 8), { seat: 2, type: 'raise', amount: 8 }],
      [intent(3, 'checkOrCall'), { seat: 3, type: 'call' }],
      [intent(1, 'checkOrCall'), { seat: 1, type: 'call' }],
      [intent(2, 'checkOrCall'), { seat: 2, type: 'check' }],
      [betOrRaiseTo(3, 20), { seat: 3, type: 'bet', amount: 20 }],
      [intent(1, 'allIn'), { seat: 1, type: 'raise', amount: 92 }],
      [intent(2, 'allIn'), { seat: 2, type: 'call' }],
      [intent(3, 'allIn'), { seat: 3, type: 'call' }],
    ];
    for (const [a, b] of script) {
      withIntents.do(a);
      named.do(b);
    }
    expect(withIntents.state.complete).toBe(true);
    expect(withIntents.events).toEqual(named.events);
  });
});
