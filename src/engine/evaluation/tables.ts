import { type ClassTable, orderFiveCardClasses } from './five-card-classes';
import {
  buildRankHash,
  COLUMN_MASK,
  enumerateRankMultisets,
  HASH_MULTIPLIER,
  RANK_KEYS,
  type RankHash,
  type RankMultisets,
  ROW_SHIFT,
} from './rank-hash';
import { NO_LOW } from './types';

/** Math functions as module constants: as fast in Node, and no slow global lookup inside a vm context (Jest). */
const { imul, min } = Math;

/**
 * The lookup tables every fast evaluator reads, built once when the module loads (about 0.1 s; the
 * bench prints the exact time and size). All values are class ranks (1 = best) of five-card hands,
 * so a table for 6 or 7 cards holds the best five-card class among their subsets.
 *
 * - `HIGH_RANKS`, `ACE_TO_FIVE_RANKS` (by rank-hash slot, multisets of 5, 6 and 7 ranks):
 *   the best high hand ignoring flushes, the best A-5 low.
 * - `DEUCE_TO_SEVEN_RANKS` (by slot, 5-card multisets only): the 2-7 class ignoring flushes.
 * - `HIGH_FLUSH_RANKS`, `DEUCE_TO_SEVEN_FLUSH_RANKS` (by 13-bit rank mask of the suited cards):
 *   the best flush or straight flush among 5..7 suited ranks (2-7: exactly 5).
 * - `EIGHT_OR_BETTER_RANKS` (by 8-bit mask of distinct low ranks, bit 0 = ace, bit k = rank k+1):
 *   the A-5 rank of the five lowest ranks when there are at least five, else `NO_LOW`.
 * - Per-card keys: `CARD_RANK_KEY` (rank key), `CARD_SUIT_KEY` (a 4-bit counter per suit),
 *   `CARD_LOW_BIT` (its bit in an 8/b mask, 0 above the eight).
 */

/** The five-card rank multisets (kept: their order also numbers Omaha boards). */
export const FIVE_RANK_MULTISETS = enumerateRankMultisets(5);
/** The six- and seven-card rank multisets, needed only while the tables are built. */
let largerMultisets: RankMultisets[] | null = [enumerateRankMultisets(6), enumerateRankMultisets(7)];

const HIGH_ORDERED = orderFiveCardClasses('high', FIVE_RANK_MULTISETS);
const ACE_TO_FIVE_ORDERED = orderFiveCardClasses('aceToFive', FIVE_RANK_MULTISETS);
const DEUCE_TO_SEVEN_ORDERED = orderFiveCardClasses('deuceToSeven', FIVE_RANK_MULTISETS);
export const HIGH_CLASSES: ClassTable = HIGH_ORDERED.table;
export const ACE_TO_FIVE_CLASSES: ClassTable = ACE_TO_FIVE_ORDERED.table;
export const DEUCE_TO_SEVEN_CLASSES: ClassTable = DEUCE_TO_SEVEN_ORDERED.table;

function allMultisetKeys(larger: readonly RankMultisets[]): Int32Array {
  const lists = [FIVE_RANK_MULTISETS, ...larger];
  const keys = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
  let at = 0;
  for (const list of lists) {
    keys.set(list.keys, at);
    at += list.length;
  }
  return keys;
}

export const RANK_HASH: RankHash = buildRankHash(allMultisetKeys(largerMultisets));

export const HIGH_RANKS = new Uint16Array(RANK_HASH.size);
export const ACE_TO_FIVE_RANKS = new Uint16Array(RANK_HASH.size);
export const DEUCE_TO_SEVEN_RANKS = new Uint16Array(RANK_HASH.size);
export const HIGH_FLUSH_RANKS = new Uint16Array(1 << 13);
export const DEUCE_TO_SEVEN_FLUSH_RANKS = new Uint16Array(1 << 13);
export const EIGHT_OR_BETTER_RANKS = new Uint16Array(1 << 8).fill(NO_LOW);

export const CARD_RANK_KEY = new Int32Array(52);
export const CARD_SUIT_KEY = new Int32Array(52);
/**
 * Suit keys summed with this bias start each 4-bit counter at 3, so bit 3 of a counter (`FIVE_OF_A_SUIT`)
 * is set exactly when that suit holds five cards or more.
 */
export const SUIT_KEY_BIAS = 0x3333;
export const FIVE_OF_A_SUIT = 0x8888;
export const CARD_LOW_BIT = new Int32Array(52);

