import type { Card } from './cards';

/**
 * A small, seedable pseudo-random generator, so that a hand created from a seed deals the same
 * cards on every machine and every replay. The engine never reads global randomness: a caller that
 * needs unpredictable decks (the HTTP service) passes a deck it shuffled with a secure generator.
 *
 * The seed string is hashed (FNV-1a, 32-bit, four lanes) into the 128-bit state of an sfc32
 * generator; both are public-domain algorithms.
 */
export interface Rng {
  /** A uniform integer in [0, bound). */
  below(bound: number): number;
}

export function seededRng(seed: string): Rng {
  let a = fnv1a(seed, 0x811c9dc5);
  let b = fnv1a(seed, 0x01000193);
  let c = fnv1a(seed, 0x9e3779b9);
  let d = fnv1a(seed, 0x85ebca6b);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) next();
  return {
    below(bound: number): number {
      // Rejection sampling keeps the draw unbiased.
      const limit = Math.floor(0x100000000 / bound) * bound;
      let x = next();
      while (x >= limit) x = next();
      return x % bound;
    },
  };
}

function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Fisher–Yates shuffle of a copy of `cards`. */
export function shuffle(cards: readonly Card[], rng: Rng): Card[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}
