import type { HandState } from '../engine';
import type { HandView } from '../hands/dto/hand-view.dto';
import type { EventPayload } from '../hands/hand-codec';
import { cardVisibility, toActView } from '../hands/hand-view.mapper';

/** One event of a hand's log as a viewer may see it, with the hand's turn and version once it is applied. */
export interface HandEventView {
  seq: number;
  type: string;
  payload: EventPayload;
  /** The hand's version once this event is applied (its sequence number). */
  version: number;
  status: 'live' | 'complete';
  toAct: HandView['toAct'];
}

type Visible = (owner: number | null, up: boolean) => boolean;

/**
 * An event (stored form: card codes) as `viewer` sees it, judged on the state right after it, by the
 * rule of the seat views (`cardVisibility`). A hidden card becomes null where it stood, so counts stay
 * public (a draw of three shows three nulls). Without a viewer, the event as stored.
 */
export function toEventView(seq: number, type: string, payload: EventPayload, after: HandState, viewer: number | undefined): HandEventView {
  return {
    seq,
    type,
    payload: viewer === undefined ? payload : redact(type, payload, cardVisibility(after, viewer)),
    version: seq,
    status: after.complete ? 'complete' : 'live',
    toAct: toActView(after, viewer),
  };
}

function redact(type: string, payload: EventPayload, visible: Visible): EventPayload {
  const card = (code: unknown, owner: number | null, up: boolean) => (visible(owner, up) ? code : null);
  const cards = (owner: number | null, up: boolean) => ({ ...payload, cards: (payload.cards as unknown[]).map((c) => card(c, owner, up)) });
  const seat = payload.seat as number;
  switch (type) {
    case 'deal':
      return { cards: (payload.cards as { seat: number; card: unknown; up: boolean }[]).map((c) => ({ seat: c.seat, card: card(c.card, c.seat, c.up), up: c.up })) };
    case 'burn':
      return { ...payload, card: card(payload.card, null, false) };
    case 'reshuffle':
      return cards(null, false);
    case 'board':
      return cards(null, true);
    case 'communityCard':
      return { ...payload, card: card(payload.card, null, true) };
    case 'discard':
    case 'draw':
    case 'replace':
    case 'openers':
    case 'show':
      return cards(seat, false);
    default:
      // A kind of event not listed here that carries cards shows them to nobody but the app: fail closed.
      if ('cards' in payload) return cards(null, false);
      if ('card' in payload) return { ...payload, card: card(payload.card, null, false) };
      return payload;
  }
}
