/** Seeded random deals, the same for every contestant of a family. */

/** mulberry32: a small seeded 32-bit PRNG. */
function mulberry32(seed: number): () => number {
  const state = new Int32Array([seed]);
  return () => {
    const s = (state[0] = (state[0]! + 0x6d2b79f5) | 0);
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` deals of `perDeal` distinct cards each (Croupier codes rank * 4 + suit), flattened. */
export interface DealSet {
  readonly perDeal: number;
  readonly count: number;
  readonly cards: Uint8Array;
}

export function makeDeals(perDeal: number, count: number, seed: number): DealSet {
  const random = mulberry32(seed);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const cards = new Uint8Array(perDeal * count);
  for (let d = 0; d < count; d++) {
    for (let i = 0; i < perDeal; i++) {
      const j = i + Math.floor(random() * (52 - i));
      const t = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = t;
      cards[d * perDeal + i] = deck[i]!;
    }
  }
  return { perDeal, count, cards };
}

/** Deal `d` as a plain array. */
export function dealAt(deals: DealSet, d: number): number[] {
  return Array.from(deals.cards.subarray(d * deals.perDeal, (d + 1) * deals.perDeal));
}
