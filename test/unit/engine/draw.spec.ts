import { cards, formatCards } from '../../../src/engine';
import { config, stackedDeck, Table } from './helpers';

const seatsOf = (n: number, stack = 200) => Array.from({ length: n }, (_, i) => ({ seat: i + 1, stack }));

function drawTable(game: string, holes: Record<number, string>, opts: { stakes: object; structure?: string; button?: number; after?: string; options?: Record<string, unknown>; stack?: number; deadMoney?: number }) {
  const seats = Object.keys(holes).map(Number);
  const button = opts.button ?? Math.max(...seats);
  const deck = stackedDeck({ game, seats, button, holes, ...(opts.after ? { after: opts.after } : {}) });
  return new Table(
    config({
      game,
      ...(opts.structure ? { bettingStructure: opts.structure } : {}),
      stakes: opts.stakes,
      seats: seats.map((seat) => ({ seat, stack: opts.stack ?? 200 })),
      button,
      deck,
      ...(opts.deadMoney ? { deadMoney: opts.deadMoney } : {}),
      ...(opts.options ? { options: opts.options } : {}),
    }),
  );
}

describe('TV-13 jacks or better: the pot opening and the passed-out deal (§3.7)', () => {
  const five = { 1: '2c 5d 8h Tc Ks', 2: 'Jh Jd 4c 7s 9h', 3: 'Qh Qd 3c 6s 2h', 4: '3d 4h 6c 9c Kd', 5: '5h 7c 8s Ts Ac' };

  it('5 players ante 2, pot 10: only jacks or better opens, for exactly 10; the next may raise from 20 to 40', () => {
    const t = drawTable('jacksOrBetter', five, { stakes: { ante: 2 } });
    expect(t.pot()).toBe(10);
    expect(t.toAct).toBe(1);
    expect(t.legal().map((l) => l.type)).toEqual(['fold', 'check']);
    t.act(1, 'check');
    expect(t.option('bet')).toEqual({ type: 'bet', min: 10, max: 10 });
    t.act(2, 'bet', 10);
    const openers = t.events.find((e) => e.type === 'openers');
    expect(openers?.type === 'openers' && formatCards(openers.cards)).toEqual(['Jh', 'Jd', '4c', '7s', '9h']);
    expect(t.legal()).toEqual([{ type: 'fold' }, { type: 'call', amount: 10, allIn: false }, { type: 'raise', min: 20, max: 40 }]);
  });

  it('an open by a hand below jacks is refused', () => {
    const t = drawTable('jacksOrBetter', five, { stakes: { ante: 2 } });
    const before = t.state;
    expect(() => t.act(1, 'bet', 10)).toThrow(/action_not_allowed/);
    expect(t.state).toBe(before);
  });

  it('redeal: 4 players ante 5, everyone checks: no rake, 20 carried; the next deal antes again into 40', () => {
    const holes = { 1: '2c 5d 8h Tc Ks', 2: '3h 3d 4c 7s 9h', 3: 'Th 9d 3c 6s 2h', 4: '3s 4h 6c 9c Kd' };
    const t = drawTable('jacksOrBetter', holes, { stakes: { ante: 5 }, options: { rakeBasisPoints: 500 } });
    for (const s of [1, 2, 3, 4]) t.act(s, 'check');
    expect(t.state.complete).toBe(true);
    expect(t.events.slice(-2)).toEqual([{ type: 'passedOut', carried: 20 }, { type: 'handEnded', finalStacks: [1, 2, 3, 4].map((seat) => ({ seat, stack: 195 })) }]);
    expect(t.state.awards).toEqual([]);
    const next = drawTable('jacksOrBetter', holes, { stakes: { ante: 5 }, deadMoney: 20 });
    expect(next.pot()).toBe(40);
  });

  it('lowballDraw: the same cards stay; left of the dealer may open for exactly 20; the lowest A-5 hand wins 60', () => {
    // Seat 2's 8-7-4-3-2 (after standing pat) beats seat 3's K-Q-T-6-3... after his draw of 2: T-8-6-3-2 .
    const holes = { 1: '2c 5d 8h Tc Ks', 2: '3h 2d 4c 7s 8c', 3: 'Th 9d 3c 6s Qh', 4: '3s 4h 6c 9c Kd' };
    const t = drawTable('jacksOrBetter', holes, { stakes: { ante: 5 }, options: { noOpener: 'lowballDraw' }, after: '7h 8d 2h' });
    for (const s of [1, 2, 3, 4]) t.act(s, 'check');
    expect(t.events.at(-1)).toEqual({ type: 'lowballContinuation' });
    expect(t.toAct).toBe(1);
    expect(t.legal().map((l) => l.type)).toEqual(['fold', 'check', 'bet']);
    expect(t.option('bet')).toEqual({ type: 'bet', min: 20, max: 20 });
    t.act(1, 'check').act(2, 'bet', 20).act(3, 'call').act(4, 'fold').act(1, 'fold');
    expect(t.pot()).toBe(60);
    // The draw: seat 2 stands pat, seat 3 throws 9d Qh; burn 7h, then 8d 2h.
    expect(t.option('draw')).toMatchObject({ type: 'draw', max: 4 });
    t.act(2, 'draw', []).act(3, 'draw', cards('9d Qh'));
    expect(formatCards(t.player(3).cards.map((c) => c.card))).toEqual(['Th', '3c', '6s', '8d', '2h']);
    t.act(2, 'check').act(3, 'check');
    expect(t.state.shown.find((s) => s.seat === 2)!.low!.description).toMatch(/8/);
    expect(t.finalStacks()).toEqual({ 1: 195, 2: 195 - 20 + 60, 3: 175, 4: 195 });
  });
});

