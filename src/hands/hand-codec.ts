import { type Card, formatCard, formatCards, type HandEvent, parseCard } from '../engine';

/**
 * Events as stored and published: the engine's events with card codes (`As`) instead of its
 * integers. `encodeEvent` and `decodeEvent` are exact inverses, so a stored log replays exactly.
 */
export type EventPayload = Record<string, unknown>;

export function encodeEvent(event: HandEvent): { type: string; payload: EventPayload } {
  const { type, ...rest } = event;
  switch (event.type) {
    case 'deal':
      return { type, payload: { cards: event.cards.map((c) => ({ seat: c.seat, card: formatCard(c.card), up: c.up })) } };
    case 'burn':
      return { type, payload: { card: formatCard(event.card) } };
    case 'board':
      return { type, payload: { cards: formatCards(event.cards) } };
    case 'discard':
      return { type, payload: { seat: event.seat, cards: formatCards(event.cards) } };
    case 'show':
      return { type, payload: { ...rest, cards: formatCards(event.cards) } };
    default:
      return { type, payload: rest };
  }
}

export function decodeEvent(type: string, payload: EventPayload): HandEvent {
  const card = (code: unknown): Card => {
    const c = parseCard(String(code));
    if (c === undefined) throw new Error(`stored event has a bad card code: ${String(code)}`);
    return c;
  };
  const list = (codes: unknown) => (codes as unknown[]).map(card);
  switch (type) {
    case 'deal':
      return { type, cards: (payload.cards as { seat: number; card: string; up: boolean }[]).map((c) => ({ seat: c.seat, card: card(c.card), up: c.up })) };
    case 'burn':
      return { type, card: card(payload.card) };
    case 'board':
      return { type, cards: list(payload.cards) };
    case 'discard':
      return { type, seat: payload.seat as number, cards: list(payload.cards) };
    case 'show':
      return { ...(payload as object), type, cards: list(payload.cards) } as HandEvent;
    default:
      return { ...(payload as object), type } as HandEvent;
  }
}
