import { buildPots, potLimitLimits, takeRake } from '../../../src/engine';
import { config, flopDeck, Table } from './helpers';

const SEEDED = { seed: 'vectors' };

describe('TV-07 fixed-limit cap: 2-4-6-8 pre-flop and flop, 4-8-12-16 turn and river (§3.2.3)', () => {
  // Seats 1..6, button 1: SB 2, BB 3, UTG 4, MP 5, CO 6.
  const t = () =>
    new Table(
      config({ game: 'holdem', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4 }, seats: [1, 2, 3, 4, 5, 6].map((seat) => ({ seat, stack: 500 })), button: 1, ...SEEDED }),
    );

  it('pre-flop: the big blind is bet 1, three raises cap it at 8; then call or fold only', () => {
    const table = t();
    expect(table.player(2).bet).toBe(1);
    expect(table.player(3).bet).toBe(2);
    expect(table.toAct).toBe(4);
    expect(table.option('raise')).toEqual({ type: 'raise', min: 4, max: 4 });
    table.act(4, 'raise', 4);
    expect(table.option('raise')).toEqual({ type: 'raise', min: 6, max: 6 });
    table.act(5, 'raise', 6);
    expect(table.option('raise')).toEqual({ type: 'raise', min: 8, max: 8 });
    table.act(6, 'raise', 8);
    expect(table.toAct).toBe(1);
    expect(table.legal().map((l) => l.type)).toEqual(['fold', 'call']);
    table.act(1, 'call');
    expect(table.option('call')).toEqual({ type: 'call', amount: 7, allIn: false });
    expect(table.option('raise')).toBeUndefined();
    table.act(2, 'call');
    expect(table.option('call')).toEqual({ type: 'call', amount: 6, allIn: false });
    table.act(3, 'call');
    table.act(4, 'call').act(5, 'call');
    expect(table.state.street).toBe(1);
    expect(table.pot()).toBe(48);
  });

  it('flop 2-4-6-8 and turn/river 4-8-12-16', () => {
    const table = t();
    for (const s of [4, 5, 6, 1, 2]) table.act(s, 'call');
    table.act(3, 'check');
    // Flop: first active left of the button is seat 2.
    expect(table.toAct).toBe(2);
    expect(table.option('bet')).toEqual({ type: 'bet', min: 2, max: 2 });
    table.act(2, 'bet', 2).act(3, 'raise', 4).act(4, 'raise', 6).act(5, 'raise', 8);
    expect(table.option('raise')).toBeUndefined();
    for (const s of [6, 1, 2, 3, 4]) table.act(s, 'call');
    expect(table.state.street).toBe(2);
    expect(table.option('bet')).toEqual({ type: 'bet', min: 4, max: 4 });
    table.act(2, 'bet', 4).act(3, 'raise', 8).act(4, 'raise', 12).act(5, 'raise', 16);
    expect(table.legal().map((l) => l.type)).toEqual(['fold', 'call']);
  });
});

describe('TV-08 fixed-limit short all-in on the turn, unit 4 (§3.2.4)', () => {
  // Seats 1 (A), 2 (B), 3 (C); button 3: A small blind, B big blind. Pre-flop: C calls, A calls, B checks; the flop is checked.
  const toTurn = (bStack: number) => {
    const table = new Table(
      config({ game: 'holdem', stakes: { smallBet: 2, bigBet: 4 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: bStack }, { seat: 3, stack: 100 }], button: 3, ...SEEDED }),
    );
    table.act(3, 'call').act(1, 'call').act(2, 'check');
    table.act(1, 'check').act(2, 'check').act(3, 'check');
    expect(table.state.street).toBe(2);
    return table;
  };

  it('B all-in for 5 (increment 1 < 2): C may call 5 or raise to 8; A may then only call or fold', () => {
    const table = toTurn(7);
    table.act(1, 'bet', 4);
    expect(table.option('raise')).toEqual({ type: 'raise', min: 5, max: 5 });
    table.act(2, 'raise', 5);
    expect(table.legal()).toEqual([{ type: 'fold' }, { type: 'call', amount: 5, allIn: false }, { type: 'raise', min: 8, max: 8 }]);
    table.act(3, 'call');
    expect(table.toAct).toBe(1);
    expect(table.legal()).toEqual([{ type: 'fold' }, { type: 'call', amount: 1, allIn: false }]);
  });

  it('B all-in for 6 (increment 2 = U/2) is a full raise: A may re-raise to 10', () => {
    const table = toTurn(8);
    table.act(1, 'bet', 4).act(2, 'raise', 6).act(3, 'call');
    expect(table.legal()).toEqual([{ type: 'fold' }, { type: 'call', amount: 2, allIn: false }, { type: 'raise', min: 10, max: 10 }]);
  });
});