describe('TV-20 draw stub exhausted: the new stub of 36 cards and its exclusions (§4.10)', () => {
  it('serves P1, forms the new stub without P2\u2019s and P3\u2019s current discards, then serves P2 and P3 from it', () => {
    // 6 players, button 6: SB 1, BB 2. Seats 4-6 fold pre-flop; stub 22 after the deal.
    const t = new Table(config({ game: 'deuceToSevenTripleDraw', stakes: { smallBet: 2, bigBet: 4 }, seats: seatsOf(6), button: 6, seed: 'tv-20' }));
    t.act(3, 'call').act(4, 'fold').act(5, 'fold').act(6, 'fold').act(1, 'call').act(2, 'check');
    const hand = (s: number) => t.player(s).cards.map((c) => c.card);
    // Draw 1: 5 + 5 + 4 = 14 (burn 1): 7 left. Draw 2: P1 draws 1 (burn 1): 5 left.
    t.act(1, 'draw', hand(1)).act(2, 'draw', hand(2)).act(3, 'draw', hand(3).slice(0, 4));
    t.act(1, 'check').act(2, 'check').act(3, 'check');
    t.act(1, 'draw', hand(1).slice(0, 1)).act(2, 'draw', []).act(3, 'draw', []);
    t.act(1, 'check').act(2, 'check').act(3, 'check');
    expect(t.state.stub.length - t.state.deckIndex).toBe(5);
    const p2Discards = hand(2).slice(0, 2);
    const p3Discards = hand(3).slice(0, 1);
    t.act(1, 'draw', hand(1).slice(0, 3)).act(2, 'draw', p2Discards).act(3, 'draw', p3Discards);
    const third = t.events.slice(t.events.findLastIndex((e) => e.type === 'drawRound'));
    expect(third.map((e) => e.type)).toEqual(['drawRound', 'draw', 'draw', 'draw', 'burn', 'replace', 'replace', 'reshuffle', 'replace', 'replace']);
    const reshuffle = third[7]!;
    if (reshuffle.type !== 'reshuffle') throw new Error('no reshuffle');
    expect(reshuffle.cards).toHaveLength(36);
    const fresh = new Set(reshuffle.cards);
    for (const c of [...p2Discards, ...p3Discards]) expect(fresh.has(c)).toBe(false);
    const p1Discards = third[1]!.type === 'draw' ? third[1]!.cards : [];
    for (const c of p1Discards) expect(fresh.has(c)).toBe(true);
    const replaces = [third[5]!, third[6]!, third[8]!, third[9]!].map((e) => {
      if (e.type !== 'replace') throw new Error(`expected a replacement, got ${e.type}`);
      return e;
    });
    const [r1, r2, r3, r4] = replaces as [(typeof replaces)[0], (typeof replaces)[0], (typeof replaces)[0], (typeof replaces)[0]];
    expect([r1.seat, r1.cards.length, r2.seat, r2.cards.length, r3.seat, r3.cards.length, r4.seat, r4.cards.length]).toEqual([1, 3, 2, 1, 2, 1, 3, 1]);
    for (const c of r3.cards) expect(p2Discards).not.toContain(c);
    for (const c of r4.cards) expect(p3Discards).not.toContain(c);
    expect(t.toAct).toBe(1);
  });
});

