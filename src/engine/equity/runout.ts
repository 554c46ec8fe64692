import type { Card } from '../cards';
import {
  NO_LOW,
  rankAceToFive5,
  rankAceToFive7,
  rankDeuceToSeven5,
  rankEightOrBetter7,
  rankHigh5,
  rankHigh7,
  rankOmahaEightOrBetter,
  rankOmahaEightOrBetter4x5,
  rankOmahaHigh,
  rankOmahaHigh4x5,
} from '../evaluation';
import type { RankingId } from '../games';
import type { Rng } from '../rng';
import type { Tally } from './tally';

/*
 * Runouts of any game, as one layout: a flat `cards` array holding the board (B slots) then every
 * player's final hand (H slots each). Known cards are written once; a runout fills the remaining
 * slots from the unseen cards, in groups: the board's missing cards are one group, each player's
 * missing cards another, and a stud community card (§4.4) one slot written into every player's
 * hand. Within a group the cards are a combination (in increasing order), so an exact enumeration
 * visits each distinct runout once; Monte Carlo fills the slots from a partial shuffle.
 */

/** How a player's final cards are formed and ranked. */
export type HandShape =
  /** Two hole cards and five board cards, best five of seven (hold'em, pineapples, Irish, Aviation). */
  | 'holdem'
  /** Four or five hole cards, exactly two with three of the five board cards. */
  | 'omaha'
  /** Seven own cards (7-card stud games; a community card is written into each hand). */
  | 'seven'
  /** Five own cards (5 Card Stud, draw games). */
  | 'five';

export interface Layout {
  readonly shape: HandShape;
  readonly players: number;
  /** Board slots (5 in flop games, 0 elsewhere). */
  readonly boardSize: number;
  /** Slots of each player's final hand. */
  readonly handSize: number;
  readonly high: RankingId | null;
  readonly low: RankingId | null;
  /** Slots to fill, in order; `targets[s]` lists where the card of slot s is written. */
  readonly targets: readonly Int32Array[];
  /** `groupStart[s]`: slot s begins a new combination group. */
  readonly groupStart: Uint8Array;
}

export type RankFn = (cards: Int32Array, offset: number, board: Int32Array) => number;

function rankFor(shape: HandShape, ranking: RankingId, handSize: number): RankFn {
  switch (shape) {
    case 'holdem':
      if (ranking === 'high') return (c, o, b) => rankHigh7(c[o]!, c[o + 1]!, b[0]!, b[1]!, b[2]!, b[3]!, b[4]!);
      return (c, o, b) => rankEightOrBetter7(c[o]!, c[o + 1]!, b[0]!, b[1]!, b[2]!, b[3]!, b[4]!);
    case 'omaha':
      if (handSize === 4) {
        if (ranking === 'high') return (c, o, b) => rankOmahaHigh4x5(c[o]!, c[o + 1]!, c[o + 2]!, c[o + 3]!, b[0]!, b[1]!, b[2]!, b[3]!, b[4]!);
        return (c, o, b) => rankOmahaEightOrBetter4x5(c[o]!, c[o + 1]!, c[o + 2]!, c[o + 3]!, b[0]!, b[1]!, b[2]!, b[3]!, b[4]!);
      }
      if (ranking === 'high') return (c, o, b) => rankOmahaHigh(c.subarray(o, o + handSize), b);
      return (c, o, b) => rankOmahaEightOrBetter(c.subarray(o, o + handSize), b);
    case 'seven':
      if (ranking === 'high') return (c, o) => rankHigh7(c[o]!, c[o + 1]!, c[o + 2]!, c[o + 3]!, c[o + 4]!, c[o + 5]!, c[o + 6]!);
      if (ranking === 'eightOrBetter') return (c, o) => rankEightOrBetter7(c[o]!, c[o + 1]!, c[o + 2]!, c[o + 3]!, c[o + 4]!, c[o + 5]!, c[o + 6]!);
      if (ranking === 'aceToFive') return (c, o) => rankAceToFive7(c[o]!, c[o + 1]!, c[o + 2]!, c[o + 3]!, c[o + 4]!, c[o + 5]!, c[o + 6]!);
      break;
    case 'five':
      if (ranking === 'high') return (c, o) => rankHigh5(c[o]!, c[o + 1]!, c[o + 2]!, c[o + 3]!, c[o + 4]!);
      if (ranking === 'aceToFive') return (c, o) => rankAceToFive5(c[o]!, c[o + 1]!, c[o + 2]!, c[o + 3]!, c[o + 4]!);
      if (ranking === 'deuceToSeven') return (c, o) => rankDeuceToSeven5(c[o]!, c[o + 1]!, c[o + 2]!, c[o + 3]!, c[o + 4]!);
      break;
  }
  throw new RangeError(`no ${ranking} ranking for ${shape} hands`);
}