describe('TV-11 pot-limit table ending in a pot of 495 (§3.4)', () => {
  // Seats 1 (P1), 2 (P2), 3 (P3, button), 4 (SB), 5 (BB).
  it('gives the maximum of every step and the pot after it', () => {
    const table = new Table(
      config({ game: 'omaha', bettingStructure: 'potLimit', stakes: { smallBlind: 5, bigBlind: 10 }, seats: [1, 2, 3, 4, 5].map((seat) => ({ seat, stack: 2000 })), button: 3, ...SEEDED }),
    );
    const steps: [seat: number, max: number, action: 'call' | 'raise' | 'fold', to: number | undefined, pot: number][] = [
      [1, 35, 'call', undefined, 25],
      [2, 45, 'raise', 45, 70],
      [3, 160, 'raise', 160, 230],
      [4, 545, 'fold', undefined, 230],
      [5, 540, 'fold', undefined, 230],
      [1, 540, 'call', undefined, 380],
      [2, 655, 'call', undefined, 495],
    ];
    expect(table.pot()).toBe(15);
    for (const [seat, max, action, to, pot] of steps) {
      expect(table.toAct).toBe(seat);
      expect((table.option('raise') as { max: number }).max).toBe(max);
      table.act(seat, action, to);
      if (table.state.street === 0) expect(table.pot()).toBe(pot);
    }
    expect(table.state.street).toBe(1);
    expect(table.pot()).toBe(495);
    expect(table.stack(1)).toBe(2000 - 160);
  });

  it('the stateless calculator agrees: P = 25, C = 10 → 45; pot 100 facing 50 → 250', () => {
    expect(potLimitLimits({ pot: 15, bets: [{ seat: 1, amount: 10 }], actor: 2, stack: 1000, bigBlind: 10 }).maxRaiseTo).toBe(45);
    expect(potLimitLimits({ pot: 100, bets: [{ seat: 1, amount: 50 }], actor: 2, stack: 1000, bigBlind: 10 })).toMatchObject({ toCall: 50, maxRaiseTo: 250, maxRaiseAdds: 250 });
  });
});

