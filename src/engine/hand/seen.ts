import { type Card, formatCard, UNKNOWN } from '../cards';
import { type DealtCard, type HandState } from './state';

/**
 * Known cards and unknown ones (manual dealing). A card named in a deal or a show must not be a card
 * already out of the stub: in a live hand, on the board, burned, in the muck, or among the discards
 * of a draw round not yet served. After a reshuffle (§4.4, §4.10) the muck and the burns form the new
 * stub, so the cards in them may be dealt again, exactly as a deck would deal them. `UNKNOWN` cards
 * (`??`) are never compared: any number of them may be in play.
 */

/** Where a known card already is, as a phrase for a rule violation (`in seat 3's hand`), or null. */
export function whereSeen(state: HandState, card: Card): string | null {
  for (const p of state.players) {
    if (!p.folded && p.cards.some((c) => c.card === card)) return `in seat ${p.seat}'s hand`;
  }
  if (state.board.includes(card)) return 'on the board';
  if (state.burned.includes(card)) return 'burned';
  if (state.mucked.includes(card)) return 'in the muck (folded or discarded)';
  const draw = state.drawRound;
  if (draw) {
    for (const d of draw.declared.slice(draw.served)) if (d.cards.includes(card)) return `among seat ${d.seat}'s discards of this draw`;
  }
  return null;
}

export function countUnknown(cards: readonly Card[]): number {
  let n = 0;
  for (const c of cards) if (c === UNKNOWN) n++;
  return n;
}

export function holdsUnknown(cards: readonly DealtCard[]): boolean {
  return cards.some((c) => c.card === UNKNOWN);
}

/** The first known card named twice in `cards`, or undefined. */
export function repeatedCard(cards: readonly Card[]): Card | undefined {
  const seen = new Set<Card>();
  for (const c of cards) {
    if (c === UNKNOWN) continue;
    if (seen.has(c)) return c;
    seen.add(c);
  }
  return undefined;
}

/**
 * The first card of `cards` that `held` cannot supply, counting `UNKNOWN` as a multiset (a player
 * holding two `??` may throw away two), or undefined when he holds them all.
 */
export function cardNotHeld(cards: readonly Card[], held: readonly Card[]): Card | undefined {
  let unknown = countUnknown(held);
  for (const c of cards) {
    if (c === UNKNOWN) {
      if (unknown === 0) return c;
      unknown--;
    } else if (!held.includes(c)) return c;
  }
  return undefined;
}

/** A hand without the given cards; `UNKNOWN` removes one unknown card each (the first ones). */
export function withoutCards(hand: readonly DealtCard[], out: readonly Card[]): DealtCard[] {
  let unknown = countUnknown(out);
  if (unknown === 0) return hand.filter((c) => !out.includes(c.card));
  return hand.filter((c) => {
    if (c.card !== UNKNOWN) return !out.includes(c.card);
    if (unknown === 0) return true;
    unknown--;
    return false;
  });
}

/** `As Kd ??` for messages. */
export function describeCards(cards: readonly Card[]): string {
  return cards.map(formatCard).join(' ');
}