describe('TV-21 triple draw order (§4.11)', () => {
  const stakes = { smallBet: 2, bigBet: 4 };

  it('heads-up: the button (small blind) acts first pre-flop; the big blind draws first and acts first after', () => {
    const t = new Table(config({ game: 'aceToFiveTripleDraw', stakes, seats: seatsOf(2), button: 1, seed: 'tv-21' }));
    expect(t.player(1).bet).toBe(1);
    expect(t.toAct).toBe(1);
    t.act(1, 'call').act(2, 'check');
    for (let round = 0; round < 3; round++) {
      expect(t.toAct).toBe(2);
      t.act(2, 'draw', []).act(1, 'draw', []);
      expect(t.toAct).toBe(2);
      t.act(2, 'check').act(1, 'check');
    }
    expect(t.state.complete).toBe(true);
  });

  it('three-handed (B, S, G): pre-flop B, S, G; draws and later rounds S, G, B', () => {
    const t = new Table(config({ game: 'deuceToSevenTripleDraw', stakes, seats: seatsOf(3), button: 1, seed: 'tv-21b' }));
    const order: number[] = [];
    const step = (type: 'call' | 'check') => {
      order.push(t.toAct!);
      t.act(t.toAct!, type);
    };
    step('call');
    step('call');
    step('check');
    expect(order).toEqual([1, 2, 3]);
    for (let round = 0; round < 3; round++) {
      const draws: number[] = [];
      for (let k = 0; k < 3; k++) {
        draws.push(t.toAct!);
        t.act(t.toAct!, 'draw', []);
      }
      expect(draws).toEqual([2, 3, 1]);
      const bets: number[] = [];
      for (let k = 0; k < 3; k++) {
        bets.push(t.toAct!);
        t.act(t.toAct!, 'check');
      }
      expect(bets).toEqual([2, 3, 1]);
    }
    expect(t.state.complete).toBe(true);
  });

  it('fixed-limit units: small bets for two rounds, big bets for the last two, cap 4 bets', () => {
    const t = new Table(config({ game: 'deuceToSevenTripleDraw', stakes, seats: seatsOf(3), button: 1, seed: 'tv-21c' }));
    t.act(1, 'raise', 4).act(2, 'raise', 6).act(3, 'raise', 8);
    expect(t.option('raise')).toBeUndefined();
    t.act(1, 'call').act(2, 'call');
    for (const s of [2, 3, 1]) t.act(s, 'draw', []);
    expect(t.option('bet')).toEqual({ type: 'bet', min: 2, max: 2 });
    for (const s of [2, 3, 1]) t.act(s, 'check');
    for (const s of [2, 3, 1]) t.act(s, 'draw', []);
    expect(t.option('bet')).toEqual({ type: 'bet', min: 4, max: 4 });
  });

  it('draws are limited to maxDraw, to held cards and to distinct ones', () => {
    const t = drawTable('jacksOrBetter', { 1: 'Ah Ad 7c 5d 2s', 2: 'Kh Qc 9s 6d 3h' }, { stakes: { ante: 1 } });
    t.act(1, 'bet', 2).act(2, 'call');
    expect(t.toAct).toBe(1);
    expect(t.option('draw')).toEqual({ type: 'draw', max: 4, cards: cards('Ah Ad 7c 5d 2s') });
    const before = t.state;
    expect(() => t.act(1, 'draw', cards('Ah Ad 7c 5d 2s'))).toThrow(/too_many_cards/);
    expect(() => t.act(1, 'draw', cards('7c 7c'))).toThrow(/wrong_discard_count/);
    expect(() => t.act(1, 'draw', cards('Kh'))).toThrow(/card_not_held/);
    expect(() => t.act(2, 'draw', [])).toThrow(/not_your_turn/);
    expect(t.state).toBe(before);
    // Declarations come first; the replacements follow when everyone has declared (§4.10).
    t.act(1, 'draw', cards('7c 5d 2s'));
    expect(t.player(1).cards).toHaveLength(2);
    t.act(2, 'draw', []);
    expect(t.player(1).cards).toHaveLength(5);
  });
});