describe('TV-12 no-limit re-opening (§3.5, TDA 47)', () => {
  const nl = (stacks: Record<number, number>, button: number) =>
    new Table(
      config({
        game: 'holdem',
        bettingStructure: 'noLimit',
        stakes: { smallBlind: 50, bigBlind: 100 },
        seats: Object.entries(stacks).map(([seat, stack]) => ({ seat: Number(seat), stack })),
        button,
        ...SEEDED,
      }),
    );

  it('#1 A faces 100 more after short all-ins and may raise (min 300); C, who called 125, may only call or fold', () => {
    // A=1 (SB), B=2 (BB), C=3, D=4, E=5 (button). Everyone calls 100 pre-flop.
    const table = nl({ 1: 1000, 2: 225, 3: 1000, 4: 300, 5: 1000 }, 5);
    table.act(3, 'call').act(4, 'call').act(5, 'call').act(1, 'call').act(2, 'check');
    expect(table.toAct).toBe(1);
    table.act(1, 'bet', 100).act(2, 'raise', 125).act(3, 'call').act(4, 'raise', 200).act(5, 'call');
    expect(table.toAct).toBe(1);
    expect(table.option('raise')).toEqual({ type: 'raise', min: 300, max: 900 });
    table.act(1, 'call');
    expect(table.toAct).toBe(3);
    expect(table.legal()).toEqual([{ type: 'fold' }, { type: 'call', amount: 75, allIn: false }]);
  });

  it('#2 A bets 100, B raises to 200, C all-in 250, A calls: B faces 50 < 100, call or fold', () => {
    const table = nl({ 1: 1000, 2: 1000, 3: 350, 4: 1000 }, 4);
    table.act(3, 'call').act(4, 'fold').act(1, 'call').act(2, 'check');
    table.act(1, 'bet', 100).act(2, 'raise', 200).act(3, 'raise', 250).act(1, 'call');
    expect(table.toAct).toBe(2);
    expect(table.legal()).toEqual([{ type: 'fold' }, { type: 'call', amount: 50, allIn: false }]);
  });

  it('#3 A bets 100, B all-in 140: a raise must be to at least 240', () => {
    const table = nl({ 1: 1000, 2: 240, 3: 1000 }, 3);
    table.act(3, 'call').act(1, 'call').act(2, 'check');
    table.act(1, 'bet', 100).act(2, 'raise', 140);
    expect(table.option('raise')).toEqual({ type: 'raise', min: 240, max: 900 });
  });

  it('#4 pre-flop: raise to 300, all-in 420; the small blind may raise to 620, the raiser only call or fold', () => {
    // Seats 1 BTN, 2 SB, 3 BB, 4 UTG, 5 MP (420).
    const table = nl({ 1: 1000, 2: 1000, 3: 1000, 4: 1000, 5: 420 }, 1);
    table.act(4, 'raise', 300).act(5, 'raise', 420).act(1, 'fold');
    expect(table.toAct).toBe(2);
    expect(table.option('raise')).toEqual({ type: 'raise', min: 620, max: 1000 });
    table.act(2, 'fold').act(3, 'fold');
    expect(table.legal()).toEqual([{ type: 'fold' }, { type: 'call', amount: 120, allIn: false }]);
  });

  it('an all-in bet below the minimum does not re-open for a player who checked, and the next raise is to all-in + minBet', () => {
    const table = nl({ 1: 1000, 2: 1000, 3: 120 }, 3);
    table.act(3, 'call').act(1, 'call').act(2, 'check');
    table.act(1, 'check').act(2, 'check');
    expect(table.option('bet')).toEqual({ type: 'bet', min: 20, max: 20 });
    table.act(3, 'bet', 20);
    expect(table.legal()).toEqual([{ type: 'fold' }, { type: 'call', amount: 20, allIn: false }]);
  });
});

describe('TV-14 side pots 300 / 250 / 300 (§3.8, PokerKit)', () => {
  it('refuses MP a raise nobody can call, and builds the three pots', () => {
    // Seats: 1 SB 50, 2 BB 100, 3 UTG 200, 4 MP 1000, 5 CO 200, 6 BTN 100.
    const table = new Table(
      config({
        game: 'holdem',
        bettingStructure: 'noLimit',
        stakes: { smallBlind: 1, bigBlind: 2 },
        seats: [
          { seat: 1, stack: 50 },
          { seat: 2, stack: 100 },
          { seat: 3, stack: 200 },
          { seat: 4, stack: 1000 },
          { seat: 5, stack: 200 },
          { seat: 6, stack: 100 },
        ],
        button: 6,
        ...SEEDED,
      }),
    );
    table.act(3, 'raise', 200);
    expect(table.legal().map((l) => l.type)).toEqual(['fold', 'call']);
    table.act(4, 'call').act(5, 'call').act(6, 'call').act(1, 'call').act(2, 'call');
    expect(table.state.complete).toBe(true);
    expect(table.state.board).toHaveLength(5);
    const pots = table.state.awards.map((a) => ({ amount: a.amount, eligible: a.eligible }));
    expect(pots).toEqual([
      { amount: 300, eligible: [1, 2, 3, 4, 5, 6] },
      { amount: 250, eligible: [2, 3, 4, 5, 6] },
      { amount: 300, eligible: [3, 4, 5] },
    ]);
    const total = Object.values(table.finalStacks()).reduce((a, b) => a + b, 0);
    expect(total).toBe(1650);
  });
});

