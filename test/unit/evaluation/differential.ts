import { type Card, formatCards } from '../../../src/engine/cards';
import { NO_LOW } from '../../../src/engine/evaluation';
import { Dealer } from './prng';
import { compareCodes, type ReferenceTable } from './reference';

/** Math functions as module constants: a global lookup inside Jest's vm context is slow. */
const { sign } = Math;

/** Deals per family in the differential tests (the brief asks for at least a million). */
export const DEALS = 1_000_000;

export interface DifferentialCase {
  /** Total cards dealt per deal (hole + board). */
  cards: number;
  /** The fast evaluator under test; `NO_LOW` means "no qualifying hand". */
  fast: (c: Card[]) => number;
  /** Best encoded reference key, or null for no qualifying hand. */
  reference: (c: Card[]) => number | null;
  /** Cards to deal from (default: the 52), to stress flushes or lows. */
  deck?: readonly Card[];
}

export interface DifferentialResult {
  deals: number;
  /** Deals whose fast rank is not the reference class number of the reference's best key. */
  rankMismatches: number;
  /** Consecutive pairs of deals that fast and reference order differently. */
  orderMismatches: number;
  /** The first failing deal, as card codes. */
  firstFailure: string | null;
}

/**
 * Deals `deals` seeded random hands and checks, for each, that the fast rank equals the reference
 * class number of the best reference key, and for each consecutive pair of deals, that
 * sign(fast(a) - fast(b)) equals the sign of the reference comparison (no hand = worst).
 */
export function runDifferential(table: ReferenceTable, seed: number, deals: number, c: DifferentialCase): DifferentialResult {
  const dealer = new Dealer(seed, c.deck);
  const hand: Card[] = new Array<Card>(c.cards);
  let rankMismatches = 0;
  let orderMismatches = 0;
  let firstFailure: string | null = null;
  let previousFast = 0;
  let previousCode: number | null = null;
  for (let i = 0; i < deals; i++) {
    dealer.deal(c.cards, hand);
    const fast = c.fast(hand);
    const code = c.reference(hand);
    const expected = code === null ? NO_LOW : table.classNumber(code);
    if (fast !== expected) {
      rankMismatches++;
      firstFailure ??= `${formatCards(hand).join(' ')}: fast ${fast}, reference ${expected}`;
    }
    if (i > 0) {
      const fastSign = sign(previousFast - fast);
      const referenceSign =
        previousCode === null || code === null
          ? sign((previousCode === null ? 1 : 0) - (code === null ? 1 : 0))
          : compareCodes(table.ranking, previousCode, code);
      if (fastSign !== referenceSign) {
        orderMismatches++;
        firstFailure ??= `order of deals ${i - 1} and ${i}: fast ${fastSign}, reference ${referenceSign}`;
      }
    }
    previousFast = fast;
    previousCode = code;
  }
  return { deals, rankMismatches, orderMismatches, firstFailure };
}

/** The result every differential run must produce. */
export function clean(deals: number): DifferentialResult {
  return { deals, rankMismatches: 0, orderMismatches: 0, firstFailure: null };
}
