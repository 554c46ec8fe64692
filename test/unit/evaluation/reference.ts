import { type Card, rankOf, suitOf } from '../../../src/engine/cards';

/** Math functions as module constants: a global lookup inside Jest's vm context is slow. */
const { floor, sign } = Math;

/**
 * A slow, obviously-correct reference for the evaluators: RULES.md §2.0 comparison keys written out
 * directly, and "best five" by trying every allowed combination. It shares no code with
 * src/engine/evaluation. Keys are compared lexicographically; `encodeKey` packs a key into one
 * integer with the same order (every entry is < 16 and keys of one category have one length).
 */

export type ReferenceRanking = 'high' | 'aceToFive' | 'deuceToSeven';

const SHAPE_CATEGORY_HIGH: Record<string, number> = { '41': 7, '32': 6, '311': 3, '221': 2, '2111': 1, '11111': 0 };
const SHAPE_CATEGORY_LOW: Record<string, number> = { '11111': 0, '2111': 1, '221': 2, '311': 3, '32': 4, '41': 5 };

/** The §2.0 key `(category, r1, r2, ...)` of exactly five cards. */
export function referenceKey(five: readonly Card[], ranking: ReferenceRanking): number[] {
  if (five.length !== 5) throw new Error('referenceKey needs five cards');
  const aceLow = ranking === 'aceToFive';
  // Rank values: high contexts 2..14, A-5 contexts A=1, 2..K=2..13.
  const values = five.map((card) => (aceLow && rankOf(card) === 12 ? 1 : rankOf(card) + 2));
  const multiplicity = (v: number): number => values.filter((x) => x === v).length;
  // Sort by (multiplicity desc, value desc), then collapse duplicates.
  const sorted = [...values].sort((a, b) => multiplicity(b) - multiplicity(a) || b - a);
  const ranks = sorted.filter((v, i) => i === 0 || v !== sorted[i - 1]);
  const shape = ranks.map(multiplicity).join('');
  if (aceLow) return [SHAPE_CATEGORY_LOW[shape]!, ...ranks];

  const flush = five.every((card) => suitOf(card) === suitOf(five[0]!));
  const distinct = ranks.length === 5;
  const wheel = ranking === 'high' && distinct && ranks.join(',') === '14,5,4,3,2';
  const straight = distinct && (ranks[0]! - ranks[4]! === 4 || wheel);
  if (straight) return [flush ? 8 : 4, wheel ? 5 : ranks[0]!];
  if (flush) return [5, ...ranks];
  return [SHAPE_CATEGORY_HIGH[shape]!, ...ranks];
}

/** Packs a key into an integer with the same order: (category, r1..r5) in base 16, zero-padded. */
export function encodeKey(key: readonly number[]): number {
  let code = 0;
  for (let i = 0; i < 6; i++) code = code * 16 + (key[i] ?? 0);
  return code;
}

/** Category (the key's first entry) of an encoded key. */
export function keyCategory(code: number): number {
  return floor(code / 16 ** 5);
}

/** Second entry (r1) of an encoded key. */
export function keyFirstRank(code: number): number {
  return floor(code / 16 ** 4) % 16;
}

/** §2.3: an A-5 key qualifies for eight-or-better iff no pair and r1 ≤ 8. */
export function qualifiesEightOrBetter(a5Code: number): boolean {
  return keyCategory(a5Code) === 0 && keyFirstRank(a5Code) <= 8;
}

/** < 0 when `a` is better, > 0 when `b` is, 0 when tied (the sign convention of the engine). */
export function compareCodes(ranking: ReferenceRanking, a: number, b: number): number {
  return ranking === 'high' ? sign(b - a) : sign(a - b);
}

// ---------------------------------------------------------------------------------------------
// All 2,598,960 five-card hands, indexed by the combinatorial number system: for sorted cards
// c0 < c1 < c2 < c3 < c4, index = C(c0,1) + C(c1,2) + C(c2,3) + C(c3,4) + C(c4,5).

const BINOMIAL: number[][] = Array.from({ length: 53 }, (_, n) =>
  Array.from({ length: 6 }, (_, k) => {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    return n < k ? 0 : c;
  }),
);
// Int32Arrays keep the index arithmetic in integers (a plain array of quotients holds doubles).
const C1 = Int32Array.from(BINOMIAL, (row) => row[1]!);
const C2 = Int32Array.from(BINOMIAL, (row) => row[2]!);
const C3 = Int32Array.from(BINOMIAL, (row) => row[3]!);
const C4 = Int32Array.from(BINOMIAL, (row) => row[4]!);
const C5 = Int32Array.from(BINOMIAL, (row) => row[5]!);

