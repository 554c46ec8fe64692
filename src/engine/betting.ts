/**
 * Betting formulas of RULES.md §3, as pure functions of the numbers a player sees when he acts.
 * The hand engine computes its legal actions with these, and `POST /v1/pot-limit` exposes the
 * pot-limit one directly, so both always agree.
 */

/**
 * Pot-limit maximum raise-to (§3.4): call first, then raise by the size of the pot after the call.
 *
 * `maxTo = B + (P + C) = 2B − b + P`, where `P` is every chip in the pot including all bets already in
 * front of players this round, `B` the highest bet of the round, `b` the actor's own bet, `C = B − b`.
 * With no bet yet (`B = 0`) that is the pot: `maxTo = P`. The actor's stack caps it (all-in for less).
 *
 * Example (RULES.md §3.4, step 3): P = 70, B = 45, b = 0 → 2·45 − 0 + 70 = 160.
 * Step 6: P = 230, B = 160, b = 10 → 2·160 − 10 + 230 = 540 (the player adds 530 = 2·150 + 230).
 */
export function potLimitMaxRaiseTo(pot: number, currentBet: number, ownBet: number): number {
  return 2 * currentBet - ownBet + pot;
}

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
 * Whether a fixed-limit all-in bet or raise to `to` counts as a full bet (§3.2.4): its increment over
 * the last full level `F` is at least half the round's unit `U`. A full one reopens the betting,
 * counts toward the cap and becomes the new `F`; the next raise is to `F + U`.
 *
 * Example (§3.2.4, U = 4): A bets 4 (F = 4). An all-in to 5 is short (1 < 2); to 6 is full (2 ≥ 2).
 */
export function fixedLimitIsFull(to: number, fullLevel: number, unit: number): boolean {
  return 2 * (to - fullLevel) >= unit;
}

export interface PotLimitQuery {
  /** Chips collected in the pot before this round. */
  pot: number;
  /** Every player's bet this round, the actor's included. */
  bets: readonly { seat: number; amount: number }[];
  actor: number;
  /** The actor's chips behind (not counting his bet this round). */
  stack: number;
  /** Largest full bet or raise increment this round; default the big blind. */
  lastFullRaise?: number;
  bigBlind: number;
}

export interface PotLimitAnswer {
  /** Chips the actor adds to call (capped by his stack). */
  toCall: number;
  currentBet: number;
  /** Pot size P the maximum is computed from: collected + all bets this round. */
  potBeforeAction: number;
  /** Raise-to totals; null when the actor cannot raise (not enough chips beyond the call). */
  minRaiseTo: number | null;
  maxRaiseTo: number | null;
  /** Chips the actor adds for the minimum and the maximum. */
  minRaiseAdds: number | null;
  maxRaiseAdds: number | null;
}

/**
 * Pot-limit limits for one decision described by its numbers alone (no stored hand). Both limits are
 * capped by the actor's stack; when his stack cannot reach the minimum, the all-in is the only raise.
 */
export function potLimitLimits(q: PotLimitQuery): PotLimitAnswer {
  const currentBet = q.bets.reduce((m, b) => Math.max(m, b.amount), 0);
  const ownBet = q.bets.find((b) => b.seat === q.actor)?.amount ?? 0;
  const potBeforeAction = q.pot + q.bets.reduce((n, b) => n + b.amount, 0);
  const toCall = Math.min(currentBet - ownBet, q.stack);
  const allInTo = ownBet + q.stack;
  if (allInTo <= currentBet) {
    return { toCall, currentBet, potBeforeAction, minRaiseTo: null, maxRaiseTo: null, minRaiseAdds: null, maxRaiseAdds: null };
  }
  const minTo = Math.min(minRaiseTo(currentBet, q.lastFullRaise ?? q.bigBlind, q.bigBlind), allInTo);
  const maxTo = Math.min(Math.max(potLimitMaxRaiseTo(potBeforeAction, currentBet, ownBet), minTo), allInTo);
  return { toCall, currentBet, potBeforeAction, minRaiseTo: minTo, maxRaiseTo: maxTo, minRaiseAdds: minTo - ownBet, maxRaiseAdds: maxTo - ownBet };
}
