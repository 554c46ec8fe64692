import { type Card, rankOf, suitOf } from '../cards';

/**
 * The stud bring-in (RULES.md §3.3, §4.4 to §4.6, §4.16), as pure functions of cards and chips.
 */

/** Who brings in: the lowest up card (ace high), or in razz the highest (ace low). */
export type BringInCard = 'lowestCard' | 'highestCard';

/**
 * The order of door cards for the bring-in: the smallest key brings in. Cards compare by rank, then
 * suit c < d < h < s (the card integer is that order). `lowestCard`: ace high, so `2c` is the lowest;
 * `highestCard` (razz): ace low, so `Ks` is the highest.
 *
 * Example (§3.3, TV-09): door cards Ks, 3d, 3c, Jh → 3c brings in. Razz (§4.5, TV-18): Ks, Kh, Qc, 2d → Ks.
 */
export function bringInKey(door: Card, rule: BringInCard): number {
  return rule === 'lowestCard' ? door : -(((rankOf(door) + 1) % 13) * 4 + suitOf(door));
}

/**
 * The bring-in player's choices (§3.3): post the bring-in (all he has when that is less), or
 * complete to the small bet (all he has when that is less) when he has more than the bring-in and
 * another player could call more than it. He may not fold or check.
 *
 * Example (§3.3, bets 2/4, bring-in 1, deep stack): bring in 1, or complete to 2.
 */
export function bringInChoices(bringIn: number, smallBet: number, stack: number, othersCanCall: boolean): { bringIn: number; allIn: boolean; completeTo: number | null } {
  const amount = Math.min(bringIn, stack);
  return { bringIn: amount, allIn: amount === stack, completeTo: stack > amount && othersCanCall ? Math.min(smallBet, stack) : null };
}

/**
 * The bet to call after a bring-in (§3.3): the nominal bring-in even when it was posted short, as a
 * short big blind leaves the nominal blind to call (§3.6). It is not a bet of the cap.
 *
 * Example: bring-in 2, the player has 1 left and posts it → the others still call 2.
 */
export function bringInToCall(nominal: number, posted: number): number {
  return Math.max(nominal, posted);
}
