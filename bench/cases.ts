import { evaluation as ev } from './load-evaluation';
import { formatCard } from '../src/engine/cards';
import { type DealSet, dealAt } from './deals';
import type { Loop } from './measure';
import { peerCode, phe, pokersolver, pokertools } from './peers';

/**
 * The bench registry: one case per family, each with its contestants (Croupier first). Every
 * contestant of a case runs on the same seeded deals; `prepare` converts them to its own input
 * format outside the timed loop. Later work adds cases with `registerBenchCase` (for example
 * "complete hands per second" for the hand engine).
 */

export interface Contestant {
  readonly name: string;
  /** Slow contestants loop over only this many deals (the rate is still per second). */
  readonly maxDeals?: number;
  /** Converts deals 0..count-1 outside the timing and returns the timed loop. */
  prepare(deals: DealSet, count: number): Loop;
  /** This contestant's rank of deal `d` when it uses Croupier's numbering (checked before timing). */
  rankOf?(deals: DealSet, d: number): number;
}

export interface BenchCase {
  readonly id: string;
  readonly title: string;
  /** What one unit of the rate is: 'evals' (one hand) or 'deals' (one deal, possibly several results). */
  readonly unit: 'evals' | 'deals';
  readonly cardsPerDeal: number;
  /** Minimum rate for Croupier, and minimum ratio to the fastest peer, when the brief sets one. */
  readonly target?: { readonly perSecond: number; readonly peerRatio?: number };
  readonly contestants: readonly Contestant[];
}

export const BENCH_CASES: BenchCase[] = [];

export function registerBenchCase(benchCase: BenchCase): void {
  BENCH_CASES.push(benchCase);
}

/** The deals converted to peer codes, flattened like the originals. */
function peerCodes(deals: DealSet, count: number): Uint8Array {
  const out = new Uint8Array(count * deals.perDeal);
  for (let i = 0; i < out.length; i++) out[i] = peerCode(deals.cards[i]!);
  return out;
}

/** Each deal as its own array (for APIs that take arrays). */
function arrays(deals: DealSet, count: number, map: (card: number) => number = (c) => c): number[][] {
  return Array.from({ length: count }, (_, d) => dealAt(deals, d).map(map));
}

const HOLE_PAIRS_4 = [0, 1, 0, 2, 0, 3, 1, 2, 1, 3, 2, 3];
const HOLE_PAIRS_5 = [0, 1, 0, 2, 0, 3, 0, 4, 1, 2, 1, 3, 1, 4, 2, 3, 2, 4, 3, 4];
const BOARD_TRIPLES_5 = [0, 1, 2, 0, 1, 3, 0, 1, 4, 0, 2, 3, 0, 2, 4, 0, 3, 4, 1, 2, 3, 1, 2, 4, 1, 3, 4, 2, 3, 4];