describe('TV-15 folded player, uncalled bet and rake: 113 / 160 (§3.8, §3.11)', () => {
  it('main 120 (A, B), side 160 (B); rake 7 from the main pot', () => {
    const pots = buildPots([
      { seat: 1, amount: 40, active: true },
      { seat: 2, amount: 120, active: true },
      { seat: 3, amount: 120, active: false },
    ]);
    expect(pots).toEqual([
      { amount: 120, eligible: [1, 2] },
      { amount: 160, eligible: [2] },
    ]);
    const raked = takeRake(pots, { basisPoints: 500, cap: 7 });
    expect(raked.total).toBe(7);
    expect(raked.pots.map((p) => p.amount)).toEqual([113, 160]);
  });

  it('the same hand played: B\u2019s uncalled turn bet comes back, A wins the main pot with the best hand', () => {
    // Blinds 1/2 so the pot before the flop is 6 (three callers); the flop/turn action of the vector follows.
    const seats = [1, 2, 3];
    const deck = flopDeck({ seats, button: 3, holes: { 1: 'As Ad', 2: 'Kc Kd', 3: 'Qh Jh' }, board: '2c 7d 9s 3h 4c' });
    const table = new Table(
      config({
        game: 'holdem',
        bettingStructure: 'noLimit',
        stakes: { smallBlind: 1, bigBlind: 2 },
        seats: [
          { seat: 1, stack: 42 },
          { seat: 2, stack: 1000 },
          { seat: 3, stack: 1000 },
        ],
        button: 3,
        deck,
        options: { rakeBasisPoints: 500, rakeCap: 7 },
      }),
    );
    table.act(3, 'call').act(1, 'call').act(2, 'check');
    table.act(1, 'bet', 40).act(2, 'raise', 120).act(3, 'call');
    table.act(2, 'bet', 100).act(3, 'fold');
    const returned = table.events.find((e) => e.type === 'betReturned');
    expect(returned).toEqual({ type: 'betReturned', seat: 2, amount: 100 });
    expect(table.state.complete).toBe(true);
    // Contributions 42 / 122 / 122: main 126 (A, B), side 160 (B); rake 7 from the main pot.
    expect(table.state.awards.map((a) => [a.amount, a.rake, a.eligible])).toEqual([
      [119, 7, [1, 2]],
      [160, 0, [2]],
    ]);
    expect(table.finalStacks()).toEqual({ 1: 119, 2: 1000 - 122 + 160, 3: 1000 - 122 });
  });
});

describe('TV-22 Aviation: discards after pre-flop and after the flop, 32 cards from the deck (§4.15)', () => {
  it('deals 4, discards to 3 before the flop and to 2 before the turn; a folded player never discards, an all-in one does', () => {
    const seats = [1, 2, 3, 4, 5, 6];
    const table = new Table(
      config({
        game: 'aviation',
        bettingStructure: 'potLimit',
        stakes: { smallBlind: 1, bigBlind: 2 },
        seats: seats.map((seat) => ({ seat, stack: seat === 4 ? 2 : 100 })),
        button: 1,
        ...SEEDED,
      }),
    );
    // Seat 4 is UTG with 2 chips: calls all-in. Seat 5 folds.
    table.act(4, 'call').act(5, 'fold').act(6, 'call').act(1, 'call').act(2, 'call').act(3, 'check');
    expect(table.state.board).toHaveLength(0);
    expect(table.toAct).toBe(2);
    expect(table.option('discard')).toMatchObject({ type: 'discard', count: 1 });
    for (const s of [2, 3, 4, 6, 1]) {
      expect(table.toAct).toBe(s);
      table.act(s, 'discard', [table.player(s).cards[0]!.card]);
    }
    expect(table.player(5).cards).toHaveLength(4);
    expect(table.state.board).toHaveLength(3);
    for (const s of [2, 3, 6, 1]) expect(table.player(s).cards).toHaveLength(3);
    for (const s of [2, 3, 6, 1]) table.act(s, 'check');
    for (const s of [2, 3, 4, 6, 1]) table.act(s, 'discard', [table.player(s).cards[0]!.card]);
    expect(table.state.board).toHaveLength(4);
    for (const s of [2, 3, 6, 1]) table.act(s, 'check');
    for (const s of [2, 3, 6, 1]) table.act(s, 'check');
    expect(table.state.complete).toBe(true);
    expect(table.state.deckIndex).toBe(32);
  });
});

