/**
 * A perfect hash over rank multisets: the heart of every fast evaluator in this folder.
 *
 * Key. Each rank r (0..12 = 2..A) has a key `RANK_KEYS[r]`; the key of a hand is the sum of its cards'
 * rank keys, so suits do not matter and the key of 7 cards is 7 table loads and 6 additions. The
 * rank keys are chosen so that every multiset of at most seven ranks, with at most four of any rank,
 * has its own sum. They were found by a greedy search (each key is the smallest integer above the
 * previous one that keeps all sums distinct); `buildRankHash` re-checks uniqueness and throws if it
 * ever fails. The largest 7-card key is 18,393,157, so sums stay far inside 32-bit integers.
 *
 * Hash. Keys are sparse (up to 18.4 M) while only 73,775 multisets of 5, 6 or 7 ranks exist, so a
 * key is mapped to a slot by a displacement perfect hash: `h = key * HASH_MULTIPLIER (mod 2^32)`,
 * `slot = rowBase[h >>> 17] + (h & 0x1ffff)`. Multiplying by an odd constant is a bijection on
 * 32-bit words and the row (top 15 bits) and column (low 17 bits) together are all of `h`, so two
 * keys can only collide through `rowBase`, which the builder chooses row by row (largest rows
 * first, lowest free offset) so that they never do. About 131 K slots result (load 0.56).
 */

/** Math functions as module constants: as fast in Node, and no slow global lookup inside a vm context (Jest). */
const { imul, max, min } = Math;

/** Rank keys (see the module comment); index = rank 0..12 (2..A). */
export const RANK_KEYS: readonly number[] = [
  1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453, 1526359, 3453520,
];

/** Odd 32-bit multiplier of the hash (the golden-ratio constant). */
export const HASH_MULTIPLIER = 0x9e3779b1 | 0;
/** `h >>> ROW_SHIFT` is the row; `h & COLUMN_MASK` the column. */
export const ROW_SHIFT = 17;
export const COLUMN_MASK = (1 << ROW_SHIFT) - 1;
const ROW_COUNT = 1 << (32 - ROW_SHIFT);

export interface RankHash {
  /** Offset of each row; `slot(key) = rowBase[h >>> ROW_SHIFT] + (h & COLUMN_MASK)`. */
  readonly rowBase: Int32Array;
  /** Number of slots; value tables indexed by slot have this length. */
  readonly size: number;
}

/** Sum of the rank keys of `counts` (counts[r] = how many cards of rank r). */
export function multisetKey(counts: ArrayLike<number>): number {
  let key = 0;
  for (let r = 0; r < 13; r++) key += counts[r]! * RANK_KEYS[r]!;
  return key;
}

/** The slot of a key (slow path; hot code inlines the same arithmetic). */
export function slotOf(hash: RankHash, key: number): number {
  const h = imul(key, HASH_MULTIPLIER);
  return hash.rowBase[h >>> ROW_SHIFT]! + (h & COLUMN_MASK);
}

/** Every multiset of exactly `size` ranks with at most four of each rank, in a fixed order. */
export interface RankMultisets {
  readonly size: number;
  readonly length: number;
  /** Rank-key sum of multiset i. */
  readonly keys: Int32Array;
  /** counts[i * 13 + r] = number of cards of rank r in multiset i. */
  readonly counts: Uint8Array;
}

/** Lists the multisets of `size` ranks (at most four of a rank): 6,175 of 5, 18,395 of 6, 49,205 of 7. */
export function enumerateRankMultisets(size: number): RankMultisets {
  // ways[r][n]: multisets of n cards over ranks r..12 (to size the arrays).
  const ways: number[][] = Array.from({ length: 14 }, () => new Array<number>(size + 1).fill(0));
  ways[13]![0] = 1;
  for (let r = 12; r >= 0; r--) {
    for (let n = 0; n <= size; n++) {
      let w = 0;
      for (let k = 0; k <= min(4, n); k++) w += ways[r + 1]![n - k]!;
      ways[r]![n] = w;
    }
  }
  const length = ways[0]![size]!;
  const keys = new Int32Array(length);
  const counts = new Uint8Array(length * 13);
  const current = new Uint8Array(13);
  let next = 0;
  const place = (rank: number, left: number, key: number): void => {
    if (left > 4 * (13 - rank)) return;
    if (rank === 13) {
      keys[next] = key;
      counts.set(current, next * 13);
      next++;
      return;
    }
    const most = min(4, left);
    for (let n = 0; n <= most; n++) {
      current[rank] = n;
      place(rank + 1, left - n, key + n * RANK_KEYS[rank]!);
    }
    current[rank] = 0;
  };
  place(0, size, 0);
  return { size, length, keys, counts };
}

