import { type Card, rankOf, suitOf } from '../cards';

/**
 * Odd chips (RULES.md §3.9): a pot or half that does not divide evenly gives its remainder one chip
 * at a time to the tied winners in an order the game sets.
 */

/**
 * The order in which tied winners receive odd chips (§3.9), as a comparator (negative = earlier):
 * - button games: first tied hand clockwise from the button (the button itself last);
 * - stud high: the player holding the highest card by rank, then suit, among all his cards;
 * - razz and the low half of stud hi-lo: the player holding the lowest card, ace low, then by suit.
 */
export type OddChipOrder = (a: number, b: number) => number;

export function buttonOrder(button: number): OddChipOrder {
  const distance = (seat: number) => (seat > button ? seat - button : seat - button + Number.MAX_SAFE_INTEGER / 2);
  return (a, b) => distance(a) - distance(b);
}

/** Highest card first: cards compare by rank then suit, so the card integer itself is the key. */
export function highestCardOrder(cardsBySeat: ReadonlyMap<number, readonly Card[]>): OddChipOrder {
  const key = (seat: number) => Math.max(...(cardsBySeat.get(seat) ?? []));
  return (a, b) => key(b) - key(a);
}

/** Lowest card first, the ace counting below the deuce, ties by suit c < d < h < s. */
export function lowestCardOrder(cardsBySeat: ReadonlyMap<number, readonly Card[]>): OddChipOrder {
  const aceLow = (card: Card) => ((rankOf(card) + 1) % 13) * 4 + suitOf(card);
  const key = (seat: number) => Math.min(...(cardsBySeat.get(seat) ?? []).map(aceLow));
  return (a, b) => key(a) - key(b);
}

/** Divides `amount` equally among `winners`; the remainder goes one chip each in `order`. */
export function divide(amount: number, winners: readonly number[], order: OddChipOrder): Map<number, number> {
  const share = Math.floor(amount / winners.length);
  let remainder = amount - share * winners.length;
  const out = new Map<number, number>();
  for (const seat of [...winners].sort(order)) {
    out.set(seat, share + (remainder > 0 ? 1 : 0));
    remainder--;
  }
  return out;
}
