import { cards, formatCards } from '../../../src/engine';
import { config, flopDeck, stackedDeck, Table } from './helpers';

/** Hold'em no limit with a big-blind ante (§3.6), seats in ascending order, from a stacked deck. */
function bigBlindAnteTable(stacks: Record<number, number>, button: number, holes: Record<number, string>, stakes: { smallBlind: number; bigBlind: number; ante: number }) {
  const seats = Object.keys(stacks).map(Number);
  return new Table(
    config({
      game: 'holdem',
      bettingStructure: 'noLimit',
      stakes: { ...stakes, anteStyle: 'bigBlind' },
      seats: seats.map((seat) => ({ seat, stack: stacks[seat]! })),
      button,
      deck: flopDeck({ seats, button, holes, board: 'Qh 9s 5d 3c Jd' }),
    }),
  );
}

describe('TV-23 a big-blind ante is dead money in the main pot (§3.8)', () => {
  it('heads-up, blinds 1/2, big-blind ante 2, checked down, the button wins: pot 6, stacks 104/96', () => {
    // Seat 1 is the button and small blind; seat 2 the big blind, who posts the ante.
    const t = bigBlindAnteTable({ 1: 100, 2: 100 }, 1, { 1: 'As Ad', 2: '7h 2c' }, { smallBlind: 1, bigBlind: 2, ante: 2 });
    t.act(1, 'call').act(2, 'check');
    for (let street = 0; street < 3; street++) t.act(2, 'check').act(1, 'check');
    expect(t.state.complete).toBe(true);
    expect(t.events.some((e) => e.type === 'betReturned')).toBe(false);
    expect(t.state.awards.map((a) => [a.amount, a.eligible])).toEqual([[6, [1, 2]]]);
    expect(t.finalStacks()).toEqual({ 1: 104, 2: 96 });
  });

  it('three-handed, blinds 5/10, ante 10, the button all-in for 3: main pot 19 to him, side pot 14 to the big blind', () => {
    // Seat 1 the button (3 chips), seat 2 the small blind, seat 3 the big blind.
    const t = bigBlindAnteTable({ 1: 3, 2: 100, 3: 100 }, 1, { 1: 'As Ad', 2: '7h 2c', 3: 'Kc Kd' }, { smallBlind: 5, bigBlind: 10, ante: 10 });
    expect(t.toAct).toBe(1);
    t.act(1, 'call').act(2, 'call').act(3, 'check');
    for (let street = 0; street < 3; street++) t.act(2, 'check').act(3, 'check');
    expect(t.state.complete).toBe(true);
    expect(t.state.awards.map((a) => [a.amount, a.eligible, a.winners.map((w) => w.seat)])).toEqual([
      [19, [1, 2, 3], [1]],
      [14, [2, 3], [3]],
    ]);
    expect(t.finalStacks()).toEqual({ 1: 19, 2: 90, 3: 94 });
  });

  it('the big blind who wins nothing loses his blind and his ante, and gets no side pot of his own', () => {
    // Everyone calls, the big blind raises all-in and is called: his ante stays in the main pot.
    const t = bigBlindAnteTable({ 1: 100, 2: 100, 3: 50 }, 1, { 1: 'As Ad', 2: '7h 2c', 3: 'Kc Kd' }, { smallBlind: 5, bigBlind: 10, ante: 10 });
    t.act(1, 'call').act(2, 'call').act(3, 'raise', 40).act(1, 'call').act(2, 'fold');
    expect(t.state.complete).toBe(true);
    // Contributions: button 40, small blind 10 (folded), big blind 40 live + 10 dead.
    expect(t.state.awards.map((a) => [a.amount, a.eligible])).toEqual([[100, [1, 3]]]);
    expect(t.finalStacks()).toEqual({ 1: 160, 2: 90, 3: 0 });
  });

  it('carried dead money goes to the main pot, which a player all-in for less may win', () => {
    const seats = [1, 2, 3];
    const deck = flopDeck({ seats, button: 3, holes: { 1: 'As Ad', 2: 'Kc Kd', 3: '7h 2c' }, board: 'Qh 9s 5d 3c Jd' });
    const t = new Table(
      config({ game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 1 }, { seat: 2, stack: 100 }, { seat: 3, stack: 100 }], button: 3, deck, deadMoney: 30 }),
    );
    // Seat 1 is all-in from the small blind; seat 3 calls, seat 2 checks, then they check it down.
    t.act(3, 'call').act(2, 'check');
    for (let street = 0; street < 3; street++) t.act(2, 'check').act(3, 'check');
    expect(t.state.awards.map((a) => [a.amount, a.eligible, a.winners.map((w) => w.seat)])).toEqual([
      [33, [1, 2, 3], [1]],
      [2, [2, 3], [2]],
    ]);
    expect(t.finalStacks()).toEqual({ 1: 33, 2: 100, 3: 98 });
  });
});

