/**
 * Pots (RULES.md §3.8) and rake (§3.11).
 */

export interface Contribution {
  seat: number;
  /** Everything the player put in during the hand, after uncalled bets were returned. */
  amount: number;
  /** Still in the hand (not folded). */
  active: boolean;
}

export interface Pot {
  amount: number;
  /** Active players who may win it, in seat order. */
  eligible: number[];
}

/**
 * Builds the main pot and the side pots from every player's contribution (§3.8): for each distinct
 * contribution level `ℓ_j`, `pot_j = Σ_i (min(c_i, ℓ_j) − min(c_i, ℓ_{j−1}))`, eligible = the active
 * players with `c_i ≥ ℓ_j`; consecutive pots with the same eligible players are merged. Dead money
 * (carried from a passed-out deal, a big-blind ante) is nobody's contribution: it goes to the main pot.
 *
 * Example (§3.8, PokerKit): contributions 50/100/200/200/200/100, all active → 300 (all six),
 * 250 (the five with ≥ 100), 300 (the three with 200).
 */
export function buildPots(contributions: readonly Contribution[], deadMoney = 0): Pot[] {
  const levels = [...new Set(contributions.map((c) => c.amount).filter((a) => a > 0))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = 0;
    for (const c of contributions) amount += Math.min(c.amount, level) - Math.min(c.amount, previous);
    const eligible = contributions.filter((c) => c.active && c.amount >= level).map((c) => c.seat);
    previous = level;
    const last = pots[pots.length - 1];
    if (last && sameSeats(last.eligible, eligible)) last.amount += amount;
    else if (eligible.length === 0 && last) last.amount += amount; // only folded chips above the last live level
    else pots.push({ amount, eligible });
  }
  if (deadMoney > 0) {
    if (pots.length === 0) pots.push({ amount: 0, eligible: contributions.filter((c) => c.active).map((c) => c.seat) });
    pots[0]!.amount += deadMoney;
  }
  return pots;
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

export interface RakeRule {
  basisPoints: number;
  cap: number | null;
}

/**
 * The rake (§3.11): `R = min(rakeCap, floor(T × rakeBasisPoints / 10000))` over the total `T` of all
 * pots, taken from the main pot first, then from the side pots in creation order. Returns the pots
 * after rake and the rake taken from each.
 *
 * Example: 5 %, cap 7, main 300 + side 100: T = 400 → 20 → 7, all from the main pot → 293 + 100.
 */
export function takeRake(pots: readonly Pot[], rule: RakeRule): { pots: Pot[]; rake: number[]; total: number } {
  const totalPot = pots.reduce((n, p) => n + p.amount, 0);
  // Split so that T × basis points stays an exact integer even for stacks near 2^53.
  const uncapped = Math.floor(totalPot / 10000) * rule.basisPoints + Math.floor(((totalPot % 10000) * rule.basisPoints) / 10000);
  let remaining = rule.cap === null ? uncapped : Math.min(rule.cap, uncapped);
  const total = remaining;
  const rake = pots.map((p) => {
    const take = Math.min(p.amount, remaining);
    remaining -= take;
    return take;
  });
  return { pots: pots.map((p, i) => ({ ...p, amount: p.amount - rake[i]! })), rake, total };
}