describe('blinds, antes and first actors (§3.6)', () => {
  const nl = (stacks: Record<number, number>, button: number, stakes: object = { smallBlind: 5, bigBlind: 10 }) =>
    new Table(
      config({
        game: 'holdem',
        bettingStructure: 'noLimit',
        stakes,
        seats: Object.entries(stacks).map(([seat, stack]) => ({ seat: Number(seat), stack })),
        button,
        ...SEEDED,
      }),
    );

  it('heads-up: the button posts the small blind, is dealt second, acts first pre-flop and last after', () => {
    const table = nl({ 3: 100, 7: 100 }, 7);
    expect(table.player(7).bet).toBe(5);
    expect(table.player(3).bet).toBe(10);
    const deal = table.events.find((e) => e.type === 'deal');
    expect(deal?.type === 'deal' && deal.cards.map((c) => c.seat)).toEqual([3, 7, 3, 7]);
    expect(table.toAct).toBe(7);
    table.act(7, 'call');
    expect(table.toAct).toBe(3);
    expect(table.option('raise')).toEqual({ type: 'raise', min: 20, max: 100 });
    table.act(3, 'check');
    expect(table.toAct).toBe(3);
  });

  it('a short big blind is all-in and the others still owe the nominal big blind', () => {
    const table = nl({ 1: 100, 2: 100, 3: 4 }, 1);
    expect(table.player(3)).toMatchObject({ bet: 4, stack: 0 });
    expect(table.option('call')).toEqual({ type: 'call', amount: 10, allIn: false });
    table.act(1, 'call').act(2, 'fold');
    // Seat 1 matched 10 and nobody else can act: the board runs out. The excess over the second-highest
    // round bet (the folded small blind's 5) comes back (§3.1); 1 chip over the all-in 4 stays in a side pot.
    expect(table.state.complete).toBe(true);
    const returned = table.events.find((e) => e.type === 'betReturned');
    expect(returned).toEqual({ type: 'betReturned', seat: 1, amount: 5 });
    expect(table.state.awards.map((a) => [a.amount, a.eligible])).toEqual([
      [12, [1, 3]],
      [2, [1]],
    ]);
  });

  it('uniform antes come before the blinds and are dead money', () => {
    const table = nl({ 1: 100, 2: 100, 3: 100 }, 1, { smallBlind: 5, bigBlind: 10, ante: 2 });
    expect(table.events.slice(1, 4).map((e) => e.type)).toEqual(['ante', 'ante', 'ante']);
    expect(table.player(2)).toMatchObject({ bet: 5, committed: 7, stack: 93 });
    expect(table.option('call')).toEqual({ type: 'call', amount: 10, allIn: false });
    expect(table.pot()).toBe(21);
  });

  it('a big-blind ante is posted by the big blind alone, the blind first when he cannot cover both', () => {
    const full = nl({ 1: 100, 2: 100, 3: 100 }, 1, { smallBlind: 5, bigBlind: 10, ante: 10, anteStyle: 'bigBlind' });
    expect(full.events.filter((e) => e.type === 'ante')).toEqual([{ type: 'ante', seat: 3, amount: 10 }]);
    expect(full.player(3)).toMatchObject({ bet: 10, committed: 20, stack: 80 });
    const short = nl({ 1: 100, 2: 100, 3: 14 }, 1, { smallBlind: 5, bigBlind: 10, ante: 10, anteStyle: 'bigBlind' });
    expect(short.events.filter((e) => e.type === 'ante')).toEqual([{ type: 'ante', seat: 3, amount: 4 }]);
    expect(short.player(3)).toMatchObject({ bet: 10, committed: 14, stack: 0 });
  });

  it('pot limit counts the small blind at its real amount, or as a big blind on option (§3.4)', () => {
    const seats = [1, 2, 3].map((seat) => ({ seat, stack: 1000 }));
    const real = new Table(config({ game: 'omaha', stakes: { smallBlind: 5, bigBlind: 10 }, seats, button: 1, ...SEEDED }));
    expect((real.option('raise') as { max: number }).max).toBe(35);
    const asBig = new Table(config({ game: 'omaha', stakes: { smallBlind: 5, bigBlind: 10 }, seats, button: 1, ...SEEDED, options: { potLimitSmallBlindAsBig: true } }));
    expect((asBig.option('raise') as { max: number }).max).toBe(40);
  });

  it('capLiftedHeadsUp removes the fixed-limit cap while two players are active', () => {
    const seats = [1, 2].map((seat) => ({ seat, stack: 1000 }));
    const capped = new Table(config({ game: 'holdem', stakes: { smallBet: 2, bigBet: 4 }, seats, button: 1, ...SEEDED }));
    capped.act(1, 'raise', 4).act(2, 'raise', 6).act(1, 'raise', 8);
    expect(capped.option('raise')).toBeUndefined();
    const lifted = new Table(config({ game: 'holdem', stakes: { smallBet: 2, bigBet: 4 }, seats, button: 1, ...SEEDED, options: { capLiftedHeadsUp: true } }));
    lifted.act(1, 'raise', 4).act(2, 'raise', 6).act(1, 'raise', 8);
    expect(lifted.option('raise')).toEqual({ type: 'raise', min: 10, max: 10 });
  });

  it('checkRaiseAllowed off: a player who checked may call a bet but not raise it', () => {
    const seats = [1, 2, 3].map((seat) => ({ seat, stack: 100 }));
    const table = new Table(config({ game: 'holdem', stakes: { smallBet: 2, bigBet: 4 }, seats, button: 1, ...SEEDED, options: { checkRaiseAllowed: false } }));
    table.act(1, 'call').act(2, 'call').act(3, 'check');
    table.act(2, 'check').act(3, 'bet', 2).act(1, 'call');
    expect(table.toAct).toBe(2);
    expect(table.legal().map((l) => l.type)).toEqual(['fold', 'call']);
    const allowed = new Table(config({ game: 'holdem', stakes: { smallBet: 2, bigBet: 4 }, seats, button: 1, ...SEEDED }));
    allowed.act(1, 'call').act(2, 'call').act(3, 'check');
    allowed.act(2, 'check').act(3, 'bet', 2).act(1, 'call');
    expect(allowed.option('raise')).toEqual({ type: 'raise', min: 4, max: 4 });
  });

  it('burnCards off deals the board from consecutive cards', () => {
    const seats = [1, 2].map((seat) => ({ seat, stack: 100 }));
    const table = new Table(config({ game: 'holdem', stakes: { smallBet: 2, bigBet: 4 }, seats, button: 1, ...SEEDED, options: { burnCards: false } }));
    table.act(1, 'call').act(2, 'check');
    expect(table.state.burned).toEqual([]);
    expect(table.state.board).toEqual(table.cfg.deck.slice(4, 7));
  });
});

