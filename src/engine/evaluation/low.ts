import type { Card } from '../cards';
import { checkCount, handValueOf } from './hand-value';
import { COLUMN_MASK, HASH_MULTIPLIER, ROW_SHIFT } from './rank-hash';
import { ACE_TO_FIVE_CLASSES, ACE_TO_FIVE_RANKS, CARD_LOW_BIT, CARD_RANK_KEY, EIGHT_OR_BETTER_RANKS, RANK_HASH } from './tables';
import { type HandValue, NO_LOW } from './types';

/** Math functions as module constants: as fast in Node, and no slow global lookup inside a vm context (Jest). */
const { imul } = Math;

/*
 * Ace-to-five lows (RULES.md §2.2, razz §2.5) and eight-or-better lows (§2.3).
 * A-5 ranks: 1 = 5-4-3-2-A ... 6175 = K-K-K-K-Q. Eight-or-better uses the same numbers; the
 * qualifying lows are exactly the first 56 (8-7-6-5-4 = 56), and `NO_LOW` stands for "no low".
 *
 * How: suits never matter, so A-5 is one lookup: the sum of rank keys through the rank hash, in a
 * table that holds the best five of any 5..7 ranks. An 8/b low only needs the set of distinct
 * ranks A..8 (any pair among them is simply not used), so its fast path ORs one bit per card into
 * an 8-bit mask and reads a 256-entry table (five bits or more: the five lowest ranks).
 */

const RK = CARD_RANK_KEY;
const LB = CARD_LOW_BIT;
const BASE = RANK_HASH.rowBase;
const RANKS = ACE_TO_FIVE_RANKS;
const LOWS = EIGHT_OR_BETTER_RANKS;
const MUL = HASH_MULTIPLIER;
const SHIFT = ROW_SHIFT;
const COLUMNS = COLUMN_MASK;

/**
 * A-5 rank of the best low of seven cards (§2.2 with `best5of7`, razz §2.5); allocation-free.
 * Example: `rankAceToFive7(...cards('AcAd2s3h3d9sKh'))` is the rank of K-9-3-2-A (§4.5).
 */
export function rankAceToFive7(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card, c5: Card, c6: Card): number {
  const h = imul(RK[c0]! + RK[c1]! + RK[c2]! + RK[c3]! + RK[c4]! + RK[c5]! + RK[c6]!, MUL);
  return RANKS[BASE[h >>> SHIFT]! + (h & COLUMNS)]!;
}

/** A-5 rank of a five-card low (§2.2). Example: `rankAceToFive5(...cards('5s4s3s2sAs'))` → 1 (the wheel, even suited). */
export function rankAceToFive5(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card): number {
  const h = imul(RK[c0]! + RK[c1]! + RK[c2]! + RK[c3]! + RK[c4]!, MUL);
  return RANKS[BASE[h >>> SHIFT]! + (h & COLUMNS)]!;
}

/**
 * A-5 rank of the best low of 5, 6 or 7 cards (§2.2, no qualifier).
 * Example: `rankAceToFive(cards('6h4d3c2sAh')) < rankAceToFive(cards('6h5d3c2sAh'))` (TV-02).
 */
export function rankAceToFive(cards: ArrayLike<Card>): number {
  const n = cards.length;
  if (n < 5 || n > 7) throw new RangeError(`rankAceToFive: expected 5 to 7 cards, got ${n}`);
  let key = 0;
  for (let i = 0; i < n; i++) key += RK[cards[i]!]!;
  const h = imul(key, MUL);
  return RANKS[BASE[h >>> SHIFT]! + (h & COLUMNS)]!;
}

/**
 * Eight-or-better rank of the best qualifying low of seven cards (§2.3), or `NO_LOW`.
 * Example: `rankEightOrBetter7(...cards('Ah3s2c5d7hKdKs'))` is the rank of 7-5-3-2-A (TV-06).
 */
export function rankEightOrBetter7(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card, c5: Card, c6: Card): number {
  return LOWS[LB[c0]! | LB[c1]! | LB[c2]! | LB[c3]! | LB[c4]! | LB[c5]! | LB[c6]!]!;
}

/** Eight-or-better rank of five cards (§2.3), or `NO_LOW`. Example: `9-5-4-3-2` → `NO_LOW`. */
export function rankEightOrBetter5(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card): number {
  return LOWS[LB[c0]! | LB[c1]! | LB[c2]! | LB[c3]! | LB[c4]!]!;
}

/**
 * Eight-or-better rank of the best qualifying low among 5, 6 or 7 cards (§2.3), or `NO_LOW`.
 * Example: `rankEightOrBetter(cards('AhAd2c3s4d')) === NO_LOW` (a pair does not qualify).
 */
export function rankEightOrBetter(cards: ArrayLike<Card>): number {
  const n = cards.length;
  if (n < 5 || n > 7) throw new RangeError(`rankEightOrBetter: expected 5 to 7 cards, got ${n}`);
  let mask = 0;
  for (let i = 0; i < n; i++) mask |= LB[cards[i]!]!;
  return LOWS[mask]!;
}

/**
 * The best ace-to-five low (§2.2) of 5, 6 or 7 cards, without a qualifier (razz §2.5, A-5 draw):
 * aces low, straights and flushes ignored, lowest hand wins, a paired hand can still win.
 * Example: `evaluateAceToFive(cards('AcAd2s3h3d9sKh'))` → cards `Kh 9s 3h 2s Ac`,
 * description `'K-9-3-2-A low'` (§4.5).
 * @throws RangeError for fewer than 5 or more than 7 cards.
 */
export function evaluateAceToFive(cards: readonly Card[]): HandValue {
  checkCount('evaluateAceToFive', cards.length, 5, 7);
  const rank = rankAceToFive(cards);
  return handValueOf('aceToFive', ACE_TO_FIVE_CLASSES, rank, cards, -1);
}

/**
 * The best eight-or-better low (§2.3) of 5, 6 or 7 cards: five distinct ranks, each 8 or lower with
 * the ace low, compared as A-5 lows; `null` when no five cards qualify.
 * Example: `evaluateEightOrBetter(cards('2c5d7hKdKsAh3s'))` → `7-5-3-2-A low` (TV-06);
 * `evaluateEightOrBetter(cards('2c5d7hKdKsKc9d'))` → `null`.
 * @throws RangeError for fewer than 5 or more than 7 cards.
 */
export function evaluateEightOrBetter(cards: readonly Card[]): HandValue | null {
  checkCount('evaluateEightOrBetter', cards.length, 5, 7);
  const rank = rankEightOrBetter(cards);
  if (rank === NO_LOW) return null;
  return handValueOf('eightOrBetter', ACE_TO_FIVE_CLASSES, rank, cards, -1);
}
