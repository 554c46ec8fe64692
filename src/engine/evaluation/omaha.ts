import type { Card } from '../cards';
import { checkCount, chooseOmahaFive, makeHandValue } from './hand-value';
import { rankHigh5 } from './high';
import { rankEightOrBetter5 } from './low';
import { COLUMN_MASK, HASH_MULTIPLIER, RANK_KEYS, ROW_SHIFT, slotOf } from './rank-hash';
import {
  ACE_TO_FIVE_CLASSES,
  CARD_LOW_BIT,
  CARD_RANK_KEY,
  CARD_SUIT_KEY,
  EIGHT_OR_BETTER_RANKS,
  FIVE_RANK_MULTISETS,
  HIGH_CLASSES,
  HIGH_FLUSH_RANKS,
  HIGH_RANKS,
  popcount,
  RANK_HASH,
} from './tables';
import { type HandValue, NO_LOW } from './types';

/** Math functions as module constants: as fast in Node, and no slow global lookup inside a vm context (Jest). */
const { clz32, imul, min } = Math;

/*
 * Omaha (RULES.md §2.6 `exactly2plus3`: exactly two hole cards and exactly three board cards).
 *
 * High, five-card board. Ignoring suits, the best hand made of one pair of hole ranks and three of
 * the board's ranks depends only on the board's rank multiset (6,175 kinds) and that pair of ranks
 * (91 kinds), so a 562 K-entry table holds it; a deal reads it once per hole pair (6 for four hole
 * cards, 10 for five) and keeps the best. Flushes are added only when the board has three cards of
 * a suit and the hole two: then every suited 2 + 3 is looked up in the flush table (a flush that is
 * also counted as a non-flush hand above only makes that entry worse, never better, so the minimum
 * of both is exact).
 *
 * Eight-or-better low. Only distinct ranks A..8 matter, so the best low is a function of the board's
 * 8-bit low mask and the hole's: for each pair of hole low ranks, the three lowest board ranks not
 * equal to either complete the best five. A 64 K-entry table holds the answer.
 *
 * Boards of three or four cards (before the river) are evaluated by trying every 2 + 3.
 * The tables (1.5 MB) are built on first use (about 60 ms) or by `prepareOmahaTables()`.
 */

interface OmahaTables {
  /** Dense index 0..6174 of each five-card rank multiset, by rank-hash slot. */
  readonly boardIndex: Uint16Array;
  /** Pair-of-ranks index 0..90 of two cards, at `card0 * 52 + card1`. */
  readonly pairIndex: Uint8Array;
  /** Best non-flush high class, at `boardIndex * 91 + pairIndex`. */
  readonly high: Uint16Array;
  /** Best 8/b low rank or NO_LOW, at `boardLowMask << 8 | holeLowMask`. */
  readonly low: Uint16Array;
}

const PAIRS_OF_RANKS = 91;
let omaha: OmahaTables | null = null;

