import type { Card } from '../cards';
import { checkCount, handValueOf, suitOfFive } from './hand-value';
import { FLUSH, STRAIGHT_FLUSH } from './five-card-classes';
import { COLUMN_MASK, HASH_MULTIPLIER, ROW_SHIFT } from './rank-hash';
import { CARD_RANK_KEY, CARD_SUIT_KEY, FIVE_OF_A_SUIT, HIGH_CLASSES, HIGH_FLUSH_RANKS, HIGH_RANKS, RANK_HASH, SUIT_KEY_BIAS } from './tables';
import type { HandValue } from './types';

/** Math functions as module constants: as fast in Node, and no slow global lookup inside a vm context (Jest). */
const { clz32, imul } = Math;

/*
 * High hands (RULES.md §2.1). Ranks: 1 = royal flush ... 7462 = 7-5-4-3-2 of mixed suits.
 *
 * How: the suit keys count cards per suit in 4-bit counters that start at 3, so bit 3 of a counter
 * is set exactly when that suit holds five cards or more. Without a flush, the sum of rank keys is
 * looked up through the rank hash in a table that already holds the best five of those ranks; with
 * a flush (at most one suit can have five of seven cards, and then nothing beats the flush), the
 * 13-bit mask of that suit's ranks indexes the flush table.
 */

const RK = CARD_RANK_KEY;
const SK = CARD_SUIT_KEY;
const BASE = RANK_HASH.rowBase;
const RANKS = HIGH_RANKS;
const FLUSHES = HIGH_FLUSH_RANKS;
const MUL = HASH_MULTIPLIER;
const SHIFT = ROW_SHIFT;
const COLUMNS = COLUMN_MASK;

/** Suit (0..3) whose counter has bit 3 set in `flushBits`. */
function flushSuit(flushBits: number): number {
  return (31 - clz32(flushBits)) >> 2;
}

function suitedMask(suit: number, c0: Card, c1: Card, c2: Card, c3: Card, c4: Card, c5: Card, c6: Card): number {
  let mask = 0;
  if ((c0 & 3) === suit) mask |= 1 << (c0 >> 2);
  if ((c1 & 3) === suit) mask |= 1 << (c1 >> 2);
  if ((c2 & 3) === suit) mask |= 1 << (c2 >> 2);
  if ((c3 & 3) === suit) mask |= 1 << (c3 >> 2);
  if ((c4 & 3) === suit) mask |= 1 << (c4 >> 2);
  if ((c5 & 3) === suit) mask |= 1 << (c5 >> 2);
  if ((c6 & 3) === suit) mask |= 1 << (c6 >> 2);
  return mask;
}

/**
 * Rank of the best high hand of seven cards (§2.1, §2.6 `best5of7`); allocation-free.
 * Smaller is better: 1 is a royal flush, 7462 the worst high card.
 * Example: `rankHigh7(...cards('AsKsQsJsTs2c3d'))` → 1.
 */
export function rankHigh7(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card, c5: Card, c6: Card): number {
  const suits = SK[c0]! + SK[c1]! + SK[c2]! + SK[c3]! + SK[c4]! + SK[c5]! + SK[c6]! + SUIT_KEY_BIAS;
  if ((suits & FIVE_OF_A_SUIT) !== 0) {
    return FLUSHES[suitedMask(flushSuit(suits & FIVE_OF_A_SUIT), c0, c1, c2, c3, c4, c5, c6)]!;
  }
  const h = imul(RK[c0]! + RK[c1]! + RK[c2]! + RK[c3]! + RK[c4]! + RK[c5]! + RK[c6]!, MUL);
  return RANKS[BASE[h >>> SHIFT]! + (h & COLUMNS)]!;
}

