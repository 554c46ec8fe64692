import type { Card } from '../../../src/engine/cards';

/** Math functions as module constants: a global lookup inside Jest's vm context is slow. */
const { floor, imul } = Math;

/** mulberry32: a small seeded 32-bit PRNG, so every random test is reproducible. */
export function mulberry32(seed: number): () => number {
  // The state lives in a typed array: a captured 32-bit `let` would be boxed on every update.
  const state = new Int32Array([seed]);
  return () => {
    const s = (state[0] = (state[0]! + 0x6d2b79f5) | 0);
    let t = imul(s ^ (s >>> 15), 1 | s);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deals distinct cards from a seeded shuffle (partial Fisher-Yates over a persistent deck). */
export class Dealer {
  private readonly deck: Card[];
  private readonly random: () => number;

  constructor(seed: number, deck: readonly Card[] = Array.from({ length: 52 }, (_, i) => i)) {
    this.deck = [...deck];
    this.random = mulberry32(seed);
  }

  /** `n` distinct random cards; the first `n` entries of `into` are overwritten when given. */
  deal(n: number, into: Card[] = new Array<Card>(n)): Card[] {
    for (let i = 0; i < n; i++) {
      const j = i + floor(this.random() * (this.deck.length - i));
      const t = this.deck[i]!;
      this.deck[i] = this.deck[j]!;
      this.deck[j] = t;
      into[i] = this.deck[i]!;
    }
    return into;
  }
}