/**
 * Builds the displacement perfect hash for the given distinct keys (throws on a duplicate key).
 * Rows are placed largest first; each takes the lowest offset at which all its columns land on
 * free slots, found by jumping from free slot to free slot ("next free slot at or after x" is a
 * union-find with path halving), so the build stays linear in practice.
 */
export function buildRankHash(keys: ArrayLike<number>): RankHash {
  const n = keys.length;
  const rowSize = new Int32Array(ROW_COUNT);
  for (let i = 0; i < n; i++) rowSize[imul(keys[i]!, HASH_MULTIPLIER) >>> ROW_SHIFT]!++;
  // Columns grouped by row (counting sort), ascending within a row.
  const rowStart = new Int32Array(ROW_COUNT + 1);
  for (let r = 0; r < ROW_COUNT; r++) rowStart[r + 1] = rowStart[r]! + rowSize[r]!;
  const fill = rowStart.slice(0, ROW_COUNT);
  const columns = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const h = imul(keys[i]!, HASH_MULTIPLIER);
    columns[fill[h >>> ROW_SHIFT]!++] = h & COLUMN_MASK;
  }
  let largest = 0;
  for (let r = 0; r < ROW_COUNT; r++) {
    const from = rowStart[r]!;
    const to = rowStart[r + 1]!;
    largest = max(largest, to - from);
    for (let i = from + 1; i < to; i++) {
      // Insertion sort: rows hold a handful of columns.
      const c = columns[i]!;
      let j = i - 1;
      while (j >= from && columns[j]! > c) {
        columns[j + 1] = columns[j]!;
        j--;
      }
      if (j >= from && columns[j] === c) throw new Error('rank keys are not unique: two multisets share a key');
      columns[j + 1] = c;
    }
  }
  // Rows by decreasing size (counting sort again).
  const bySize = new Int32Array(largest + 2);
  for (let r = 0; r < ROW_COUNT; r++) bySize[largest - rowSize[r]! + 1]!++;
  for (let s = 1; s <= largest + 1; s++) bySize[s]! += bySize[s - 1]!;
  const order = new Int32Array(ROW_COUNT);
  for (let r = 0; r < ROW_COUNT; r++) order[bySize[largest - rowSize[r]!]!++] = r;

  const capacity = n * 2 + COLUMN_MASK + 2;
  // skip[x] = 0 while slot x is free; once used, 1 + a later slot where a free one may be.
  const skip = new Int32Array(capacity + 1);
  const findFree = (from: number): number => {
    let x = from;
    while (skip[x] !== 0) {
      const next = skip[x]! - 1;
      if (skip[next] !== 0) skip[x] = skip[next]!; // path halving
      x = next;
    }
    return x;
  };
  const rowBase = new Int32Array(ROW_COUNT);
  let size = 0;
  for (let o = 0; o < ROW_COUNT; o++) {
    const row = order[o]!;
    const from = rowStart[row]!;
    const to = rowStart[row + 1]!;
    if (from === to) break; // the remaining rows are empty
    const first = columns[from]!;
    let base = 0;
    for (let at = first; ; at++) {
      at = findFree(at);
      base = at - first;
      if (at >= capacity - COLUMN_MASK) throw new Error('rank hash does not fit');
      let fits = true;
      for (let i = from + 1; i < to; i++) {
        if (skip[base + columns[i]!] !== 0) {
          fits = false;
          break;
        }
      }
      if (fits) break;
    }
    for (let i = from; i < to; i++) {
      const slot = base + columns[i]!;
      skip[slot] = slot + 2;
      if (slot >= size) size = slot + 1;
    }
    rowBase[row] = base;
  }
  return { rowBase, size };
}
