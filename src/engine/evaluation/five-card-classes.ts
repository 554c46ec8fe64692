import type { HandCategory } from './types';
import type { RankMultisets } from './rank-hash';

/**
 * The equivalence classes of five-card hands under each ranking, numbered best first
 * (RULES.md §2.0). A class is what the comparison key sees: the rank multiset, plus "all one suit"
 * where the ranking cares about flushes. High and 2-7 have 7,462 classes (6,175 rank multisets +
 * 1,287 suited sets of five distinct ranks); A-5 has 6,175 (suits never matter).
 *
 * The classes are ordered by the §2.0 key itself, written as one integer
 * `category * 16^5 + r1 * 16^4 + r2 * 16^3 + ...` (every r < 16), so "compare the keys
 * lexicographically" is "compare two integers". High: greater wins; A-5 and 2-7: smaller wins.
 */

/** Rankings that have their own class tables (eight-or-better uses the A-5 classes). */
export type ClassRanking = 'high' | 'aceToFive' | 'deuceToSeven';

/** Category codes: the §2.0 high category numbers, used by every ranking as an index into this list. */
export const CATEGORY_NAMES: readonly HandCategory[] = [
  'highCard',
  'onePair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
];

export const HIGH_CARD = 0;
export const ONE_PAIR = 1;
export const TWO_PAIR = 2;
export const THREE_OF_A_KIND = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
export const FOUR_OF_A_KIND = 7;
export const STRAIGHT_FLUSH = 8;

/** What the rich evaluators need to know about a class: its category and its ranks in display order. */
export interface ClassTable {
  readonly ranking: ClassRanking;
  /** Number of classes; ranks run 1..count. */
  readonly count: number;
  /** Category code of each rank (index 0 unused). */
  readonly category: Uint8Array;
  /** The five card ranks (0..12 = 2..A) of each class in display order, at `rank * 5`. */
  readonly display: Uint8Array;
}

export interface OrderedClasses {
  readonly table: ClassTable;
  /** Rank of the unsuited hand of each five-card rank multiset, in the order of `fives`. */
  readonly unsuited: Uint16Array;
  /** Rank of each suited set of five ranks by its 13-bit rank mask (0 elsewhere, and for A-5). */
  readonly suited: Uint16Array;
}

const WHEEL_MASK = (1 << 12) | 0b1111; // A 2 3 4 5
/** §2.0 A-5 category order (no pair 0 ... quads 5), indexed by category code. */
const A5_CATEGORY_ORDER = [0, 1, 2, 3, -1, -1, 4, 5, -1];
/** Ranks from the highest value down: ace first (ace high) or ace last (ace low, A-5). */
const HIGH_ORDER = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0];
const ACE_LOW_ORDER = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12];

/** Working arrays of one ordering: per pattern, its key, category and display ranks. */
interface Patterns {
  readonly keys: Float64Array;
  readonly category: Uint8Array;
  readonly display: Uint8Array;
}

/**
 * Writes the §2.0 key, the category code and the display order of pattern `p`: five cards given by
 * their rank counts (`counts[offset + r]`), all of one suit or not. Returns the number of groups
 * (distinct ranks).
 */