describe('allowMuck: conceding unseen at showdown (§3.10)', () => {
  const deck = flopDeck({ seats: [1, 2, 3], button: 3, holes: { 1: 'As Ad', 2: 'Kc Kd', 3: '7h 2c' }, board: 'Ah 9s 5d 3c Jh' });
  const table = (allowMuck: boolean, stacks = [100, 100, 100]) =>
    new Table(
      config({
        game: 'holdem',
        stakes: { smallBet: 2, bigBet: 4 },
        seats: stacks.map((stack, i) => ({ seat: i + 1, stack })),
        button: 3,
        deck,
        options: { allowMuck },
      }),
    );
  const checkDown = (t: Table) => {
    t.act(3, 'call').act(1, 'call').act(2, 'check');
    for (let street = 0; street < 3; street++) t.act(1, 'check').act(2, 'check').act(3, 'check');
  };

  it('the first hand in show order is shown; the next players may show or muck; a mucked hand wins nothing', () => {
    const t = table(true);
    checkDown(t);
    expect(t.state.complete).toBe(false);
    expect(t.state.shown.map((s) => s.seat)).toEqual([1]);
    expect(t.toAct).toBe(2);
    expect(t.legal()).toEqual([{ type: 'show' }, { type: 'muck' }]);
    t.act(2, 'muck').act(3, 'muck');
    expect(t.state.complete).toBe(true);
    expect(t.state.shown.map((s) => s.seat)).toEqual([1]);
    expect(t.finalStacks()).toEqual({ 1: 104, 2: 98, 3: 98 });
  });

  it('a player who shows keeps his claim', () => {
    const t = table(true);
    checkDown(t);
    t.act(2, 'show').act(3, 'muck');
    expect(t.state.shown.map((s) => s.seat)).toEqual([1, 2]);
    expect(t.finalStacks()).toEqual({ 1: 104, 2: 98, 3: 98 });
  });

  it('without the option, or with an all-in player, every active hand is shown', () => {
    const off = table(false);
    checkDown(off);
    expect(off.state.complete).toBe(true);
    expect(off.state.shown.map((s) => s.seat)).toEqual([1, 2, 3]);
    const allIn = table(true, [100, 100, 2]);
    allIn.act(3, 'call').act(1, 'call').act(2, 'check');
    for (let street = 0; street < 3; street++) allIn.act(1, 'check').act(2, 'check');
    expect(allIn.state.complete).toBe(true);
    expect(allIn.state.shown).toHaveLength(3);
  });
});
