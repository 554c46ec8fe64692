import { config, stackedDeck, Table } from './helpers';

/** A stud table: seats 1..n, the dealer on the last seat so that seat 1 is dealt first. */
function stud(game: string, holes: Record<number, string>, opts: { smallBet?: number; bigBet?: number; ante?: number; bringIn?: number; stack?: number; dealer?: number; options?: Record<string, unknown> } = {}) {
  const seats = Object.keys(holes).map(Number);
  const dealer = opts.dealer ?? Math.max(...seats);
  const deck = stackedDeck({ game, seats, button: dealer, holes });
  return new Table(
    config({
      game,
      stakes: { smallBet: opts.smallBet ?? 2, bigBet: opts.bigBet ?? 4, ante: opts.ante ?? 1, ...(opts.bringIn ? { bringIn: opts.bringIn } : {}) },
      seats: seats.map((seat) => ({ seat, stack: opts.stack ?? 200 })),
      button: dealer,
      deck,
      ...(opts.options ? { options: opts.options } : {}),
    }),
  );
}

describe('TV-09 stud bring-in by suit, completion, cap at 8 (§3.3)', () => {
  // Bets 2/4, ante 1, bring-in 1. Door cards: P1 Ks, P2 3d, P3 3c, P4 Jh.
  const holes = { 1: '2h 2s Ks Kd', 2: '5h 6h 3d 9s', 3: '7c 8c 3c Tc', 4: 'Qd Qs Jh 4c' };

  it('3c brings in (lowest rank 3, c < d); he may only bring in or complete', () => {
    const t = stud('sevenCardStud', holes);
    expect(t.events.filter((e) => e.type === 'ante')).toHaveLength(4);
    expect(t.toAct).toBe(3);
    expect(t.legal()).toEqual([
      { type: 'bringIn', amount: 1, allIn: false },
      { type: 'complete', min: 2, max: 2 },
    ]);
  });

  it('P4 completes to 2 (bet 1), raises to 4, 6, 8 cap it; the others may only call 8 or fold', () => {
    const t = stud('sevenCardStud', holes);
    t.act(3, 'bringIn');
    expect(t.legal()).toEqual([{ type: 'fold' }, { type: 'call', amount: 1, allIn: false }, { type: 'complete', min: 2, max: 2 }]);
    t.act(4, 'complete');
    expect(t.option('raise')).toEqual({ type: 'raise', min: 4, max: 4 });
    t.act(1, 'raise', 4).act(2, 'raise', 6);
    expect(t.option('raise')).toEqual({ type: 'raise', min: 8, max: 8 });
    t.act(3, 'raise', 8);
    expect(t.player(3).committed).toBe(1 + 8);
    for (const s of [4, 1, 2]) {
      expect(t.legal().map((l) => l.type)).toEqual(['fold', 'call']);
      t.act(s, 'call');
    }
    expect(t.state.street).toBe(1);
  });

  it('TV-10: P1 shows Ks Kd on 4th street, acts first and may bet 2 or 4; after bet 2, raise to 4 or 6; after 6, +4', () => {
    const t = stud('sevenCardStud', holes);
    t.act(3, 'bringIn').act(4, 'call').act(1, 'call').act(2, 'call');
    expect(t.state.street).toBe(1);
    expect(t.toAct).toBe(1);
    expect(t.option('bet')).toEqual({ type: 'bet', min: 2, max: 4, amounts: [2, 4] });
    expect(t.legal().map((l) => l.type)).toEqual(['fold', 'check', 'bet']);
    t.act(1, 'bet', 2);
    expect(t.option('raise')).toEqual({ type: 'raise', min: 4, max: 6, amounts: [4, 6] });
    t.act(2, 'raise', 6);
    expect(t.option('raise')).toEqual({ type: 'raise', min: 10, max: 10 });
  });

  it('without the option, or in stud hi-lo and razz, the 4th-street pair changes nothing', () => {
    const off = stud('sevenCardStud', holes, { options: { openPairBigBet: false } });
    off.act(3, 'bringIn').act(4, 'call').act(1, 'call').act(2, 'call');
    expect(off.option('bet')).toEqual({ type: 'bet', min: 2, max: 2 });
    const hilo = stud('sevenCardStudHiLo', holes);
    hilo.act(3, 'bringIn').act(4, 'call').act(1, 'call').act(2, 'call');
    expect(hilo.option('bet')).toEqual({ type: 'bet', min: 2, max: 2 });
  });
});

