import { type HandConfig, type HandEvent } from '../engine';

/** A stored hand as the formats read it: its configuration and its events, as the engine made them. */
export interface StoredHand {
  id: string;
  config: HandConfig;
  events: readonly HandEvent[];
  createdAt?: Date;
}

/**
 * The PHH position order of a table: the first seat left of the button first (the small blind in
 * button games, the first card dealt), the button last. PHH uses the same order for stud, where the
 * button stands for the dealer. Seats are given clockwise (ascending seat numbers).
 */
export function positionOrder(seats: readonly number[], button: number): number[] {
  const sorted = [...seats].sort((a, b) => a - b);
  const b = sorted.indexOf(button);
  if (b < 0) throw new RangeError(`the button ${button} is not one of the seats ${sorted.join(', ')}`);
  return sorted.map((_, k) => sorted[(b + 1 + k) % sorted.length]!);
}

/**
 * A per-player array (in position order) as PHH writes it: reversed heads-up, where the forced-bet
 * arrays are "reverse-assigned" (PHH: `blinds_or_straddles = [1, 2]` heads-up means the button posts 1).
 */
export function headsUpReversed<T>(values: readonly T[]): T[] {
  return values.length === 2 ? [values[1]!, values[0]!] : [...values];
}
