import { type Card, cards as parse, formatCards, type GameDefinition, showdownRankings, evaluateSeat, standings, type SeatHands } from '../../../src/engine';

/**
 * A slow, obviously-correct equity: every runout is listed as plain arrays, every hand formed and
 * ranked by the rich evaluators of the showdown (`evaluateSeat`), and the pot split by the
 * standings, half to each side of a hi-lo pot with a low, all of it otherwise. Small spots only.
 * `need[p]` is how many cards player p still receives; `boardNeed` how many board cards are missing.
 */
export interface ReferenceSpot {
  game: GameDefinition;
  board: Card[];
  hands: Card[][];
  dead: Card[];
  need: number[];
  boardNeed: number;
  options?: { lowballType?: 'ace-to-five' | 'deuce-to-seven'; courchevelHiLo?: boolean };
}

export interface ReferenceResult {
  runouts: number;
  wins: number[];
  ties: number[];
  losses: number[];
  equity: number[];
  high: number[];
  low: number[];
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}

export function referenceEquity(spot: ReferenceSpot): ReferenceResult {
  const n = spot.hands.length;
  const rankings = showdownRankings(spot.game, spot.options);
  const taken = new Set([...spot.board, ...spot.dead, ...spot.hands.flat()]);
  const deck = Array.from({ length: 52 }, (_, c) => c).filter((c) => !taken.has(c));
  const result: ReferenceResult = {
    runouts: 0,
    wins: Array(n).fill(0),
    ties: Array(n).fill(0),
    losses: Array(n).fill(0),
    equity: Array(n).fill(0),
    high: Array(n).fill(0),
    low: Array(n).fill(0),
  };
  const deal = (p: number, left: Card[], board: Card[], hands: Card[][]): void => {
    if (p === n) {
      score(board, hands);
      return;
    }
    for (const extra of combinations(left, spot.need[p]!)) {
      deal(p + 1, left.filter((c) => !extra.includes(c)), board, [...hands, [...spot.hands[p]!, ...extra]]);
    }
  };
  const score = (board: Card[], hands: Card[][]): void => {
    const seats: SeatHands[] = hands.map((hand, p) => evaluateSeat(spot.game, rankings, p, hand, board));
    const share = Array<number>(n).fill(0);
    const high = Array<number>(n).fill(0);
    const low = Array<number>(n).fill(0);
    const lowWinners = rankings.low ? (standings(seats, 'low')[0] ?? []) : [];
    const highWinners = rankings.high ? standings(seats, 'high')[0]! : [];
    const highPot = rankings.low === null ? 1 : lowWinners.length === 0 ? 1 : 0.5;
    const lowPot = rankings.high === null ? 1 : 0.5;
    for (const s of highWinners) high[s]! += highPot / highWinners.length;
    for (const s of lowWinners) low[s]! += lowPot / lowWinners.length;
    result.runouts++;
    for (let p = 0; p < n; p++) {
      share[p] = high[p]! + low[p]!;
      result.equity[p]! += share[p]!;
      result.high[p]! += high[p]!;
      result.low[p]! += low[p]!;
      if (Math.abs(share[p]! - 1) < 1e-12) result.wins[p]! += 1;
      else if (share[p]! > 0) result.ties[p]! += 1;
      else result.losses[p]! += 1;
    }
  };
  for (const extra of combinations(deck, spot.boardNeed)) {
    deal(0, deck.filter((c) => !extra.includes(c)), [...spot.board, ...extra], []);
  }
  for (let p = 0; p < n; p++) {
    result.equity[p]! /= result.runouts;
    result.high[p]! /= result.runouts;
    result.low[p]! /= result.runouts;
  }
  return result;
}

export const codes = formatCards;
export const cardsOf = parse;
