import { type Card } from '../cards';
import { qualifiesJacksOrBetter } from '../evaluation';

/**
 * Opening the first round of the ante draw games (RULES.md §3.7): who may open, and for how much.
 */

/** What a hand needs to open (§3.7): jacks or better (§2.8), or nothing. */
export type OpeningRequirement = 'jacksOrBetter' | null;

/**
 * Whether a hand may open (§3.7, §2.8). A hand holding unknown cards (manual dealing) cannot be
 * checked, so his opening is taken on trust.
 *
 * Example (§2.8): `Jh Jd 4c 7s 9h` may open a jacks pot; `Th Td Ac Ks 2c` may not.
 */
export function mayOpen(requirement: OpeningRequirement, hand: readonly Card[], holdsUnknown: boolean): boolean {
  return requirement === null || holdsUnknown || qualifiesJacksOrBetter(hand);
}

/**
 * The pot-limit opening with `potOpening = fixedPot` (§3.7): exactly the pot P, or all the opener
 * has when that is less.
 *
 * Example (§3.7, TV-13): five players ante 2 → P = 10: the opener bets exactly 10.
 */
export function fixedPotOpening(pot: number, allInTo: number): number {
  return Math.min(pot, allInTo);
}
