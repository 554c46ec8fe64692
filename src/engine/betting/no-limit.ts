/**
 * No limit (RULES.md §3.5): the minimum raise and the reopening rule, as pure functions of the
 * numbers of one decision. Pot limit uses the same minimum (§3.4).
 */

/**
 * Minimum raise-to in no limit and pot limit (§3.4, §3.5): the current bet plus the largest full bet
 * or raise increment of the round, `B + L`; with no bet yet, the minimum bet. `L` starts each round at
 * the minimum bet (pre-flop: the big blind) and only full bets and raises change it.
 *
 * Example (§3.5 #4): blinds 50/100, raise to 300 (L = 200), short all-in to 420 → minimum 420 + 200 = 620.
 */
export function minRaiseTo(currentBet: number, lastFullRaise: number, minBet: number): number {
  return currentBet === 0 ? minBet : currentBet + lastFullRaise;
}

/**
 * Whether a player who already acted this round may raise again (§3.1, §3.5, TDA 47): only when the
 * bets since his last action add up to at least one full raise, `B − actedAt ≥ L`.
 *
 * Example (§3.5 #1): A bets 100; all-ins to 125 and 200 follow. A faces 200 − 100 = 100 ≥ L = 100:
 * he may raise. C, who called 125, faces 75 < 100: call or fold only.
 */
export function noLimitReopened(currentBet: number, actedAt: number, lastFullRaise: number): boolean {
  return currentBet - actedAt >= lastFullRaise;
}

/**
 * `L` after a bet or raise to `to` in no limit and pot limit (§3.5): a full one (its increment at
 * least `L`, or for a bet at least the minimum bet) sets `L` to its increment; a short all-in leaves
 * `L` as it was.
 *
 * Example (§3.5 #4): L = 200 after a raise to 300; an all-in to 420 (increment 120) leaves L = 200.
 */
export function lastFullRaiseAfter(currentBet: number, to: number, lastFullRaise: number, minBet: number): number {
  const increment = to - currentBet;
  return increment >= (currentBet === 0 ? minBet : lastFullRaise) ? increment : lastFullRaise;
}