/** Omaha by brute force with a peer's five-card evaluator: min over every 2 hole + 3 board. */
function bruteOmaha(codes: Uint8Array, base: number, hole: number, pairs: readonly number[], eval5: (five: number[]) => number, five: number[]): number {
  let best = 0xffff;
  for (let p = 0; p < pairs.length; p += 2) {
    five[0] = codes[base + pairs[p]!]!;
    five[1] = codes[base + pairs[p + 1]!]!;
    for (let t = 0; t < BOARD_TRIPLES_5.length; t += 3) {
      five[2] = codes[base + hole + BOARD_TRIPLES_5[t]!]!;
      five[3] = codes[base + hole + BOARD_TRIPLES_5[t + 1]!]!;
      five[4] = codes[base + hole + BOARD_TRIPLES_5[t + 2]!]!;
      const v = eval5(five);
      if (v < best) best = v;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// High, best five of 5, 6 or 7 cards: Croupier and all three peers.

function highPeers(n: 5 | 6 | 7): Contestant[] {
  const out: Contestant[] = [];
  if (pokertools) {
    const pt = pokertools;
    const evaluate = n === 7 ? pt.evaluate7Cards : n === 6 ? pt.evaluate6Cards : pt.evaluate5Cards;
    out.push({
      name: '@pokertools/evaluator',
      prepare: (deals, count) => {
        const hands = arrays(deals, count, peerCode);
        return (m) => {
          let s = 0;
          for (let i = 0; i < m; i++) s += evaluate(hands[i]!);
          return s;
        };
      },
      rankOf: (deals, d) => evaluate(dealAt(deals, d).map(peerCode)),
    });
  }
  if (phe) {
    const { evaluate5: e5, evaluate6: e6, evaluate7: e7 } = phe;
    out.push({
      name: 'phe',
      prepare: (deals, count) => {
        const c = peerCodes(deals, count);
        if (n === 7) {
          return (m) => {
            let s = 0;
            for (let i = 0, k = 0; i < m; i++, k += 7) s += e7(c[k]!, c[k + 1]!, c[k + 2]!, c[k + 3]!, c[k + 4]!, c[k + 5]!, c[k + 6]!);
            return s;
          };
        }
        if (n === 6) {
          return (m) => {
            let s = 0;
            for (let i = 0, k = 0; i < m; i++, k += 6) s += e6(c[k]!, c[k + 1]!, c[k + 2]!, c[k + 3]!, c[k + 4]!, c[k + 5]!);
            return s;
          };
        }
        return (m) => {
          let s = 0;
          for (let i = 0, k = 0; i < m; i++, k += 5) s += e5(c[k]!, c[k + 1]!, c[k + 2]!, c[k + 3]!, c[k + 4]!);
          return s;
        };
      },
      rankOf: (deals, d) => {
        const c = dealAt(deals, d).map(peerCode);
        return n === 7
          ? e7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!)
          : n === 6
            ? e6(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!)
            : e5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!);
      },
    });
  }
  if (pokersolver) {
    const hand = pokersolver;
    out.push({
      name: 'pokersolver',
      maxDeals: 5000,
      prepare: (deals, count) => {
        const hands = Array.from({ length: count }, (_, d) => dealAt(deals, d).map(formatCard));
        return (m) => {
          let s = 0;
          for (let i = 0; i < m; i++) s += hand.solve(hands[i]!, 'standard').rank;
          return s;
        };
      },
    });
  }
  return out;
}

const rankHigh7 = ev.rankHigh7;
const rankHigh6 = ev.rankHigh6;
const rankHigh5 = ev.rankHigh5;

registerBenchCase({
  id: 'high7',
  title: "7-card high (hold'em, 7-card stud): best 5 of 7",
  unit: 'evals',
  cardsPerDeal: 7,
  target: { perSecond: 60e6, peerRatio: 4 },
  contestants: [
    {
      name: 'croupier rankHigh7',
      prepare: (deals) => {
        const c = deals.cards;
        return (m) => {
          let s = 0;
          for (let i = 0, k = 0; i < m; i++, k += 7) s += rankHigh7(c[k]!, c[k + 1]!, c[k + 2]!, c[k + 3]!, c[k + 4]!, c[k + 5]!, c[k + 6]!);
          return s;
        };
      },
      rankOf: (deals, d) => ev.rankHigh(dealAt(deals, d)),
    },
    ...highPeers(7),
  ],
});

registerBenchCase({
  id: 'high6',
  title: '6-card high: best 5 of 6',
  unit: 'evals',
  cardsPerDeal: 6,
  contestants: [
    {
      name: 'croupier rankHigh6',
      prepare: (deals) => {
        const c = deals.cards;
        return (m) => {
          let s = 0;
          for (let i = 0, k = 0; i < m; i++, k += 6) s += rankHigh6(c[k]!, c[k + 1]!, c[k + 2]!, c[k + 3]!, c[k + 4]!, c[k + 5]!);
          return s;
        };
      },
      rankOf: (deals, d) => ev.rankHigh(dealAt(deals, d)),
    },
    ...highPeers(6),
  ],
});

registerBenchCase({
  id: 'high5',
  title: '5-card high (draw, 5-card stud)',
  unit: 'evals',
  cardsPerDeal: 5,
  contestants: [
    {
      name: 'croupier rankHigh5',
      prepare: (deals) => {
        const c = deals.cards;
        return (m) => {
          let s = 0;
          for (let i = 0, k = 0; i < m; i++, k += 5) s += rankHigh5(c[k]!, c[k + 1]!, c[k + 2]!, c[k + 3]!, c[k + 4]!);
          return s;
        };
      },
      rankOf: (deals, d) => ev.rankHigh(dealAt(deals, d)),
    },
    ...highPeers(5),
  ],
});

// ---------------------------------------------------------------------------------------------
// Omaha: Croupier; the peers have no Omaha, so they are measured the way a user would have to
// use them: their five-card evaluator over every 2 hole + 3 board (60 or 100 per deal).

function omahaPeers(hole: 4 | 5): Contestant[] {
  const pairs = hole === 4 ? HOLE_PAIRS_4 : HOLE_PAIRS_5;
  const out: Contestant[] = [];
  if (phe) {
    const e5 = phe.evaluate5;
    const eval5 = (f: number[]): number => e5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!);
    out.push({
      name: `phe, ${pairs.length * 5} x 5-card`,
      prepare: (deals, count) => {
        const c = peerCodes(deals, count);
        const five = [0, 0, 0, 0, 0];
        const per = deals.perDeal;
        return (m) => {
          let s = 0;
          for (let i = 0; i < m; i++) s += bruteOmaha(c, i * per, hole, pairs, eval5, five);
          return s;
        };
      },
      rankOf: (deals, d) => bruteOmaha(Uint8Array.from(dealAt(deals, d), peerCode), 0, hole, pairs, eval5, [0, 0, 0, 0, 0]),
    });
  }
  if (pokertools) {
    const e5 = pokertools.evaluate5Cards;
    out.push({
      name: `@pokertools/evaluator, ${pairs.length * 5} x 5-card`,
      prepare: (deals, count) => {
        const c = peerCodes(deals, count);
        const five = [0, 0, 0, 0, 0];
        const per = deals.perDeal;
        return (m) => {
          let s = 0;
          for (let i = 0; i < m; i++) s += bruteOmaha(c, i * per, hole, pairs, e5, five);
          return s;
        };
      },
    });
  }
  return out;
}

