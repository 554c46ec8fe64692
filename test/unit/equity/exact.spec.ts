import { computeEquity, findGame, type EquityInput } from '../../../src/engine';
import { referenceEquity } from './reference';
import { cards, formatCards, orderedDeck, seededRng, shuffle } from '../../../src/engine';

/** Known equities, and the rules of a hi-lo pot, checked on whole enumerations. */

function run(input: EquityInput) {
  const answer = computeEquity(input);
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.result;
}

const holdem = findGame('holdem')!;

describe('exact equity', () => {
  it("AsAh vs KdKc preflop: 1,388,072 wins, 6,538 ties, 317,694 losses over 1,712,304 boards", () => {
    const result = run({ game: holdem, players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }] });
    expect(result.method).toBe('exact');
    expect(result.runouts).toBe(1_712_304);
    expect(result.players[0]).toMatchObject({ wins: 1_388_072, ties: 6_538, losses: 317_694 });
    expect(result.players[1]).toMatchObject({ wins: 317_694, ties: 6_538, losses: 1_388_072 });
    expect(result.players[0]!.equity + result.players[1]!.equity).toBeCloseTo(1, 12);
  });

  it('three-way hold-em on the flop equals the brute-force reference', () => {
    // Derived independently: every turn and river listed and ranked by the rich evaluators.
    const board = cards('Th9h2c');
    const hands = [cards('AhKh'), cards('QsQd'), cards('8c7c')];
    const expected = referenceEquity({ game: holdem, board, hands, dead: [], need: [0, 0, 0], boardNeed: 2 });
    const result = run({ game: holdem, board: ['Th', '9h', '2c'], players: [{ cards: ['Ah', 'Kh'] }, { cards: ['Qs', 'Qd'] }, { cards: ['8c', '7c'] }] });
    expect(result.runouts).toBe(903); // C(43, 2)
    result.players.forEach((p, i) => expect([p.wins, p.ties, p.losses]).toEqual([expected.wins[i], expected.ties[i], expected.losses[i]]));
  });

  it('a river spot has one runout and the best hand wins it all', () => {
    const result = run({ game: holdem, board: ['As', 'Ks', 'Qd', 'Jc', '2h'], players: [{ cards: ['Th', '3c'] }, { cards: ['Ad', 'Ac'] }] });
    expect(result.runouts).toBe(1);
    expect(result.players.map((p) => p.equity)).toEqual([1, 0]);
  });

  it('a board that plays for both splits the pot (RULES.md §2.6 example 3)', () => {
    const result = run({ game: holdem, board: ['As', 'Ks', 'Qd', 'Jc', 'Th'], players: [{ cards: ['2c', '2d'] }, { cards: ['3h', '3s'] }] });
    expect(result.players.map((p) => [p.equity, p.ties])).toEqual([
      [0.5, 1],
      [0.5, 1],
    ]);
  });
});

describe('hi-lo shares', () => {
  const omahaHiLo = findGame('omahaHiLo')!;
  it('add up to one pot, scoops counted once, and the high takes all without a low', () => {
    const result = run({
      game: omahaHiLo,
      board: ['2h', '4d', '7c'],
      players: [{ cards: ['Ac', '3c', 'Kh', 'Qd'] }, { cards: ['5s', '6s', 'Jh', '9c'] }, { cards: ['Kc', 'Ks', 'Td', 'Ts'] }],
    });
    const total = result.players.reduce((sum, p) => sum + p.high! + p.low!, 0);
    expect(total).toBeCloseTo(1, 12);
    for (const p of result.players) {
      expect(p.high! + p.low!).toBeCloseTo(p.equity, 12);
      expect(p.wins! + p.ties! + p.losses!).toBe(result.runouts);
      expect(p.scoop).toBe(p.win);
    }
    // The kings never make a low: whatever they win comes from the high side.
    expect(result.players[2]!.low).toBe(0);
  });

  it('with no low possible the high half is the whole pot', () => {
    // Board K Q J: at most two more cards, never three low board cards.
    const result = run({ game: omahaHiLo, board: ['Kd', 'Qh', 'Jc', 'Ts'], players: [{ cards: ['Ac', '2c', '3h', '4d'] }, { cards: ['9h', '8h', 'Ks', 'Kh'] }] });
    expect(result.players.every((p) => p.low === 0)).toBe(true);
    expect(result.players[0]!.high! + result.players[1]!.high!).toBeCloseTo(1, 12);
  });
});

