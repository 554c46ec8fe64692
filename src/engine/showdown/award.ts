import { compareHandValues, type HandValue } from '../evaluation';
import { divide, type OddChipOrder } from './odd-chips';

/** Awarding one pot to the best eligible hands (RULES.md §3.8, §3.9): high, low, or split between them. */

export interface SeatHands {
  seat: number;
  /** The high hand, or undefined when the game has no high side. */
  high?: HandValue;
  /** The low hand; `null` when the game has a qualified low side and this player has no qualifying low. */
  low?: HandValue | null;
}

/**
 * Orders seats on one side, best first, as groups of tied seats: `[[3], [0, 5], [1]]`.
 * Seats with no hand on that side (no qualifying low) are left out.
 */
export function standings(hands: readonly SeatHands[], side: 'high' | 'low'): number[][] {
  const ranked = hands
    .map((h) => ({ seat: h.seat, value: h[side] }))
    .filter((h): h is { seat: number; value: HandValue } => h.value !== undefined && h.value !== null)
    .sort((a, b) => compareHandValues(a.value, b.value) || a.seat - b.seat);
  const groups: number[][] = [];
  let previous: HandValue | undefined;
  for (const { seat, value } of ranked) {
    if (previous && compareHandValues(previous, value) === 0) groups[groups.length - 1]!.push(seat);
    else groups.push([seat]);
    previous = value;
  }
  return groups;
}

export interface PotAward {
  seat: number;
  amount: number;
  /** The part won with the high hand, and with the low hand (hi-lo games). */
  high: number;
  low: number;
}

/**
 * Awards one pot among the seats eligible for it (§3.9).
 * High-only or low-only: the best hand(s) take it all. Hi-lo: `high = P − floor(P/2)` and
 * `low = floor(P/2)` when at least one eligible player has a qualifying low, else the high hands take
 * it all; when the same players win both sides, the pot is divided once among them (TDA 19F).
 *
 * Example (§3.9 #2): Omaha Hi-Lo, pot 45, high A alone, low tied B and C → A 23, B 11, C 11.
 */
export function awardPot(
  amount: number,
  eligible: readonly SeatHands[],
  orders: { high: OddChipOrder; low: OddChipOrder },
): PotAward[] {
  const best = (side: 'high' | 'low') => standings(eligible, side)[0] ?? [];
  const highWinners = best('high');
  const lowWinners = best('low');
  const awards = new Map<number, PotAward>();
  const credit = (shares: Map<number, number>, side: 'high' | 'low') => {
    for (const [seat, chips] of shares) {
      const award = awards.get(seat) ?? { seat, amount: 0, high: 0, low: 0 };
      award[side] += chips;
      award.amount += chips;
      awards.set(seat, award);
    }
  };
  if (highWinners.length > 0 && lowWinners.length > 0) {
    if (sameSeats(highWinners, lowWinners)) {
      // Scoop by the same players: one division, credited to both sides half and half for the record.
      const shares = divide(amount, highWinners, orders.high);
      for (const [seat, chips] of shares) {
        const low = Math.floor(chips / 2);
        awards.set(seat, { seat, amount: chips, high: chips - low, low });
      }
    } else {
      const low = Math.floor(amount / 2);
      credit(divide(amount - low, highWinners, orders.high), 'high');
      credit(divide(low, lowWinners, orders.low), 'low');
    }
  } else if (highWinners.length > 0) {
    credit(divide(amount, highWinners, orders.high), 'high');
  } else if (lowWinners.length > 0) {
    credit(divide(amount, lowWinners, orders.low), 'low');
  }
  return [...awards.values()].sort((a, b) => a.seat - b.seat);
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((seat) => b.includes(seat));
}