describe('§4.4 walk-through: bets 10/20, ante 2, bring-in 5', () => {
  it('4h brings in over 4s, seat 2 completes, the pot is 36; on 4th street the aces act first and bet 20', () => {
    const t = stud('sevenCardStud', { 1: 'Qs Jd 4h Kc', 2: '9c 9d 4s 4d', 3: '2s 3s Ac Ah' }, { smallBet: 10, bigBet: 20, ante: 2, bringIn: 5 });
    expect(t.toAct).toBe(1);
    t.act(1, 'bringIn').act(2, 'complete').act(3, 'call').act(1, 'call');
    expect(t.player(1).committed).toBe(12);
    expect(t.pot()).toBe(36);
    expect(t.state.street).toBe(1);
    // Showing 4h Kc, 4s 4d, Ac Ah: the pair of aces is the best showing hand.
    expect(t.toAct).toBe(3);
    expect(t.option('bet')).toEqual({ type: 'bet', min: 10, max: 20, amounts: [10, 20] });
    t.act(3, 'bet', 20);
    expect(t.option('raise')).toEqual({ type: 'raise', min: 40, max: 40 });
  });
});

describe('TV-18 razz: Ks brings in; 7-2 against 7-2 by position (§4.5)', () => {
  it('the highest door card, ace low, suits breaking ties: Ks over Kh, Qc, 2d', () => {
    const t = stud('razz', { 1: '3c 4c Kh', 2: '5c 6c Ks', 3: '7c 8c Qc', 4: '9c Tc 2d' });
    expect(t.toAct).toBe(2);
  });

  it('on 4th street the tied 7-2s beat A-A; the first of them clockwise from the dealer acts', () => {
    const holes = { 1: '3h 4h 7c 2c', 2: '5h 6h 7d 2d', 3: '8h 9h Ac Ad' };
    // Door cards 7c, 7d, Ac (low): 7d is the highest, so seat 2 brings in.
    const a = stud('razz', holes, { dealer: 3 });
    expect(a.toAct).toBe(2);
    a.act(2, 'bringIn').act(3, 'call').act(1, 'call');
    expect(a.state.street).toBe(1);
    expect(a.toAct).toBe(1);
    const b = stud('razz', holes, { dealer: 1 });
    b.act(2, 'bringIn').act(3, 'call').act(1, 'call');
    expect(b.toAct).toBe(2);
  });
});

describe('TV-19 stud hi-lo: the ace counts high for the bring-in (§4.6)', () => {
  it('door cards Ac, 2h, 2s: 2h brings in', () => {
    const t = stud('sevenCardStudHiLo', { 1: '3c 4c Ac', 2: '5c 6c 2h', 3: '7c 8c 2s' });
    expect(t.toAct).toBe(2);
  });
});