/** Rank of the best high hand of six cards (§2.1); see `rankHigh7`. */
export function rankHigh6(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card, c5: Card): number {
  const suits = SK[c0]! + SK[c1]! + SK[c2]! + SK[c3]! + SK[c4]! + SK[c5]! + SUIT_KEY_BIAS;
  if ((suits & FIVE_OF_A_SUIT) !== 0) {
    // Passing c5 twice only sets its bit twice.
    return FLUSHES[suitedMask(flushSuit(suits & FIVE_OF_A_SUIT), c0, c1, c2, c3, c4, c5, c5)]!;
  }
  const h = imul(RK[c0]! + RK[c1]! + RK[c2]! + RK[c3]! + RK[c4]! + RK[c5]!, MUL);
  return RANKS[BASE[h >>> SHIFT]! + (h & COLUMNS)]!;
}

/**
 * Rank of a five-card high hand (§2.1). Example: `rankHigh5(...cards('KsKd7c7h2s'))` is larger
 * (worse) than `rankHigh5(...cards('KhKc7d7sAc'))` (TV-01.1: same two pair, ace kicker).
 */
export function rankHigh5(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card): number {
  const suits = SK[c0]! + SK[c1]! + SK[c2]! + SK[c3]! + SK[c4]! + SUIT_KEY_BIAS;
  if ((suits & FIVE_OF_A_SUIT) !== 0) {
    return FLUSHES[(1 << (c0 >> 2)) | (1 << (c1 >> 2)) | (1 << (c2 >> 2)) | (1 << (c3 >> 2)) | (1 << (c4 >> 2))]!;
  }
  const h = imul(RK[c0]! + RK[c1]! + RK[c2]! + RK[c3]! + RK[c4]!, MUL);
  return RANKS[BASE[h >>> SHIFT]! + (h & COLUMNS)]!;
}

/**
 * Rank of the best high hand of 5, 6 or 7 cards (§2.1, best five of any combination).
 * Example: `rankHigh(cards('AsKsQdJcTh2c2d')) === rankHigh(cards('AsKsQdJcTh3h3s'))` (§2.6 example 3).
 */
export function rankHigh(cards: ArrayLike<Card>): number {
  switch (cards.length) {
    case 5:
      return rankHigh5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
    case 6:
      return rankHigh6(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!, cards[5]!);
    case 7:
      return rankHigh7(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!, cards[5]!, cards[6]!);
    default:
      throw new RangeError(`rankHigh: expected 5 to 7 cards, got ${cards.length}`);
  }
}

/**
 * The best high hand (§2.1) of 5, 6 or 7 cards: any five of them (`best5of7`, §2.6), with the
 * five chosen in display order and a description.
 * Example: `evaluateHigh(cards('KsKd7c7h2s'))` →
 * `{ ranking: 'high', rank: 2665, category: 'twoPair', cards: Ks Kd 7h 7c 2s,
 *    description: 'Two pair, kings and sevens, two kicker' }`.
 * @throws RangeError for fewer than 5 or more than 7 cards.
 */
export function evaluateHigh(cards: readonly Card[]): HandValue {
  checkCount('evaluateHigh', cards.length, 5, 7);
  const rank = rankHigh(cards);
  const code = HIGH_CLASSES.category[rank];
  return handValueOf('high', HIGH_CLASSES, rank, cards, code === FLUSH || code === STRAIGHT_FLUSH ? suitOfFive(cards) : -1);
}

/** The worst hand that opens a jacks pot: a pair of jacks with 4-3-2 (rank indexes J=9, 4=2, 3=1, 2=0). */
const JACKS_OPENER_LIMIT = rankHigh5(9 * 4, 9 * 4 + 1, 2 * 4, 1 * 4, 0);

/**
 * §2.8: a five-card hand may open a jacks-or-better pot iff its high value is at least a pair of
 * jacks (a pair of jacks, queens, kings or aces, two pair, or better).
 * Examples: `JhJd7c4s2d` → true; `ThTdAcKsQd` → false; `3h3d2c2sKd` (two pair) → true.
 * @throws RangeError unless exactly 5 cards are given.
 */
export function qualifiesJacksOrBetter(cards: readonly Card[]): boolean {
  checkCount('qualifiesJacksOrBetter', cards.length, 5, 5);
  return rankHigh5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!) <= JACKS_OPENER_LIMIT;
}
