import type { Card } from '../cards';
import { checkCount, chooseFive, makeHandValue } from './hand-value';
import { COLUMN_MASK, HASH_MULTIPLIER, ROW_SHIFT } from './rank-hash';
import { CARD_RANK_KEY, CARD_SUIT_KEY, DEUCE_TO_SEVEN_CLASSES, DEUCE_TO_SEVEN_FLUSH_RANKS, DEUCE_TO_SEVEN_RANKS, FIVE_OF_A_SUIT, RANK_HASH, SUIT_KEY_BIAS } from './tables';
import type { HandValue } from './types';

/** Math functions as module constants: as fast in Node, and no slow global lookup inside a vm context (Jest). */
const { imul, min } = Math;

/*
 * Deuce-to-seven lows (RULES.md §2.4): the high value of §2.1 read upside down, except that A-2-3-4-5
 * is no straight. Ranks: 1 = 7-5-4-3-2 of mixed suits ... 7462 = the royal flush.
 * How: exactly as `rankHigh5` (suit counters, then the flush table or the rank hash), with tables
 * ordered by the 2-7 key.
 */

const RK = CARD_RANK_KEY;
const SK = CARD_SUIT_KEY;
const BASE = RANK_HASH.rowBase;
const RANKS = DEUCE_TO_SEVEN_RANKS;
const FLUSHES = DEUCE_TO_SEVEN_FLUSH_RANKS;
const MUL = HASH_MULTIPLIER;
const SHIFT = ROW_SHIFT;
const COLUMNS = COLUMN_MASK;

/**
 * 2-7 rank of a five-card hand (§2.4); allocation-free. Smaller is better.
 * Example: `rankDeuceToSeven5(...cards('7h5h4h3h2c'))` → 1; `7h5h4h3h2h` is a flush (much worse).
 */
export function rankDeuceToSeven5(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card): number {
  if (((SK[c0]! + SK[c1]! + SK[c2]! + SK[c3]! + SK[c4]! + SUIT_KEY_BIAS) & FIVE_OF_A_SUIT) !== 0) {
    return FLUSHES[(1 << (c0 >> 2)) | (1 << (c1 >> 2)) | (1 << (c2 >> 2)) | (1 << (c3 >> 2)) | (1 << (c4 >> 2))]!;
  }
  const h = imul(RK[c0]! + RK[c1]! + RK[c2]! + RK[c3]! + RK[c4]!, MUL);
  return RANKS[BASE[h >>> SHIFT]! + (h & COLUMNS)]!;
}

/**
 * 2-7 rank of the best five of 5, 6 or 7 cards (§2.4; more than five only for generality, by
 * trying every five).
 * Example: `rankDeuceToSeven(cards('Kh5d4c3s2h')) < rankDeuceToSeven(cards('Ah5d4c3s2h'))` (TV-04.1).
 */
export function rankDeuceToSeven(cards: ArrayLike<Card>): number {
  const n = cards.length;
  if (n < 5 || n > 7) throw new RangeError(`rankDeuceToSeven: expected 5 to 7 cards, got ${n}`);
  let best = 0xffff;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      for (let c = b + 1; c < n; c++) {
        for (let d = c + 1; d < n; d++) {
          for (let e = d + 1; e < n; e++) {
            best = min(best, rankDeuceToSeven5(cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!));
          }
        }
      }
    }
  }
  return best;
}

/**
 * The deuce-to-seven low (§2.4) of 5 cards (5..7 accepted: the best five): aces always high,
 * straights and flushes count against the hand, A-2-3-4-5 is ace-high (not a straight), lowest wins.
 * Example: `evaluateDeuceToSeven(cards('7h5h4h3h2c'))` → rank 1, `'7-5-4-3-2 low'`;
 * `evaluateDeuceToSeven(cards('6s5d4c3h2s'))` → `'Straight, six high'`.
 * @throws RangeError for fewer than 5 or more than 7 cards.
 */
export function evaluateDeuceToSeven(cards: readonly Card[]): HandValue {
  checkCount('evaluateDeuceToSeven', cards.length, 5, 7);
  const rank = rankDeuceToSeven(cards);
  const five = chooseFive(cards, rank, rankDeuceToSeven5);
  return makeHandValue('deuceToSeven', DEUCE_TO_SEVEN_CLASSES, rank, five);
}