describe('TV-24 no burn in a draw round where everyone stands pat (§4.10)', () => {
  const holes = { 1: '7c 5d 4h 3s 2c', 2: '8c 6d 4c 3h 2d', 3: 'Kc Qd Jh 9s 8h' };
  const table = () => {
    const deck = stackedDeck({ game: 'deuceToSevenTripleDraw', seats: [1, 2, 3], button: 3, holes });
    return new Table(config({ game: 'deuceToSevenTripleDraw', stakes: { smallBet: 2, bigBet: 4 }, seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })), button: 3, deck }));
  };

  it('every player stands pat: nothing is burned and the next round deals from the same card', () => {
    const t = table();
    t.act(3, 'call').act(1, 'call').act(2, 'check');
    const before = t.state.deckIndex;
    t.act(1, 'draw', []).act(2, 'draw', []).act(3, 'draw', []);
    expect(t.state.burned).toEqual([]);
    expect(t.state.deckIndex).toBe(before);
    const sinceDraw = t.events.slice(t.events.map((e) => e.type).lastIndexOf('drawRound'));
    expect(sinceDraw.map((e) => e.type)).toEqual(['drawRound', 'draw', 'draw', 'draw']);
    // One player draws in the next round: now one card is burned before his replacement.
    t.act(1, 'check').act(2, 'check').act(3, 'check');
    t.act(1, 'draw', []).act(2, 'draw', []).act(3, 'draw', cards('Kc'));
    expect(t.state.burned).toHaveLength(1);
    expect(t.state.deckIndex).toBe(before + 2);
  });
});

describe('TV-25 the bring-in skips a player all-in from the ante (§3.3)', () => {
  // Door cards: seat 1 2c (the lowest, but all-in from the ante), seat 2 5d, seat 3 9h.
  const holes = { 1: 'Ah Ad 2c 3d 6h 9c Jc', 2: 'Kc Kd 5d 4s 7h Ts Qd', 3: 'Qs Qh 9h 4d 6c 8s Td' };
  const table = () => {
    const deck = stackedDeck({ game: 'sevenCardStud', seats: [1, 2, 3], button: 3, holes });
    return new Table(
      config({ game: 'sevenCardStud', stakes: { smallBet: 4, bigBet: 8, ante: 1, bringIn: 2 }, seats: [{ seat: 1, stack: 1 }, { seat: 2, stack: 100 }, { seat: 3, stack: 100 }], button: 3, deck }),
    );
  };

  it('the lowest up card among players with chips brings in; the all-in player keeps his cards and wins the main pot', () => {
    const t = table();
    expect(t.player(1)).toMatchObject({ stack: 0, committed: 1 });
    expect(formatCards(t.player(1).cards.filter((c) => c.up).map((c) => c.card))).toEqual(['2c']);
    expect(t.toAct).toBe(2);
    expect(t.legal()).toEqual([
      { type: 'bringIn', amount: 2, allIn: false },
      { type: 'complete', min: 4, max: 4 },
    ]);
    t.act(2, 'bringIn').act(3, 'call');
    for (let street = 1; street < 5 && !t.state.complete; street++) {
      const first = t.toAct!;
      t.act(first, 'check').act(first === 2 ? 3 : 2, 'check');
    }
    expect(t.state.complete).toBe(true);
    // Aces (seat 1) win the main pot of the three antes; kings and queens contest the rest.
    expect(t.state.awards.map((a) => [a.amount, a.eligible, a.winners.map((w) => w.seat)])).toEqual([
      [3, [1, 2, 3], [1]],
      [4, [2, 3], [2]],
    ]);
  });
});
