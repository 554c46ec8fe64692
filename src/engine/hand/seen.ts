import { type Card, formatCard, UNKNOWN } from '../cards';
import { type DealtCard, type HandState } from './state';

/**
 * Known cards and unknown ones (manual dealing). A card named in a deal or a show must not be a card
 * already out of the stub: in a live hand, on the board, burned, in the muck, or among the discards
 * of a draw round not yet served. After a reshuffle (§4.4, §4.10) the muck and the burns form the new
 * stub, so the cards in them may be dealt again, exactly as a deck would deal them. `UNKNOWN` cards
 * (`??`) are never compared: any number of them may be in play. A card named for a `??` at showdown
 * must moreover have been in the stub when that `??` was dealt (`stubMisfits`).
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

/**
 * A hand without the given cards; `UNKNOWN` removes one unknown card each (the first ones). A hand
 * is in dealing order, so the first `??` are the ones dealt earliest: the engine cannot tell which
 * `??` the player threw away, and keeping the latest leaves the most cards he may name for them
 * (`stubMisfits`).
 */
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

/**
 * The event index of the last reshuffle that put the known `card` back into the stub, or 0 when no
 * reshuffle did.
 */
export function lastReshuffledAt(state: HandState, card: Card): number {
  for (let i = state.reshuffled.length - 1; i >= 0; i--) {
    const r = state.reshuffled[i]!;
    if (r.cards.includes(card)) return r.at;
  }
  return 0;
}

/**
 * Whether a player's `??` cards, dealt by the events at indexes `dealtAt`, can be the known cards
 * `named` (one each), none of which is out of the stub now (`whereSeen`). A `??` is a card that was
 * in the stub when it was dealt and has stayed in the player's hand since, so a named card must not
 * have been seen anywhere else after that `??` was dealt; if it was seen before, a reshuffle must
 * have put it back into the stub before that `??` was dealt. A card still out now fails `whereSeen`;
 * a card out at some time since and no longer out went back by a reshuffle since. So the rule is:
 * the last reshuffle that put the card back (if any) came before that `??` was dealt.
 *
 * The engine cannot tell a player's `??` apart (nor which one he threw away), so the cards may be
 * matched to them in any order: each card fits the `??` dealt after its reshuffle, a nested choice,
 * so pairing the latest reshuffled card with the latest `??`, and so on, finds a match if any exists.
 *
 * Returns null when they fit; otherwise the named cards put back by the first reshuffle that too few
 * `??` were dealt after (and by any later one), with how many `??` were dealt after it: fewer than
 * those cards.
 *
 * Example: seat 1 is dealt five `??` (event 8); seat 2 folds As face up (event 15); the stub runs out
 * and the muck is reshuffled (event 40); seat 3 receives a `??` (event 41). At showdown seat 1 may
 * not name As (`{ cards: [As], after: 0 }`), seat 3 may, for his `??` of event 41.
 */
export function stubMisfits(state: HandState, dealtAt: readonly number[], named: readonly Card[]): { cards: Card[]; after: number } | null {
  const back = named
    .map((card) => ({ card, at: lastReshuffledAt(state, card) }))
    .filter((b) => b.at > 0)
    .sort((a, b) => b.at - a.at);
  const slots = [...dealtAt].sort((a, b) => b - a);
  for (let k = 0; k < back.length; k++) {
    const at = back[k]!.at;
    if (slots[k]! > at) continue;
    return { cards: back.filter((b) => b.at >= at).map((b) => b.card), after: slots.filter((s) => s > at).length };
  }
  return null;
}

/** `As Kd ??` for messages. */
export function describeCards(cards: readonly Card[]): string {
  return cards.map(formatCard).join(' ');
}
