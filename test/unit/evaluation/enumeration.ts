import type { Card } from '../../../src/engine/cards';
import type { HandCategory, HandValue } from '../../../src/engine/evaluation';
import { forEachFiveCardHand, handIndex, keyCategory, type ReferenceRanking, ReferenceTable } from './reference';

/** What one pass over all 2,598,960 five-card hands found for one fast evaluator. */
export interface Enumeration {
  reference: ReferenceTable;
  /** hands[rank] = number of hands the fast evaluator gave that rank (index 0 unused). */
  hands: Int32Array;
  /** Hands whose fast rank differs from their reference class number. */
  mismatches: number;
  /** First mismatching hand, for the failure message. */
  firstMismatch: Card[] | null;
  /** Hands per category according to the fast evaluator (category read from the rich value). */
  fastCategories: Partial<Record<HandCategory, number>>;
  /** Hands per reference key category (§2.0 category numbers). */
  referenceCategories: Record<number, number>;
  /** Fast category of each rank, from one hand of that rank. */
  categoryOfRank: (HandCategory | undefined)[];
}

/**
 * Runs `rank5` over every five-card hand and checks each against the reference class number
 * (the position of the hand's §2.0 key among all keys, best first).
 */
export function enumerate(
  ranking: ReferenceRanking,
  maxRank: number,
  rank5: (a: Card, b: Card, c: Card, d: Card, e: Card) => number,
  rich: (five: Card[]) => HandValue | null,
): Enumeration {
  const reference = new ReferenceTable(ranking);
  const hands = new Int32Array(maxRank + 2);
  const example = new Map<number, Card[]>();
  const referenceCategories: Record<number, number> = {};
  let mismatches = 0;
  let firstMismatch: Card[] | null = null;
  forEachFiveCardHand((a, b, c, d, e) => {
    const rank = rank5(a, b, c, d, e);
    const code = reference.codes[handIndex(a, b, c, d, e)]!;
    if (rank >= 1 && rank <= maxRank) hands[rank]!++;
    else hands[maxRank + 1]!++;
    if (!example.has(rank)) example.set(rank, [a, b, c, d, e]);
    const category = keyCategory(code);
    referenceCategories[category] = (referenceCategories[category] ?? 0) + 1;
    if (reference.classNumber(code) !== rank) {
      mismatches++;
      firstMismatch ??= [a, b, c, d, e];
    }
  });
  const categoryOfRank: (HandCategory | undefined)[] = [];
  const fastCategories: Partial<Record<HandCategory, number>> = {};
  for (const [rank, five] of example) {
    const category = rich(five)?.category;
    categoryOfRank[rank] = category;
    if (category) fastCategories[category] = (fastCategories[category] ?? 0) + hands[rank]!;
  }
  return { reference, hands, mismatches, firstMismatch, fastCategories, referenceCategories, categoryOfRank };
}

/** Number of distinct ranks seen, and whether they are exactly 1..count. */
export function distinctRanks(e: Enumeration): { count: number; contiguous: boolean; outOfRange: number } {
  let count = 0;
  let lastSeen = 0;
  for (let r = 1; r < e.hands.length - 1; r++) {
    if (e.hands[r]! > 0) {
      count++;
      lastSeen = r;
    }
  }
  return { count, contiguous: lastSeen === count, outOfRange: e.hands[e.hands.length - 1]! };
}

/** The categories in the order they occupy ranks 1, 2, ... (each must appear as one run). */
export function categoryRuns(e: Enumeration): HandCategory[] {
  const runs: HandCategory[] = [];
  for (let r = 1; r < e.categoryOfRank.length; r++) {
    const c = e.categoryOfRank[r];
    if (c !== undefined && runs[runs.length - 1] !== c) runs.push(c);
  }
  return runs;
}