const rankOmahaHigh4x5 = ev.rankOmahaHigh4x5;
const rankOmahaEightOrBetter4x5 = ev.rankOmahaEightOrBetter4x5;

registerBenchCase({
  id: 'omaha',
  title: 'Omaha high, 4 hole + 5 board, exactly 2 + 3',
  unit: 'deals',
  cardsPerDeal: 9,
  target: { perSecond: 10e6 },
  contestants: [
    {
      name: 'croupier rankOmahaHigh4x5',
      prepare: (deals) => {
        const c = deals.cards;
        return (m) => {
          let s = 0;
          for (let i = 0, k = 0; i < m; i++, k += 9) {
            s += rankOmahaHigh4x5(c[k]!, c[k + 1]!, c[k + 2]!, c[k + 3]!, c[k + 4]!, c[k + 5]!, c[k + 6]!, c[k + 7]!, c[k + 8]!);
          }
          return s;
        };
      },
      rankOf: (deals, d) => {
        const c = dealAt(deals, d);
        return ev.rankOmahaHigh(c.slice(0, 4), c.slice(4));
      },
    },
    ...omahaPeers(4),
  ],
});

registerBenchCase({
  id: 'courchevel',
  title: 'Courchevel (Omaha high, 5 hole + 5 board), arrays in',
  unit: 'deals',
  cardsPerDeal: 10,
  contestants: [
    {
      name: 'croupier rankOmahaHigh',
      prepare: (deals, count) => {
        const holes = Array.from({ length: count }, (_, d) => dealAt(deals, d).slice(0, 5));
        const boards = Array.from({ length: count }, (_, d) => dealAt(deals, d).slice(5));
        const rankOmahaHigh = ev.rankOmahaHigh;
        return (m) => {
          let s = 0;
          for (let i = 0; i < m; i++) s += rankOmahaHigh(holes[i]!, boards[i]!);
          return s;
        };
      },
      rankOf: (deals, d) => {
        const c = dealAt(deals, d);
        return ev.rankOmahaHigh(c.slice(0, 5), c.slice(5));
      },
    },
    ...omahaPeers(5),
  ],
});