describe('TV-17 short stub (§4.4, §4.16)', () => {
  const callDown = (t: Table) => {
    while (!t.state.complete) {
      const seat = t.toAct!;
      const types = t.legal().map((l) => l.type);
      t.act(seat, types.includes('bringIn') ? 'bringIn' : types.includes('check') ? 'check' : 'call');
    }
  };

  it('eight players to 7th street: 51 cards used, the last one is a community card, no burn', () => {
    const holes = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [i + 1, ''])) as Record<number, string>;
    const t = stud('sevenCardStud', holes);
    callDown(t);
    const seventh = t.events.slice(t.events.findIndex((e) => e.type === 'street' && e.street === 4));
    expect(seventh.map((e) => e.type).slice(0, 3)).toEqual(['street', 'burnSkipped', 'communityCard']);
    expect(t.state.board).toHaveLength(1);
    expect(t.state.deckIndex).toBe(52);
    for (const p of t.state.players) expect(p.cards).toHaveLength(6);
    expect(t.state.shown.every((s) => s.high!.cards.length === 5)).toBe(true);
  });

  it('seven players to 7th street: the stub holds exactly 7, so the burn is skipped and 7 down cards are dealt', () => {
    const holes = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [i + 1, ''])) as Record<number, string>;
    const t = stud('sevenCardStud', holes);
    callDown(t);
    const seventh = t.events.slice(t.events.findIndex((e) => e.type === 'street' && e.street === 4));
    expect(seventh.map((e) => e.type).slice(0, 3)).toEqual(['street', 'burnSkipped', 'deal']);
    expect(t.state.board).toHaveLength(0);
    expect(t.state.deckIndex).toBe(21 + 3 * 8 + 7);
    for (const p of t.state.players) expect(p.cards.map((c) => c.up)).toEqual([false, false, true, true, true, true, false]);
  });

  it('5 Card Stud with ten players: the last street finds 10 cards and deals them without a burn', () => {
    const holes = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i + 1, ''])) as Record<number, string>;
    const t = stud('fiveCardStud', holes);
    callDown(t);
    const last = t.events.slice(t.events.findIndex((e) => e.type === 'street' && e.street === 3));
    expect(last.map((e) => e.type).slice(0, 3)).toEqual(['street', 'burnSkipped', 'deal']);
    expect(t.state.deckIndex).toBe(52);
  });

  // Eight players, seat 8 folds on 3rd street: at 7th street 7 players are left and the stub holds
  // 52 - 24 - 3 × 8 = 4 cards. The burns (3) and seat 8's folded cards (3) are out of play.
  const foldOneThenCallDown = (t: Table) => {
    let folded = false;
    while (!t.state.complete) {
      const seat = t.toAct!;
      const types = t.legal().map((l) => l.type);
      if (!folded && seat === 8 && types.includes('fold')) {
        folded = true;
        t.act(8, 'fold');
        continue;
      }
      t.act(seat, types.includes('bringIn') ? 'bringIn' : types.includes('check') ? 'check' : 'call');
    }
    expect(folded).toBe(true);
  };
  const eight = () => Object.fromEntries(Array.from({ length: 8 }, (_, i) => [i + 1, ''])) as Record<number, string>;

  it('communityCard (default): 4 cards for 7 players: burn one, then one community card', () => {
    const t = stud('sevenCardStud', eight());
    foldOneThenCallDown(t);
    const seventh = t.events.slice(t.events.findIndex((e) => e.type === 'street' && e.street === 4));
    expect(seventh.map((e) => e.type).slice(0, 3)).toEqual(['street', 'burn', 'communityCard']);
    expect(t.state.board).toHaveLength(1);
  });

  it('reshuffleThenCommunity: the 4 left, 3 burns and 3 folded cards make a new stub of 10; 7 down cards follow a burn', () => {
    const t = stud('sevenCardStud', eight(), { options: { studShortStub: 'reshuffleThenCommunity' } });
    foldOneThenCallDown(t);
    const seventh = t.events.slice(t.events.findIndex((e) => e.type === 'street' && e.street === 4));
    expect(seventh.map((e) => e.type).slice(0, 4)).toEqual(['street', 'reshuffle', 'burn', 'deal']);
    const reshuffle = seventh[1]!;
    const deal = seventh[3]!;
    if (reshuffle.type !== 'reshuffle' || deal.type !== 'deal') throw new Error('unexpected events');
    // The new stub is every card not in the seven live hands after 6th street: 52 - 7 × 6 = 10.
    const live = new Set(t.state.players.filter((p) => !p.folded).flatMap((p) => p.cards.slice(0, 6).map((c) => c.card)));
    expect(new Set(reshuffle.cards)).toEqual(new Set(t.cfg.deck.filter((c) => !live.has(c))));
    for (const d of deal.cards) expect(reshuffle.cards).toContain(d.card);
    expect(t.state.board).toHaveLength(0);
    expect(t.state.players.filter((p) => !p.folded).every((p) => p.cards.length === 7)).toBe(true);
  });
});