function buildOmahaTables(): OmahaTables {
  const rankPairIndex = new Uint8Array(13 * 13);
  const pairRanks = new Uint8Array(PAIRS_OF_RANKS * 2);
  let pairs = 0;
  for (let r1 = 0; r1 < 13; r1++) {
    for (let r2 = r1; r2 < 13; r2++) {
      rankPairIndex[r1 * 13 + r2] = rankPairIndex[r2 * 13 + r1] = pairs;
      pairRanks[pairs * 2] = r1;
      pairRanks[pairs * 2 + 1] = r2;
      pairs++;
    }
  }
  const pairIndex = new Uint8Array(52 * 52);
  for (let c0 = 0; c0 < 52; c0++) for (let c1 = 0; c1 < 52; c1++) pairIndex[c0 * 52 + c1] = rankPairIndex[(c0 >> 2) * 13 + (c1 >> 2)]!;

  const boardIndex = new Uint16Array(RANK_HASH.size);
  const { length: boards, keys, counts } = FIVE_RANK_MULTISETS;
  const high = new Uint16Array(boards * PAIRS_OF_RANKS);
  const { rowBase } = RANK_HASH;
  const ranks = new Int32Array(5);
  const tripleKeys = new Int32Array(10);
  const tripleRanks = new Int32Array(30);
  for (let board = 0; board < boards; board++) {
    boardIndex[slotOf(RANK_HASH, keys[board]!)] = board;
    let n = 0;
    for (let r = 0; r < 13; r++) for (let k = counts[board * 13 + r]!; k > 0; k--) ranks[n++] = r;
    // The distinct rank triples among the ten ways to take three of the five board cards.
    let triples = 0;
    for (let a = 0; a < 5; a++) {
      for (let b = a + 1; b < 5; b++) {
        for (let c = b + 1; c < 5; c++) {
          const key = RANK_KEYS[ranks[a]!]! + RANK_KEYS[ranks[b]!]! + RANK_KEYS[ranks[c]!]!;
          let seen = false;
          for (let t = 0; t < triples; t++) if (tripleKeys[t] === key) seen = true;
          if (seen) continue;
          tripleRanks[triples * 3] = ranks[a]!;
          tripleRanks[triples * 3 + 1] = ranks[b]!;
          tripleRanks[triples * 3 + 2] = ranks[c]!;
          tripleKeys[triples++] = key;
        }
      }
    }
    for (let p = 0; p < PAIRS_OF_RANKS; p++) {
      const r1 = pairRanks[p * 2]!;
      const r2 = pairRanks[p * 2 + 1]!;
      const pairKey = RANK_KEYS[r1]! + RANK_KEYS[r2]!;
      const inPair = r1 === r2 ? 2 : 1;
      // A triple that would make five cards of one rank is impossible (no real deal reaches it):
      // only check for that when the whole board plus the pair could.
      const check = counts[board * 13 + r1]! + inPair > 4 || counts[board * 13 + r2]! + inPair > 4;
      let best = 0xffff;
      for (let t = 0; t < triples; t++) {
        if (check) {
          let same1 = inPair;
          let same2 = inPair;
          for (let i = t * 3; i < t * 3 + 3; i++) {
            if (tripleRanks[i] === r1) same1++;
            if (tripleRanks[i] === r2) same2++;
          }
          if (same1 > 4 || same2 > 4) continue;
        }
        const h = imul(tripleKeys[t]! + pairKey, HASH_MULTIPLIER);
        const v = HIGH_RANKS[rowBase[h >>> ROW_SHIFT]! + (h & COLUMN_MASK)]!;
        if (v < best) best = v;
      }
      high[board * PAIRS_OF_RANKS + p] = best;
    }
  }

  const low = new Uint16Array(1 << 16).fill(NO_LOW);
  for (let hole = 0; hole < 256; hole++) {
    const holePairs: number[] = [];
    for (let a = hole; a !== 0; a &= a - 1) {
      for (let b = a & (a - 1); b !== 0; b &= b - 1) holePairs.push((a & -a) | (b & -b));
    }
    if (holePairs.length === 0) continue;
    for (let board = 0; board < 256; board++) {
      let best = NO_LOW;
      for (const pair of holePairs) {
        // The three lowest board ranks that do not pair the hole cards, if there are three.
        const rest = board & ~pair;
        const second = rest & (rest - 1);
        const third = second & (second - 1);
        if (third === 0) continue;
        const v = EIGHT_OR_BETTER_RANKS[pair | (rest & -rest) | (second & -second) | (third & -third)]!;
        if (v < best) best = v;
      }
      low[(board << 8) | hole] = best;
    }
  }
  return { boardIndex, pairIndex, high, low };
}
function tables(): OmahaTables {
  return (omaha ??= buildOmahaTables());
}

/** Builds the Omaha tables now instead of on first use; returns their size in bytes. */
export function prepareOmahaTables(): number {
  const t = tables();
  return t.boardIndex.byteLength + t.pairIndex.byteLength + t.high.byteLength + t.low.byteLength;
}

const RK = CARD_RANK_KEY;
const SK = CARD_SUIT_KEY;
const LB = CARD_LOW_BIT;
const BASE = RANK_HASH.rowBase;
const FLUSHES = HIGH_FLUSH_RANKS;
const MUL = HASH_MULTIPLIER;
const SHIFT = ROW_SHIFT;
const COLUMNS = COLUMN_MASK;
/** Board suit counters start at 5: bit 3 is set when a suit has three board cards or more. */
const BOARD_SUIT_BIAS = 0x5555;
const THREE_OF_A_SUIT = 0x8888;

/** Best flush or straight flush made of two ranks of `holeMask` and three of `boardMask` (same suit). */
function bestSuited(holeMask: number, boardMask: number): number {
  let best = 0xffff;
  for (let a = holeMask; a !== 0; a &= a - 1) {
    for (let b = a & (a - 1); b !== 0; b &= b - 1) {
      const pair = (a & -a) | (b & -b);
      for (let x = boardMask; x !== 0; x &= x - 1) {
        for (let y = x & (x - 1); y !== 0; y &= y - 1) {
          for (let z = y & (y - 1); z !== 0; z &= z - 1) {
            best = min(best, FLUSHES[pair | (x & -x) | (y & -y) | (z & -z)]!);
          }
        }
      }
    }
  }
  return best;
}