registerBenchCase({
  id: 'omaha8',
  title: 'Omaha-8: high and 8-or-better low of one deal, 4 + 5',
  unit: 'deals',
  cardsPerDeal: 9,
  target: { perSecond: 5e6 },
  contestants: [
    {
      name: 'croupier high + low',
      prepare: (deals) => {
        const c = deals.cards;
        return (m) => {
          let s = 0;
          for (let i = 0, k = 0; i < m; i++, k += 9) {
            const h0 = c[k]!;
            const h1 = c[k + 1]!;
            const h2 = c[k + 2]!;
            const h3 = c[k + 3]!;
            const b0 = c[k + 4]!;
            const b1 = c[k + 5]!;
            const b2 = c[k + 6]!;
            const b3 = c[k + 7]!;
            const b4 = c[k + 8]!;
            s += rankOmahaHigh4x5(h0, h1, h2, h3, b0, b1, b2, b3, b4) + rankOmahaEightOrBetter4x5(h0, h1, h2, h3, b0, b1, b2, b3, b4);
          }
          return s;
        };
      },
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Lows: no peer evaluates them (pokersolver has no low games), so Croupier runs alone.

const rankAceToFive7 = ev.rankAceToFive7;
const rankEightOrBetter7 = ev.rankEightOrBetter7;
const rankDeuceToSeven5 = ev.rankDeuceToSeven5;

registerBenchCase({
  id: 'razz',
  title: 'Razz: 7-card ace-to-five low',
  unit: 'evals',
  cardsPerDeal: 7,
  target: { perSecond: 20e6 },
  contestants: [
    {
      name: 'croupier rankAceToFive7',
      prepare: (deals) => {
        const c = deals.cards;
        return (m) => {
          let s = 0;
          for (let i = 0, k = 0; i < m; i++, k += 7) s += rankAceToFive7(c[k]!, c[k + 1]!, c[k + 2]!, c[k + 3]!, c[k + 4]!, c[k + 5]!, c[k + 6]!);
          return s;
        };
      },
    },
  ],
});

registerBenchCase({
  id: 'stud8',
  title: 'Stud hi-lo low half: 7-card eight-or-better',
  unit: 'evals',
  cardsPerDeal: 7,
  contestants: [
    {
      name: 'croupier rankEightOrBetter7',
      prepare: (deals) => {
        const c = deals.cards;
        return (m) => {
          let s = 0;
          for (let i = 0, k = 0; i < m; i++, k += 7) s += rankEightOrBetter7(c[k]!, c[k + 1]!, c[k + 2]!, c[k + 3]!, c[k + 4]!, c[k + 5]!, c[k + 6]!);
          return s;
        };
      },
    },
  ],
});

registerBenchCase({
  id: 'deuce7',
  title: 'Deuce-to-seven: 5-card 2-7 low',
  unit: 'evals',
  cardsPerDeal: 5,
  target: { perSecond: 50e6 },
  contestants: [
    {
      name: 'croupier rankDeuceToSeven5',
      prepare: (deals) => {
        const c = deals.cards;
        return (m) => {
          let s = 0;
          for (let i = 0, k = 0; i < m; i++, k += 5) s += rankDeuceToSeven5(c[k]!, c[k + 1]!, c[k + 2]!, c[k + 3]!, c[k + 4]!);
          return s;
        };
      },
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// The rich path (HandValue with cards and description), what a showdown calls once per player.

registerBenchCase({
  id: 'rich',
  title: 'Rich values: evaluateHigh of 7 cards (rank, five cards, description)',
  unit: 'evals',
  cardsPerDeal: 7,
  contestants: [
    {
      name: 'croupier evaluateHigh',
      maxDeals: 50_000,
      prepare: (deals, count) => {
        const hands = arrays(deals, count);
        const evaluateHigh = ev.evaluateHigh;
        return (m) => {
          let s = 0;
          for (let i = 0; i < m; i++) s += evaluateHigh(hands[i]!).rank;
          return s;
        };
      },
    },
  ],
});
