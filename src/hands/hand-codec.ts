import { type Card, formatCard, formatCards, type HandEvent, isKnownCard, parseCard, UNKNOWN } from '../engine';

/**
 * Events as stored and published: the engine's events with card codes (`As`, `??`) instead of its
 * integers, in every event that names cards. `encodeEvent` and `decodeEvent` are exact inverses, so
 * a stored log replays exactly.
 */
export type EventPayload = Record<string, unknown>;

export function encodeEvent(event: HandEvent): { type: string; payload: EventPayload } {
  const { type, ...rest } = event;
  switch (event.type) {
    case 'deal':
      return { type, payload: { cards: event.cards.map((c) => ({ seat: c.seat, card: formatCard(c.card), up: c.up })) } };
    case 'burn':
    case 'communityCard':
      return { type, payload: { ...rest, card: formatCard(event.card) } };
    case 'board':
    case 'discard':
    case 'draw':
    case 'replace':
    case 'openers':
    case 'reshuffle':
    case 'show':
      return { type, payload: { ...rest, cards: formatCards(event.cards) } };
    default:
      return { type, payload: rest };
  }
}

export function decodeEvent(type: string, payload: EventPayload): HandEvent {
  const list = (codes: unknown) => (codes as unknown[]).map(storedCard);
  switch (type) {
    case 'deal':
      return { type, cards: (payload.cards as { seat: number; card: unknown; up: boolean }[]).map((c) => ({ seat: c.seat, card: storedCard(c.card), up: c.up })) };
    case 'burn':
    case 'communityCard':
      return { ...payload, type, card: storedCard(payload.card) } as HandEvent;
    case 'board':
    case 'discard':
    case 'draw':
    case 'replace':
    case 'openers':
    case 'reshuffle':
    case 'show':
      return { ...payload, type, cards: list(payload.cards) } as HandEvent;
    default:
      return { ...payload, type } as HandEvent;
  }
}

/** A stored card: its code, or (rows written before every event used codes) the engine's integer. */
function storedCard(stored: unknown): Card {
  if (isKnownCard(stored) || stored === UNKNOWN) return stored;
  const card = parseCard(String(stored));
  if (card === undefined) throw new Error(`stored event has a bad card code: ${String(stored)}`);
  return card;
}