describe('one hand-checked complete hand per draw game', () => {
  it('jacks or better, pot limit: kings up opens, the caller draws three and misses', () => {
    const holes = { 1: 'Kh Kd 7c 7d 2s', 2: 'Ah Qc 9s 6d 3h', 3: 'Th 8d 5c 4s 2c' };
    // After the deal: burn Js, then seat 2's three replacements 5s 5h Jc (seat 1 stands pat).
    const t = drawTable('jacksOrBetter', holes, { stakes: { ante: 2 }, after: 'Js 5s 5h Jc' });
    t.act(1, 'bet', 6).act(2, 'call').act(3, 'fold');
    t.act(1, 'draw', []).act(2, 'draw', cards('9s 6d 3h'));
    expect(formatCards(t.player(2).cards.map((c) => c.card))).toEqual(['Ah', 'Qc', '5s', '5h', 'Jc']);
    // Post-draw: pot 18; seat 1 bets the pot, seat 2 folds.
    expect(t.option('bet')).toEqual({ type: 'bet', min: 2, max: 18 });
    t.act(1, 'bet', 18).act(2, 'fold');
    expect(t.finalStacks()).toEqual({ 1: 200 - 8 + 18, 2: 192, 3: 198 });
  });

  it('lowball draw, ace-to-five, pot limit with antes: the wheel beats 7-5-4-3-2', () => {
    const holes = { 1: 'Ah 2d 3c 4s Kd', 2: '7h 5d 4c 3s 2c', 3: 'Kh Qd Jc Ts 9s' };
    const t = drawTable('lowballDraw', holes, { stakes: { ante: 1 }, after: 'Qs 5h' });
    expect(t.option('bet')).toEqual({ type: 'bet', min: 3, max: 3 });
    t.act(1, 'bet', 3).act(2, 'call').act(3, 'fold');
    t.act(1, 'draw', cards('Kd')).act(2, 'draw', []);
    t.act(1, 'check').act(2, 'check');
    expect(t.state.shown.find((s) => s.seat === 1)!.low!.category).toBe('highCard');
    expect(t.finalStacks()).toEqual({ 1: 200 - 4 + 9, 2: 196, 3: 199 });
  });

  it('no-limit 2-7 single draw with blinds: blinds posted, first round left of the big blind, 7-5-4-3-2 wins', () => {
    const holes = { 1: '7h 5d 4c 3s 2c', 2: 'Ah 2d 3c 4s 5h', 3: '8h 6d 4d 3h 2h' };
    const t = drawTable('lowballDraw', holes, { stakes: { smallBlind: 1, bigBlind: 2 }, structure: 'noLimit', button: 3, options: { lowballType: 'deuce-to-seven' } });
    expect(t.player(1).bet).toBe(1);
    expect(t.player(2).bet).toBe(2);
    expect(t.toAct).toBe(3);
    t.act(3, 'call').act(1, 'call').act(2, 'check');
    for (const s of [1, 2, 3]) t.act(s, 'draw', []);
    for (const s of [1, 2, 3]) t.act(s, 'check');
    // A-5-4-3-2 is ace high in 2-7 and 8-6-4-3-2 is an eight: 7-5-4-3-2 wins.
    expect(t.finalStacks()).toEqual({ 1: 204, 2: 198, 3: 198 });
  });

  it('deuce-to-seven triple draw, fixed limit: a pat 7-6-5-4-2 beats a drawn 8-5-4-3-2', () => {
    const holes = { 1: '7d 6c 5h 4s 2d', 2: '8c 5s 4c 3d Kh' };
    // Heads-up, button 1. Draw 1: seat 2 throws Kh; burn Qc, then 2h.
    const t = drawTable('deuceToSevenTripleDraw', holes, { stakes: { smallBet: 2, bigBet: 4 }, button: 1, after: 'Qc 2h' });
    t.act(1, 'call').act(2, 'check');
    t.act(2, 'draw', cards('Kh')).act(1, 'draw', []);
    t.act(2, 'check').act(1, 'bet', 2).act(2, 'call');
    for (let r = 0; r < 2; r++) {
      t.act(2, 'draw', []).act(1, 'draw', []);
      t.act(2, 'check').act(1, 'check');
    }
    // Pot: 2 + 2 pre-flop, 2 + 2 after the first draw = 8.
    expect(t.finalStacks()).toEqual({ 1: 204, 2: 196 });
  });

  it('ace-to-five triple draw, fixed limit: 6-4-3-2-A beats 6-5-3-2-A by the second card', () => {
    const holes = { 1: '6c 4d 3h 2s Ah', 2: '6d 5c 3c 2h Ad' };
    const t = drawTable('aceToFiveTripleDraw', holes, { stakes: { smallBet: 2, bigBet: 4 }, button: 1 });
    t.act(1, 'call').act(2, 'check');
    for (let r = 0; r < 3; r++) {
      t.act(2, 'draw', []).act(1, 'draw', []);
      t.act(2, 'check').act(1, 'check');
    }
    expect(t.finalStacks()).toEqual({ 1: 202, 2: 198 });
  });
});
