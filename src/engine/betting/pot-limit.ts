import { minRaiseTo } from './no-limit';

/**
 * Pot limit (RULES.md §3.4), as pure functions of the numbers a player sees when he acts. The hand
 * engine computes its legal actions with these, and `POST /v1/pot-limit` exposes them directly, so
 * both always agree. The minimum raise is the no-limit one (§3.5).
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
 * P of §3.4 from its parts: every chip in the pot, bets in front of players included. With
 * `potLimitSmallBlindAsBig` on the first round, a small blind posted in full counts as a big blind.
 *
 * Example (§3.4): blinds 5/10, nothing else → P = 15 (or 20 counting the small blind as a big one).
 */
export function potLimitPot(chipsIn: number, smallBlindAsBig: { smallBlind: number; bigBlind: number } | null): number {
  return smallBlindAsBig ? chipsIn + smallBlindAsBig.bigBlind - smallBlindAsBig.smallBlind : chipsIn;
}

/**
 * The pot-limit raise range of a player: the no-limit minimum, the pot maximum, both capped by his
 * stack (all-in for less is always allowed). `allInTo` is his round bet plus his stack.
 *
 * Example (§3.4 step 2): P = 25, B = 10, b = 0, L = 10, deep stack → 20 to 45.
 */
export function potLimitRaiseRange(pot: number, currentBet: number, ownBet: number, lastFullRaise: number, minBet: number, allInTo: number): { min: number; max: number } {
  const min = Math.min(minRaiseTo(currentBet, lastFullRaise, minBet), allInTo);
  return { min, max: Math.min(Math.max(potLimitMaxRaiseTo(pot, currentBet, ownBet), min), allInTo) };
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
  const { min, max } = potLimitRaiseRange(potBeforeAction, currentBet, ownBet, q.lastFullRaise ?? q.bigBlind, q.bigBlind, allInTo);
  return { toCall, currentBet, potBeforeAction, minRaiseTo: min, maxRaiseTo: max, minRaiseAdds: min - ownBet, maxRaiseAdds: max - ownBet };
}
