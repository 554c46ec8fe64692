import { BETTING_STRUCTURES, type BettingStructure, cards } from '../../../src/engine';
import { config, stackedDeck, Table } from './helpers';

/**
 * One hand-checked complete hand per flop game and betting structure. Three players, button 1
 * (small blind 2, big blind 3), blinds 1/2 (fixed limit: bets 2/4, so the same blinds).
 * Hole cards: seat 1 As Ad Kh Qh 2d, seat 2 Kc Kd 8s 8d Tc, seat 3 7h 2c 8c 6s Ts (each game takes the
 * first 2 to 5 of them); board Ah 9s 5d 3c Jh. Seat 1 makes trip aces in every game; seat 3's small
 * cards make the only qualifying low in the hi-lo games.
 *
 * Betting: pre-flop seat 1 calls, seat 2 completes, seat 3 checks (pot 6). On the flop seat 2 bets
 * the minimum (2), seat 3 folds, seat 1 calls (pot 10); turn and river are checked. Mandatory
 * discards come after the betting rounds the game's rules name.
 */
const HOLES: Record<number, string> = { 1: 'As Ad Kh Qh 2d', 2: 'Kc Kd 8s 8d Tc', 3: '7h 2c 8c 6s Ts' };
const BOARD = 'Ah 9s 5d 3c Jh';

type Step = [seat: number, type: 'call' | 'check' | 'bet' | 'fold' | 'discard', extra?: number | string];

const GAMES: { game: string; holeCount: number; discards: Step[][]; final: Record<number, number> }[] = [
  { game: 'holdem', holeCount: 2, discards: [], final: { 1: 106, 2: 96, 3: 98 } },
  { game: 'omaha', holeCount: 4, discards: [], final: { 1: 106, 2: 96, 3: 98 } },
  // Seat 3 folded: no low qualifies among seats 1 and 2, so the high hand scoops.
  { game: 'omahaHiLo', holeCount: 4, discards: [], final: { 1: 106, 2: 96, 3: 98 } },
  { game: 'courchevel', holeCount: 5, discards: [], final: { 1: 106, 2: 96, 3: 98 } },
  { game: 'crazyPineapple', holeCount: 3, discards: [[], [[2, 'discard', 'Kc'], [1, 'discard', 'Kh']]], final: { 1: 106, 2: 96, 3: 98 } },
  { game: 'crazyPineappleHiLo', holeCount: 3, discards: [[], [[2, 'discard', 'Kc'], [1, 'discard', 'Kh']]], final: { 1: 106, 2: 96, 3: 98 } },
  { game: 'irish', holeCount: 4, discards: [[], [[2, 'discard', '8s 8d'], [1, 'discard', 'Kh Qh']]], final: { 1: 106, 2: 96, 3: 98 } },
  {
    game: 'aviation',
    holeCount: 4,
    discards: [
      [[2, 'discard', '8s'], [3, 'discard', '6s'], [1, 'discard', 'Kh']],
      [[2, 'discard', '8d'], [1, 'discard', 'Qh']],
    ],
    final: { 1: 106, 2: 96, 3: 98 },
  },
];

function script(discards: Step[][]): Step[] {
  return [
    [1, 'call'],
    [2, 'call'],
    [3, 'check'],
    ...(discards[0] ?? []),
    [2, 'bet', 2],
    [3, 'fold'],
    [1, 'call'],
    ...(discards[1] ?? []),
    [2, 'check'],
    [1, 'check'],
    [2, 'check'],
    [1, 'check'],
  ];
}

const CASES = GAMES.flatMap((g) => BETTING_STRUCTURES.map((structure) => ({ ...g, structure })));

describe.each(CASES)('$game, $structure', ({ game, structure, holeCount, discards, final }) => {
  it('plays to the hand-checked final stacks, with the pot and the winner right', () => {
    const seats = [1, 2, 3];
    const holes = Object.fromEntries(Object.entries(HOLES).map(([s, h]) => [s, h.split(' ').slice(0, holeCount).join(' ')]));
    const deck = stackedDeck({ game, seats, button: 1, holes, board: BOARD });
    const stakes = (structure as BettingStructure) === 'fixedLimit' ? { smallBet: 2, bigBet: 4 } : { smallBlind: 1, bigBlind: 2 };
    const table = new Table(config({ game, bettingStructure: structure, stakes, seats: seats.map((seat) => ({ seat, stack: 100 })), button: 1, deck }));
    for (const [seat, type, extra] of script(discards)) {
      expect({ toAct: table.toAct, type }).toEqual({ toAct: seat, type });
      table.act(seat, type, typeof extra === 'string' ? cards(extra) : extra);
    }
    expect(table.state.complete).toBe(true);
    expect(table.state.board).toHaveLength(5);
    expect(table.finalStacks()).toEqual(final);
    expect(table.state.awards).toHaveLength(1);
    expect(table.state.awards[0]).toMatchObject({ amount: 10, rake: 0, eligible: [1, 2] });
    expect(table.state.shown.map((s) => s.seat)).toEqual([2, 1]);
  });
});

