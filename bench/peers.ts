import { createRequire } from 'node:module';
import * as path from 'node:path';
import { tryLoad } from './try-load';

/**
 * The peer evaluators (devDependencies), loaded through their fastest integer entry points:
 * - @pokertools/evaluator: `evaluate5Cards/6Cards/7Cards(codes: number[])` from dist/core/evaluator.js
 *   (what its public `evaluate(codes)` dispatches to; the package's export map hides the file, so it is
 *   loaded by path);
 * - phe: `lib/evaluator5/6/7.js`, positional `(a, b, c, ...)` codes (what `evaluateCardCodes` applies);
 * - pokersolver: `Hand.solve(['As', 'Kd', ...], 'standard')`: high hands only (its games are
 *   standard, jacksbetter, joker, deuceswild, threecard, fourcard, pai gow: no lows, no Omaha).
 * A missing peer is reported and skipped.
 */

const load = createRequire(__filename);

/** Croupier card (rank * 4 + suit, suits c d h s) → the peers' code (rank * 4 + suit, suits s h d c). */
export function peerCode(card: number): number {
  return (card & ~3) | (3 - (card & 3));
}

export interface PokertoolsCore {
  evaluate5Cards(codes: number[]): number;
  evaluate6Cards(codes: number[]): number;
  evaluate7Cards(codes: number[]): number;
}

export type Phe5 = (a: number, b: number, c: number, d: number, e: number) => number;
export type Phe6 = (a: number, b: number, c: number, d: number, e: number, f: number) => number;
export type Phe7 = (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number;
export interface Phe {
  evaluate5: Phe5;
  evaluate6: Phe6;
  evaluate7: Phe7;
}

export interface PokerSolverHand {
  rank: number;
}
export interface PokerSolver {
  solve(cards: string[], game?: string): PokerSolverHand;
}

export const pokertools = tryLoad('@pokertools/evaluator', () => {
  const main = load.resolve('@pokertools/evaluator');
  return load(path.join(path.dirname(main), 'core', 'evaluator.js')) as PokertoolsCore;
});

export const phe = tryLoad(
  'phe',
  (): Phe => ({
    evaluate5: load('phe/lib/evaluator5') as Phe5,
    evaluate6: load('phe/lib/evaluator6') as Phe6,
    evaluate7: load('phe/lib/evaluator7') as Phe7,
  }),
);

export const pokersolver = tryLoad('pokersolver', () => (load('pokersolver') as { Hand: PokerSolver }).Hand);