function suitMask(suit: number, cards: ArrayLike<Card>): number {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) if ((cards[i]! & 3) === suit) mask |= 1 << (cards[i]! >> 2);
  return mask;
}

/**
 * Omaha high rank of four hole cards and a five-card board (§2.6 `exactly2plus3`); allocation-free.
 * Example (§2.6.1): hole `Qh Js Ts 8d`, board `Ah Kh 7h 2h 9c` → the rank of A-K-Q-J-9 high (no
 * flush: one heart in hand; no straight: it would need three hole cards).
 */
export function rankOmahaHigh4x5(
  h0: Card,
  h1: Card,
  h2: Card,
  h3: Card,
  b0: Card,
  b1: Card,
  b2: Card,
  b3: Card,
  b4: Card,
): number {
  const t = omaha ?? tables();
  const hb = imul(RK[b0]! + RK[b1]! + RK[b2]! + RK[b3]! + RK[b4]!, MUL);
  const row = t.boardIndex[BASE[hb >>> SHIFT]! + (hb & COLUMNS)]! * PAIRS_OF_RANKS;
  const high = t.high;
  const pairs = t.pairIndex;
  let best = high[row + pairs[h0 * 52 + h1]!]!;
  let v = high[row + pairs[h0 * 52 + h2]!]!;
  if (v < best) best = v;
  v = high[row + pairs[h0 * 52 + h3]!]!;
  if (v < best) best = v;
  v = high[row + pairs[h1 * 52 + h2]!]!;
  if (v < best) best = v;
  v = high[row + pairs[h1 * 52 + h3]!]!;
  if (v < best) best = v;
  v = high[row + pairs[h2 * 52 + h3]!]!;
  if (v < best) best = v;
  const boardSuits = (SK[b0]! + SK[b1]! + SK[b2]! + SK[b3]! + SK[b4]! + BOARD_SUIT_BIAS) & THREE_OF_A_SUIT;
  if (boardSuits !== 0) {
    const suit = (31 - clz32(boardSuits)) >> 2;
    let hole = 0;
    if ((h0 & 3) === suit) hole |= 1 << (h0 >> 2);
    if ((h1 & 3) === suit) hole |= 1 << (h1 >> 2);
    if ((h2 & 3) === suit) hole |= 1 << (h2 >> 2);
    if ((h3 & 3) === suit) hole |= 1 << (h3 >> 2);
    if ((hole & (hole - 1)) !== 0) {
      let board = 0;
      if ((b0 & 3) === suit) board |= 1 << (b0 >> 2);
      if ((b1 & 3) === suit) board |= 1 << (b1 >> 2);
      if ((b2 & 3) === suit) board |= 1 << (b2 >> 2);
      if ((b3 & 3) === suit) board |= 1 << (b3 >> 2);
      if ((b4 & 3) === suit) board |= 1 << (b4 >> 2);
      v = bestSuited(hole, board);
      if (v < best) best = v;
    }
  }
  return best;
}

/**
 * Omaha high rank (§2.6 `exactly2plus3`) of 4 or 5 hole cards (Courchevel: 5) and a board of 3 to 5
 * cards: the best of every two hole cards with every three board cards. Same numbers as `rankHigh`.
 * Example: `rankOmahaHigh(cards('QhJsTs8d'), cards('AhKh7h2h9c')) === rankHigh(cards('AhKhQhJs9c'))`.
 */
export function rankOmahaHigh(hole: ArrayLike<Card>, board: ArrayLike<Card>): number {
  checkCount('rankOmahaHigh hole', hole.length, 4, 5);
  checkCount('rankOmahaHigh board', board.length, 3, 5);
  if (hole.length === 4 && board.length === 5) {
    return rankOmahaHigh4x5(hole[0]!, hole[1]!, hole[2]!, hole[3]!, board[0]!, board[1]!, board[2]!, board[3]!, board[4]!);
  }
  let best = 0xffff;
  if (board.length === 5) {
    const t = tables();
    let key = 0;
    for (let i = 0; i < 5; i++) key += RK[board[i]!]!;
    const row = t.boardIndex[slotOf(RANK_HASH, key)]! * PAIRS_OF_RANKS;
    for (let i = 0; i < hole.length; i++) {
      for (let j = i + 1; j < hole.length; j++) best = min(best, t.high[row + t.pairIndex[hole[i]! * 52 + hole[j]!]!]!);
    }
    let suits = BOARD_SUIT_BIAS;
    for (let i = 0; i < 5; i++) suits += SK[board[i]!]!;
    if ((suits & THREE_OF_A_SUIT) !== 0) {
      const suit = (31 - clz32(suits & THREE_OF_A_SUIT)) >> 2;
      const holeMask = suitMask(suit, hole);
      if (popcount(holeMask) >= 2) best = min(best, bestSuited(holeMask, suitMask(suit, board)));
    }
    return best;
  }
  const n = board.length;
  for (let i = 0; i < hole.length; i++) {
    for (let j = i + 1; j < hole.length; j++) {
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) {
          for (let c = b + 1; c < n; c++) {
            best = min(best, rankHigh5(hole[i]!, hole[j]!, board[a]!, board[b]!, board[c]!));
          }
        }
      }
    }
  }
  return best;
}