describe('one hand-checked complete hand per stud game', () => {
  const play = (t: Table, script: [number, string, number?][]) => {
    for (const [seat, type, amount] of script) {
      expect({ toAct: t.toAct, type }).toEqual({ toAct: seat, type });
      t.act(seat, type as 'call', amount);
    }
    expect(t.state.complete).toBe(true);
    return t.finalStacks();
  };

  it('7 Card Stud: kings full beat two pair; bring-in, completion and a 4th-street big bet', () => {
    // Door cards 9s, 4h, Jc: 4h brings in (seat 2).
    const t = stud('sevenCardStud', { 1: 'Kh Kd 9s 9h Ks 2c 3d', 2: 'Qc Qd 4h 4d 8c 8d 5s', 3: 'Ac 7d Jc Js Th 6h 2h' });
    const stacks = play(t, [
      [2, 'bringIn'], [3, 'complete'], [1, 'call'], [2, 'call'],
      // 4th street: seat 1 shows 9s 9h, seat 2 4h 4d, seat 3 Jc Js: the jacks act first; a pair is open.
      [3, 'bet', 4], [1, 'call'], [2, 'call'],
      // 5th street: 9s 9h Ks, 4h 4d 8c, Jc Js Th: the jacks again.
      [3, 'check'], [1, 'check'], [2, 'check'],
      // 6th street: seat 2 shows two pair (4h 4d 8c 8d) and acts first, on 7th street too.
      [2, 'check'], [3, 'check'], [1, 'check'],
      [2, 'check'], [3, 'check'], [1, 'check'],
    ]);
    // Pot: antes 3 + completion 2 × 3 + big bet 4 × 3 = 21; seat 1 (Ks Kh Kd 9s 9h) wins.
    expect(stacks).toEqual({ 1: 200 - 7 + 21, 2: 193, 3: 193 });
    // Nobody bet on 7th street: the first to act there, seat 2, shows first (§3.10).
    expect(t.state.shown.map((h) => h.seat)).toEqual([2, 3, 1]);
    expect(t.state.shown[2]!.high!.category).toBe('fullHouse');
  });

  it('Razz: 6-4-3-2-A beats 7-5-4-3-2; the odd chip rule is not needed', () => {
    // Door cards 3c, Kd, 5s: Kd (highest) brings in.
    const t = stud('razz', { 1: 'Ah 2d 3c 4s 6c Qd Qs', 2: '2h 3h Kd 4d 5d 7c 9c', 3: 'Td Jh 5s Jd Th 8s 9d' });
    const stacks = play(t, [
      [2, 'bringIn'], [3, 'call'], [1, 'call'],
      // 4th street: 3c 4s, Kd 4d, 5s Jd: seat 1's 4-3 is the lowest showing hand; on 5th street 6-4-3.
      [1, 'check'], [2, 'check'], [3, 'check'],
      [1, 'check'], [2, 'check'], [3, 'check'],
      // 6th street: Q-6-4-3, K-7-5-4, J-T-8-5: the jack-low is the lowest, seat 3 acts first.
      [3, 'check'], [1, 'check'], [2, 'check'],
      [3, 'check'], [1, 'check'], [2, 'check'],
    ]);
    expect(stacks).toEqual({ 1: 200 - 2 + 6, 2: 198, 3: 198 });
  });

  it('7 Card Stud Hi-Lo: the flush takes the high half, the only 8-low the low half, pot 9 → 5 / 4', () => {
    const t = stud('sevenCardStudHiLo', { 1: 'Ah 9h Jh Qh 3h Kc Kd', 2: '2c 3c 8d 4d 7s Tc Ts', 3: 'Qs Js 9c 9d Qc Jd 6s' }, { ante: 2 });
    const stacks = play(t, [
      // Door cards Jh, 8d, 9c: 8d brings in (ace high for the bring-in).
      [2, 'bringIn'], [3, 'call'], [1, 'call'],
      // From 4th street on seat 3 shows a pair of nines, the best showing hand.
      [3, 'check'], [1, 'check'], [2, 'check'],
      [3, 'check'], [1, 'check'], [2, 'check'],
      [3, 'check'], [1, 'check'], [2, 'check'],
      [3, 'check'], [1, 'check'], [2, 'check'],
    ]);
    // Pot 3 × 2 antes + 3 × 1 = 9: high 5 (the flush, seat 1), low 4 (8-7-4-3-2, seat 2).
    expect(stacks).toEqual({ 1: 202, 2: 201, 3: 197 });
  });

  it('5 Card Stud: trip queens beat aces; the odd chips of a tie go to the highest card', () => {
    const t = stud('fiveCardStud', { 1: 'Qd Qc Qh 2s 3d', 2: 'Ac Ad 4h 5h 7s', 3: '8c 9d Ts Jh 6c' });
    const stacks = play(t, [
      // Door cards Qc, Ad, 9d: 9d brings in.
      [3, 'bringIn'], [1, 'call'], [2, 'call'],
      // 2nd up card: Qc Qh (pair of queens) acts first.
      [1, 'check'], [2, 'check'], [3, 'check'],
      [1, 'check'], [2, 'check'], [3, 'check'],
      [1, 'check'], [2, 'check'], [3, 'check'],
    ]);
    expect(stacks).toEqual({ 1: 204, 2: 198, 3: 198 });
  });
});