function describePattern(
  ranking: ClassRanking,
  counts: Uint8Array,
  offset: number,
  suited: boolean,
  out: Patterns,
  p: number,
): number {
  const aceLow = ranking === 'aceToFive';
  const order = aceLow ? ACE_LOW_ORDER : HIGH_ORDER;
  // Grouping: by count descending, then by value descending. One pass collects the ranks of each
  // count in value order (byCount[count * 5 + i]); the groups are then read from count 4 down to 1.
  const byCount = BY_COUNT;
  const found = FOUND;
  found.fill(0);
  let mask = 0;
  for (let i = 0; i < 13; i++) {
    const rank = order[i]!;
    const count = counts[offset + rank]!;
    if (count === 0) continue;
    byCount[count * 5 + found[count]!++] = rank;
    mask |= 1 << rank;
  }
  let groups = 0;
  let largest = 0;
  let shown = 0;
  let key = 0;
  let top = 0;
  let bottom = 0;
  for (let count = 4; count >= 1; count--) {
    for (let i = 0; i < found[count]!; i++) {
      const rank = byCount[count * 5 + i]!;
      if (groups === 0) largest = count;
      groups++;
      const value = aceLow && rank === 12 ? 1 : rank + 2;
      if (groups === 1) top = value;
      bottom = value;
      key = key * 16 + value;
      for (let k = 0; k < count; k++) out.display[p * 5 + shown++] = rank;
    }
  }
  for (let g = groups; g < 5; g++) key *= 16; // pad r(groups+1)..r5 with zeros
  // Groups and largest group: 2 = quads (4+1) or full house (3+2), 3 = trips or two pair, 4 = pair.
  let category =
    groups === 5
      ? HIGH_CARD
      : groups === 4
        ? ONE_PAIR
        : groups === 3
          ? largest === 3
            ? THREE_OF_A_KIND
            : TWO_PAIR
          : largest === 4
            ? FOUR_OF_A_KIND
            : FULL_HOUSE;
  let keyCategory = aceLow ? A5_CATEGORY_ORDER[category]! : category;
  if (!aceLow && category === HIGH_CARD) {
    const straight = top - bottom === 4;
    const wheel = ranking === 'high' && mask === WHEEL_MASK;
    if (straight || wheel) {
      category = suited ? STRAIGHT_FLUSH : STRAIGHT;
      key = (straight ? top : 5) * 16 ** 4; // r1 = top card, the wheel's is the five
      if (wheel) out.display.set(WHEEL_DISPLAY, p * 5);
    } else if (suited) {
      category = FLUSH;
    }
    keyCategory = category;
  }
  out.keys[p] = keyCategory * 16 ** 5 + key;
  out.category[p] = category;
  return groups;
}

const BY_COUNT = new Uint8Array(25);
const FOUND = new Uint8Array(5);
const WHEEL_DISPLAY = [3, 2, 1, 0, 12]; // 5 4 3 2 A

/**
 * Orders every five-card class of `ranking` best first and numbers them 1..count. `fives` is the
 * list of five-card rank multisets; equal keys would share a number (none occur: A-5 lists no
 * suited patterns, and elsewhere the key determines the pattern).
 */
export function orderFiveCardClasses(ranking: ClassRanking, fives: RankMultisets): OrderedClasses {
  const withSuits = ranking !== 'aceToFive';
  const capacity = fives.length * 2;
  const patterns: Patterns = {
    keys: new Float64Array(capacity),
    category: new Uint8Array(capacity),
    display: new Uint8Array(capacity * 5),
  };
  const suitedMask = new Int32Array(capacity).fill(-1); // -1: unsuited pattern of multiset `source`
  const source = new Int32Array(capacity);
  let n = 0;
  for (let i = 0; i < fives.length; i++) {
    const offset = i * 13;
    const groups = describePattern(ranking, fives.counts, offset, false, patterns, n);
    source[n++] = i;
    if (withSuits && groups === 5) {
      let mask = 0;
      for (let r = 0; r < 13; r++) if (fives.counts[offset + r] !== 0) mask |= 1 << r;
      describePattern(ranking, fives.counts, offset, true, patterns, n);
      suitedMask[n] = mask;
      source[n++] = i;
    }
  }
  // Sort pattern numbers by key: key * 2^14 + pattern is exact in a double (key < 2^24, n < 2^14).
  const order = new Float64Array(n);
  for (let p = 0; p < n; p++) order[p] = patterns.keys[p]! * 16384 + p;
  order.sort();
  if (ranking === 'high') order.reverse();

  const category = new Uint8Array(n + 1);
  const display = new Uint8Array((n + 1) * 5);
  const unsuited = new Uint16Array(fives.length);
  const suited = new Uint16Array(1 << 13);
  let rank = 0;
  let previousKey = -1;
  for (let i = 0; i < n; i++) {
    const p = order[i]! % 16384;
    const key = patterns.keys[p]!;
    if (key !== previousKey) {
      rank++;
      previousKey = key;
      category[rank] = patterns.category[p]!;
      display.set(patterns.display.subarray(p * 5, p * 5 + 5), rank * 5);
    }
    if (suitedMask[p] === -1) unsuited[source[p]!] = rank;
    else suited[suitedMask[p]!] = rank;
  }
  return {
    table: { ranking, count: rank, category: category.slice(0, rank + 1), display: display.slice(0, (rank + 1) * 5) },
    unsuited,
    suited,
  };
}
