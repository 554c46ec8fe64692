/**
 * Fixed limit (RULES.md §3.2): bet units, the cap, the short all-in rule and the stud open pair
 * (§3.3), as pure functions of the numbers of one decision.
 */

/**
 * Whether a fixed-limit all-in bet or raise to `to` counts as a full bet (§3.2.4): its increment over
 * the last full level `F` is at least half the round's unit `U`. A full one reopens the betting,
 * counts toward the cap and becomes the new `F`; the next raise is to `F + U`.
 *
 * Example (§3.2.4, U = 4): A bets 4 (F = 4). An all-in to 5 is short (1 < 2); to 6 is full (2 ≥ 2).
 */
export function fixedLimitIsFull(to: number, fullLevel: number, unit: number): boolean {
  return 2 * (to - fullLevel) >= unit;
}

/**
 * The raise-to a fixed-limit player may make (§3.2.1): one unit over the last full level `F`
 * (`F` = 0 for a bet), or all he has when that is less (a short all-in, §3.2.4).
 *
 * Example (§3.2.3, pre-flop, U = 2): the big blind is F = 2 → raise to 4; after it, to 6, then 8.
 */
export function fixedLimitRaiseTo(fullLevel: number, unit: number, allInTo: number): number {
  return Math.min(fullLevel + unit, allInTo);
}

/**
 * Whether the cap stops the betting (§3.2.2): `betCount` full bets and raises made of `cap` allowed.
 * With `capLiftedHeadsUp`, there is no cap while two players are active, unless it was reached
 * while more were.
 *
 * Example (§3.2.3): bet, raise, raise, raise → 4 of 4: call or fold only.
 */
export function fixedLimitCapped(betCount: number, cap: number, liftedHeadsUp: boolean): boolean {
  return betCount >= cap && !liftedHeadsUp;
}

/** The unit of a fixed-limit round (§3.2.1): its small or big bet; the big bet once an open pair's big bet was made (§3.3). */
export function fixedLimitUnit(unit: 'small' | 'big', bigBetUsed: boolean, smallBet: number, bigBet: number): number {
  return bigBetUsed || unit === 'big' ? bigBet : smallBet;
}

/**
 * Open pair (§3.3, 7 Card Stud and 5 Card Stud, second round): while no big bet was made, a bet or
 * raise is either one small bet or one big bet over `F`; a player who has less goes all-in.
 *
 * Example (§3.3, bets 2/4): nobody bet yet → bet 2 or 4; after a bet of 2 → raise to 4 or 6.
 */
export function openPairChoices(fullLevel: number, smallBet: number, bigBet: number, allInTo: number): { min: number; max: number; amounts?: number[] } {
  const small = fullLevel + smallBet;
  if (allInTo <= small) return { min: allInTo, max: allInTo };
  const top = Math.min(fullLevel + bigBet, allInTo);
  return { min: small, max: top, amounts: [small, top] };
}

/** Open pair: whether a bet or raise to `to` over `F` is a big bet, after which every raise is one (§3.3). */
export function isOpenPairBigBet(to: number, fullLevel: number, bigBet: number): boolean {
  return to - fullLevel === bigBet;
}

/** Whether up cards (ranks) show a pair (§3.3): some rank appears twice. */
export function showsPair(upRanks: readonly number[]): boolean {
  return new Set(upRanks).size < upRanks.length;
}
