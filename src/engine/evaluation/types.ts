import type { Card } from '../cards';

/**
 * The four orderings of RULES.md §2: high (§2.1), ace-to-five low (§2.2, also razz §2.5),
 * eight-or-better low (§2.3: A-5 with a qualifier) and deuce-to-seven low (§2.4).
 */
export type Ranking = 'high' | 'aceToFive' | 'eightOrBetter' | 'deuceToSeven';

export type HandCategory =
  | 'straightFlush'
  | 'fourOfAKind'
  | 'fullHouse'
  | 'flush'
  | 'straight'
  | 'threeOfAKind'
  | 'twoPair'
  | 'onePair'
  | 'highCard';

/** The value of a formed hand: its rank for comparisons plus what a person reads. */
export interface HandValue {
  ranking: Ranking;
  /** Smaller is better; equal ranks tie (within one ranking); 1 is the best hand of the ranking. */
  rank: number;
  category: HandCategory;
  /** The five cards chosen, in display order: groups first (K K 7 7 2), lows highest first (8 6 4 2 A). */
  cards: Card[];
  /** E.g. "Full house, kings full of sevens", "Two pair, kings and sevens, ace kicker", "8-6-4-2-A low". */
  description: string;
}

/**
 * What the fast eight-or-better functions return when there is no qualifying low. It is larger than
 * every real rank, so "smaller is better" still holds when it is compared with one.
 */
export const NO_LOW = 0xffff;