describe('Monte Carlo', () => {
  it('is within 4 standard errors of the exact answer, and the same seed gives the same answer', () => {
    const spot: EquityInput = { game: findGame('omaha')!, board: ['Jh', 'Td', '4s'], players: [{ cards: ['Ah', 'Kh', 'Qc', '9c'] }, { cards: ['Js', 'Jc', '8d', '7d'] }] };
    const exact = run(spot);
    const mc = run({ ...spot, method: 'monteCarlo', samples: 20_000, seed: 'four-se' });
    expect(mc.method).toBe('monteCarlo');
    expect(mc.seed).toBe('four-se');
    expect(mc.runouts).toBe(20_000);
    mc.players.forEach((p, i) => {
      expect(p.standardError!).toBeGreaterThan(0);
      expect(Math.abs(p.equity - exact.players[i]!.equity)).toBeLessThan(4 * p.standardError!);
    });
    expect(run({ ...spot, method: 'monteCarlo', samples: 20_000, seed: 'four-se' }).players).toEqual(mc.players);
  });

  it('takes over when the runouts exceed the exact limit', () => {
    const result = run({ game: holdem, players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }], exactLimit: 1000, samples: 5000, seed: 's' });
    expect(result.method).toBe('monteCarlo');
    expect(Math.abs(result.players[0]!.equity - 0.81255)).toBeLessThan(4 * result.players[0]!.standardError!);
  });

  it('stops when asked and says it was cut short', () => {
    let calls = 0;
    const result = run({ game: holdem, players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }], method: 'monteCarlo', samples: 10_000_000, seed: 'x', stop: () => ++calls > 3 });
    expect(result.cutShort).toBe(true);
    expect(result.runouts).toBeLessThan(10_000);
    const exact = run({ game: holdem, players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }], stop: () => true });
    expect(exact.cutShort).toBe(true);
    expect(exact.runouts).toBeLessThan(1_712_304);
  });
});

describe('stud community card (RULES.md §4.4)', () => {
  it('eight players on 6th street share one community card on 7th', () => {
    // 8 x 6 = 48 cards named: 4 left, fewer than 8 players, so the last street is one shared card.
    const deck = formatCards(orderedDeck());
    const players = Array.from({ length: 8 }, (_, p) => ({ cards: deck.slice(p * 6, p * 6 + 6) }));
    const result = run({ game: findGame('sevenCardStud')!, players });
    expect(result.method).toBe('exact');
    expect(result.runouts).toBe(4);
  });
});

describe('stud down cards nobody has seen', () => {
  it('are dealt from the unseen cards with the streets still to come', () => {
    // 6th street: 10 cards named, 42 unseen. Player 1 draws 1 (7th street); player 2 his two unseen down cards and 7th street.
    const result = run({
      game: findGame('sevenCardStud')!,
      players: [{ down: ['As', 'Ad'], up: ['7c', '8h', '2s', '3d'] }, { down: ['??', '??'], up: ['Kd', 'Kh', '9c', '9s'] }],
    });
    expect(result.runouts).toBe(42 * ((41 * 40 * 39) / 6));
    expect(result.players[0]!.equity + result.players[1]!.equity).toBeCloseTo(1, 12);
    // Two pair showing (kings and nines) against a pair of aces: the kings are ahead.
    expect(result.players[1]!.equity).toBeGreaterThan(0.5);
  });

  it("a razz player's equity does not depend on how his known cards are split between up and down", () => {
    const game = findGame('razz')!;
    const a = run({ game, players: [{ down: ['As', '2d'], up: ['7c', '8h'] }, { down: ['4d', '5h'], up: ['9c', 'Qs'] }] });
    const b = run({ game, players: [{ cards: ['As', '2d', '7c', '8h'] }, { cards: ['4d', '5h', '9c', 'Qs'] }] });
    expect(a.players).toEqual(b.players);
  });
});

describe("hold'em with a full deck", () => {
  it('agrees with the brute-force reference on random flops (every split of the last two cards)', () => {
    const rng = seededRng('full-deck-flops');
    for (let spot = 0; spot < 40; spot++) {
      const deck = shuffle(orderedDeck(), rng);
      const players = 2 + rng.below(2);
      const hands = Array.from({ length: players }, (_, p) => deck.slice(p * 2, p * 2 + 2));
      const board = deck.slice(players * 2, players * 2 + 3);
      const expected = referenceEquity({ game: holdem, board, hands, dead: [], need: hands.map(() => 0), boardNeed: 2 });
      const result = run({ game: holdem, board: formatCards(board), players: hands.map((h) => ({ cards: formatCards(h) })) });
      result.players.forEach((p, i) => expect([spot, p.wins, p.ties, p.losses]).toEqual([spot, expected.wins[i], expected.ties[i], expected.losses[i]]));
    }
  });
});

describe('an exact enumeration that would overrun', () => {
  it('gives way to Monte Carlo when chosen by default, and the answer says which method it is', () => {
    let calls = 0;
    const result = run({ game: holdem, players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }], samples: 20_000, seed: 'fallback', stopExact: () => ++calls > 2 });
    expect(result.method).toBe('monteCarlo');
    expect(result.cutShort).toBe(false);
    expect(result.runouts).toBe(20_000);
    expect(result.seed).toBe('fallback');
    const aces = result.players[0]!;
    expect(Math.abs(aces.equity - (1_388_072 + 6_538 / 2) / 1_712_304)).toBeLessThan(4 * aces.standardError!);
  });

  it('is only cut short when the exact method was asked for', () => {
    const result = run({ game: holdem, players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }], method: 'exact', stopExact: () => true, stop: () => true });
    expect(result.method).toBe('exact');
    expect(result.cutShort).toBe(true);
  });
});