/** Bit of a rank (0..12 = 2..A) in an 8/b mask: ace -> bit 0, 2..8 -> bits 1..7, others none. */
export function lowBitOfRank(rank: number): number {
  if (rank === 12) return 1;
  return rank <= 6 ? 1 << (rank + 1) : 0;
}

/** Rank (0..12) of bit `bit` of an 8/b mask. */
export function rankOfLowBit(bit: number): number {
  return bit === 0 ? 12 : bit - 1;
}

export function popcount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}

function fillTables(larger: readonly RankMultisets[]): void {
  const { rowBase } = RANK_HASH;
  const slot = (key: number): number => {
    const h = imul(key, HASH_MULTIPLIER);
    return rowBase[h >>> ROW_SHIFT]! + (h & COLUMN_MASK);
  };
  for (let i = 0; i < FIVE_RANK_MULTISETS.length; i++) {
    const s = slot(FIVE_RANK_MULTISETS.keys[i]!);
    HIGH_RANKS[s] = HIGH_ORDERED.unsuited[i]!;
    ACE_TO_FIVE_RANKS[s] = ACE_TO_FIVE_ORDERED.unsuited[i]!;
    DEUCE_TO_SEVEN_RANKS[s] = DEUCE_TO_SEVEN_ORDERED.unsuited[i]!;
  }
  // Six and seven ranks: the best of the multisets with one card fewer (sizes in increasing order).
  for (const { length, keys, counts } of larger) {
    for (let i = 0; i < length; i++) {
      const key = keys[i]!;
      let high = 0xffff;
      let low = 0xffff;
      for (let rank = 0; rank < 13; rank++) {
        if (counts[i * 13 + rank] === 0) continue;
        const s = slot(key - RANK_KEYS[rank]!);
        high = min(high, HIGH_RANKS[s]!);
        low = min(low, ACE_TO_FIVE_RANKS[s]!);
      }
      const s = slot(key);
      HIGH_RANKS[s] = high;
      ACE_TO_FIVE_RANKS[s] = low;
    }
  }
  // Flushes: masks in increasing order, so every mask with one bit fewer is already filled.
  for (let mask = 0; mask < 1 << 13; mask++) {
    const bits = popcount(mask);
    if (bits === 5) {
      HIGH_FLUSH_RANKS[mask] = HIGH_ORDERED.suited[mask]!;
      DEUCE_TO_SEVEN_FLUSH_RANKS[mask] = DEUCE_TO_SEVEN_ORDERED.suited[mask]!;
    } else if (bits === 6 || bits === 7) {
      let best = 0xffff;
      for (let rest = mask; rest !== 0; rest &= rest - 1) best = min(best, HIGH_FLUSH_RANKS[mask & ~(rest & -rest)]!);
      HIGH_FLUSH_RANKS[mask] = best;
    }
  }
  // Eight or better: the five lowest distinct ranks.
  for (let mask = 0; mask < 256; mask++) {
    if (popcount(mask) < 5) continue;
    let key = 0;
    let taken = 0;
    for (let bit = 0; bit < 8 && taken < 5; bit++) {
      if ((mask & (1 << bit)) === 0) continue;
      key += RANK_KEYS[rankOfLowBit(bit)]!;
      taken++;
    }
    EIGHT_OR_BETTER_RANKS[mask] = ACE_TO_FIVE_RANKS[slot(key)]!;
  }
  for (let card = 0; card < 52; card++) {
    CARD_RANK_KEY[card] = RANK_KEYS[card >> 2]!;
    CARD_SUIT_KEY[card] = 1 << ((card & 3) * 4);
    CARD_LOW_BIT[card] = lowBitOfRank(card >> 2);
  }
}

fillTables(largerMultisets);
largerMultisets = null;

/** Bytes held by the tables built at module load. */
export function coreTableBytes(): number {
  return [
    RANK_HASH.rowBase,
    HIGH_RANKS,
    ACE_TO_FIVE_RANKS,
    DEUCE_TO_SEVEN_RANKS,
    HIGH_FLUSH_RANKS,
    DEUCE_TO_SEVEN_FLUSH_RANKS,
    EIGHT_OR_BETTER_RANKS,
    CARD_RANK_KEY,
    CARD_SUIT_KEY,
    CARD_LOW_BIT,
    HIGH_CLASSES.category,
    HIGH_CLASSES.display,
    ACE_TO_FIVE_CLASSES.category,
    ACE_TO_FIVE_CLASSES.display,
    DEUCE_TO_SEVEN_CLASSES.category,
    DEUCE_TO_SEVEN_CLASSES.display,
  ].reduce((sum, t) => sum + t.byteLength, 0);
}