/** Evaluates filled layouts into a tally. */
export class Scorer {
  private readonly high: RankFn | null;
  private readonly low: RankFn | null;
  private readonly highs: Int32Array;
  private readonly lows: Int32Array;
  private readonly board: Int32Array;

  constructor(
    readonly layout: Layout,
    readonly cards: Int32Array,
  ) {
    this.high = layout.high ? rankFor(layout.shape, layout.high, layout.handSize) : null;
    this.low = layout.low ? rankFor(layout.shape, layout.low, layout.handSize) : null;
    this.highs = new Int32Array(layout.players);
    this.lows = new Int32Array(layout.players);
    this.board = cards.subarray(0, layout.boardSize);
  }

  score(tally: Tally, weight: number): void {
    const { players, boardSize, handSize } = this.layout;
    const { high, low, highs, lows, board, cards } = this;
    if (high && low) {
      for (let p = 0; p < players; p++) {
        const o = boardSize + p * handSize;
        highs[p] = high(cards, o, board);
        lows[p] = low(cards, o, board);
      }
      tally.addHiLo(highs, lows, NO_LOW, weight);
      return;
    }
    const rank = (high ?? low)!;
    let best = 0x7fffffff;
    let winners = 0;
    for (let p = 0; p < players; p++) {
      const r = rank(cards, boardSize + p * handSize, board);
      highs[p] = r;
      if (r < best) {
        best = r;
        winners = 1;
      } else if (r === best) winners++;
    }
    tally.add(best, winners, highs, weight, 1);
  }
}

/** C(n, k) as a double (exact while below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/** Number of distinct runouts of `layout` from `unseen` cards. */
export function runoutCount(layout: Layout, unseen: number): number {
  let total = 1;
  let left = unseen;
  let size = 0;
  const flush = () => {
    total *= choose(left, size);
    left -= size;
    size = 0;
  };
  for (let s = 0; s < layout.targets.length; s++) {
    if (layout.groupStart[s] === 1) flush();
    size++;
  }
  flush();
  return total;
}

/** Shared state of one exact enumeration. */
interface Enumeration {
  layout: Layout;
  cards: Int32Array;
  unseen: Int32Array;
  used: Uint8Array;
  scorer: Scorer;
  tally: Tally;
  weight: number;
  stop: (() => boolean) | undefined;
  stopped: boolean;
  sinceCheck: number;
}

function fill(e: Enumeration, slot: number, start: number): void {
  const { targets, groupStart } = e.layout;
  if (slot === targets.length) {
    e.scorer.score(e.tally, e.weight);
    if (++e.sinceCheck >= 1024) {
      e.sinceCheck = 0;
      if (e.stop?.()) e.stopped = true;
    }
    return;
  }
  const from = groupStart[slot] === 1 ? 0 : start;
  const where = targets[slot]!;
  const { unseen, used, cards } = e;
  for (let i = from; i < unseen.length && !e.stopped; i++) {
    if (used[i] === 1) continue;
    used[i] = 1;
    const c = unseen[i]!;
    for (let t = 0; t < where.length; t++) cards[where[t]!] = c;
    fill(e, slot + 1, i + 1);
    used[i] = 0;
  }
}

/**
 * Adds every runout of `layout` (known cards already in `cards`) from `unseen` to `tally`, each with
 * `weight`. Returns false when `stop` asked to stop first.
 */
export function enumerateRunouts(
  layout: Layout,
  cards: Int32Array,
  unseen: Int32Array,
  tally: Tally,
  weight = 1,
  stop?: () => boolean,
): boolean {
  const e: Enumeration = {
    layout,
    cards,
    unseen,
    used: new Uint8Array(unseen.length),
    scorer: new Scorer(layout, cards),
    tally,
    weight,
    stop,
    stopped: false,
    sinceCheck: 0,
  };
  fill(e, 0, 0);
  return !e.stopped;
}

/**
 * Deals one uniformly random runout of `layout` into `cards`: a partial Fisher–Yates shuffle of
 * `deck` (whose first `count` entries are the unseen cards; it is reordered in place).
 */
export function dealRandomRunout(layout: Layout, cards: Int32Array, deck: Int32Array, count: number, rng: Rng): void {
  const { targets } = layout;
  for (let s = 0; s < targets.length; s++) {
    const j = s + rng.below(count - s);
    const c = deck[j]!;
    deck[j] = deck[s]!;
    deck[s] = c;
    const where = targets[s]!;
    for (let t = 0; t < where.length; t++) cards[where[t]!] = c;
  }
}

/** Writes `hand` into player p's slots of `cards`. */
export function placeHand(layout: Layout, cards: Int32Array, p: number, hand: readonly Card[]): void {
  const o = layout.boardSize + p * layout.handSize;
  for (let i = 0; i < hand.length; i++) cards[o + i] = hand[i]!;
}