export const FIVE_CARD_HANDS = 2598960;

/** Index of five sorted cards (a < b < c < d < e). */
export function handIndex(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  return C1[a]! + C2[b]! + C3[c]! + C4[d]! + C5[e]!;
}

/** Calls `visit(a, b, c, d, e)` for every five-card hand, cards ascending. */
export function forEachFiveCardHand(visit: (a: Card, b: Card, c: Card, d: Card, e: Card) => void): void {
  for (let e = 4; e < 52; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) visit(a, b, c, d, e);
}

/**
 * The reference key of every five-card hand in one ranking (a cache of `referenceKey`, so that
 * best-of-many searches stay affordable), plus the reference class numbers: distinct keys sorted
 * best first, numbered from 1.
 */
export class ReferenceTable {
  readonly codes = new Int32Array(FIVE_CARD_HANDS);
  readonly classOf = new Map<number, number>();

  constructor(readonly ranking: ReferenceRanking) {
    const hand: Card[] = [0, 0, 0, 0, 0];
    forEachFiveCardHand((a, b, c, d, e) => {
      hand[0] = a;
      hand[1] = b;
      hand[2] = c;
      hand[3] = d;
      hand[4] = e;
      this.codes[handIndex(a, b, c, d, e)] = encodeKey(referenceKey(hand, ranking));
    });
    const distinct = [...new Set(this.codes)].sort((x, y) => (ranking === 'high' ? y - x : x - y));
    distinct.forEach((code, i) => this.classOf.set(code, i + 1));
  }

  /** Reference class number (1 = best) of an encoded key. */
  classNumber(code: number): number {
    const n = this.classOf.get(code);
    if (n === undefined) throw new Error(`no five-card hand has key ${code}`);
    return n;
  }

  /** Best encoded key among all five-card subsets of `cards` (hold'em, stud, draw: any five). */
  bestOfAny(cards: readonly Card[], accept?: (code: number) => boolean): number | null {
    return this.bestOfSubsets([...cards], [], 0, 5, accept);
  }

  /** Best encoded key using exactly two of `hole` and exactly three of `board` (Omaha). */
  bestOfOmaha(hole: readonly Card[], board: readonly Card[], accept?: (code: number) => boolean): number | null {
    return this.bestOfSubsets([...board], [...hole], 2, 2, accept);
  }

  /**
   * Tries every five of `free` and `hole` together that holds between `minHole` and `maxHole` hole
   * cards. The cards are sorted once, so each five comes out sorted and its index is a running sum.
   */
  private bestOfSubsets(
    free: Card[],
    hole: Card[],
    minHole: number,
    maxHole: number,
    accept?: (code: number) => boolean,
  ): number | null {
    const all = [...free, ...hole].sort((x, y) => x - y);
    const isHole = all.map((card) => (hole.includes(card) ? 1 : 0));
    const n = all.length;
    const codes = this.codes;
    const highWins = this.ranking === 'high';
    let best = -1;
    // h* = hole cards among the cards picked so far; a branch stops as soon as it has too many hole
    // cards or too many other cards (level + 1 - h > 5 - minHole).
    const tooMany = (picked: number, holes: number): boolean => holes > maxHole || picked - holes > 5 - minHole;
    for (let a = 0; a < n; a++) {
      const ha = isHole[a]!;
      if (tooMany(1, ha)) continue;
      const ia = C1[all[a]!]!;
      for (let b = a + 1; b < n; b++) {
        const hb = ha + isHole[b]!;
        if (tooMany(2, hb)) continue;
        const ib = ia + C2[all[b]!]!;
        for (let c = b + 1; c < n; c++) {
          const hc = hb + isHole[c]!;
          if (tooMany(3, hc)) continue;
          const ic = ib + C3[all[c]!]!;
          for (let d = c + 1; d < n; d++) {
            const hd = hc + isHole[d]!;
            if (tooMany(4, hd)) continue;
            const id = ic + C4[all[d]!]!;
            for (let e = d + 1; e < n; e++) {
              const he = hd + isHole[e]!;
              if (he < minHole || tooMany(5, he)) continue;
              const code = codes[id + C5[all[e]!]!]!;
              if (accept && !accept(code)) continue;
              if (best < 0 || (highWins ? code > best : code < best)) best = code;
            }
          }
        }
      }
    }
    return best < 0 ? null : best;
  }
}