/**
 * Omaha eight-or-better low rank of four hole cards and a five-card board (§2.3 with
 * `exactly2plus3`), or `NO_LOW`; allocation-free.
 * Example (§2.6.2): hole `As 2s Kd Kc`, board `3h 5d 8c Kh Qs` → the rank of 8-5-3-2-A;
 * board `Ad 3h 4c Kh Qs` → `NO_LOW` (counterfeit ace, no third low board card).
 */
export function rankOmahaEightOrBetter4x5(
  h0: Card,
  h1: Card,
  h2: Card,
  h3: Card,
  b0: Card,
  b1: Card,
  b2: Card,
  b3: Card,
  b4: Card,
): number {
  const t = omaha ?? tables();
  return t.low[((LB[b0]! | LB[b1]! | LB[b2]! | LB[b3]! | LB[b4]!) << 8) | LB[h0]! | LB[h1]! | LB[h2]! | LB[h3]!]!;
}

/**
 * Omaha eight-or-better low rank (§2.3, §2.6 `exactly2plus3`) of 4 or 5 hole cards and 3 to 5
 * board cards, or `NO_LOW`. Same numbers as `rankEightOrBetter`.
 * Example (TV-05): hole `Ac 3c Kh Qd`, board `2h 4d 7c Jd Js` → the rank of 7-4-3-2-A.
 */
export function rankOmahaEightOrBetter(hole: ArrayLike<Card>, board: ArrayLike<Card>): number {
  checkCount('rankOmahaEightOrBetter hole', hole.length, 4, 5);
  checkCount('rankOmahaEightOrBetter board', board.length, 3, 5);
  let holeMask = 0;
  let boardMask = 0;
  for (let i = 0; i < hole.length; i++) holeMask |= LB[hole[i]!]!;
  for (let i = 0; i < board.length; i++) boardMask |= LB[board[i]!]!;
  return tables().low[(boardMask << 8) | holeMask]!;
}

/**
 * The best Omaha high hand (§2.6 `exactly2plus3`): exactly two of the 4 or 5 hole cards with exactly
 * three of the 3 to 5 board cards, ranked as §2.1.
 * Example (§2.6.5): hole `Ac 3c Kh Qd`, board `2h 4d 7c Jd Js` → `J J A K 7`,
 * `'Pair of jacks, ace-king-seven kickers'`.
 * @throws RangeError for a hole of other than 4 or 5 cards or a board of other than 3 to 5.
 */
export function evaluateOmahaHigh(hole: readonly Card[], board: readonly Card[]): HandValue {
  const rank = rankOmahaHigh(hole, board);
  const five = chooseOmahaFive(hole, board, rank, rankHigh5);
  return makeHandValue('high', HIGH_CLASSES, rank, five);
}

/**
 * The best Omaha eight-or-better low (§2.3 with `exactly2plus3`), or `null` when no two hole cards
 * and three board cards make five distinct ranks of eight or lower.
 * Example (§2.6.2): hole `As 2s Kd Kc`, board `3h 5d 8c Kh Qs` → `'8-5-3-2-A low'`;
 * board `Ad 3h 4c Kh Qs` → `null`.
 * @throws RangeError for a hole of other than 4 or 5 cards or a board of other than 3 to 5.
 */
export function evaluateOmahaEightOrBetter(hole: readonly Card[], board: readonly Card[]): HandValue | null {
  const rank = rankOmahaEightOrBetter(hole, board);
  if (rank === NO_LOW) return null;
  const five = chooseOmahaFive(hole, board, rank, rankEightOrBetter5);
  return makeHandValue('eightOrBetter', ACE_TO_FIVE_CLASSES, rank, five);
}
