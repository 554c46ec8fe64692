import {
  awaitingDeal,
  formatCard,
  formatCards,
  handPots,
  type HandState,
  type LegalAction,
  legalActions,
  seatToAct,
} from '../engine';
import type { CardView, HandView, LegalActionView, SeatView } from './dto/hand-view.dto';

export interface HandRecord {
  id: string;
  status: string;
  version: number;
  commitment: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What a caller sees of a hand. Without a seat, everything dealt (the game server's view); with a
 * seat, that player's view: his own cards, every face-up card and the board, and other players'
 * down cards only once they are shown at showdown. With `null`, a spectator's view: what every
 * player at the table sees (face-up cards, the board, shown hands). The undealt deck never appears.
 */
export function toHandView(record: HandRecord, state: HandState, viewer?: number | null): HandView {
  const { config } = state;
  const street = state.street >= 0 ? config.game.streets[state.street]!.name : null;
  const shown = new Set(state.shown.map((s) => s.seat));
  const toActSeat = seatToAct(state);
  const pots = handPots(state, true);
  const seats: SeatView[] = state.players.map((p) => ({
    seat: p.seat,
    ...(p.name !== undefined ? { name: p.name } : {}),
    startingStack: p.startingStack,
    stack: p.stack,
    bet: p.bet,
    committed: p.committed,
    folded: p.folded,
    allIn: !p.folded && p.stack === 0,
    cards: p.cards.map(
      (c): CardView => (viewer === undefined || viewer === p.seat || c.up || shown.has(p.seat) ? { card: formatCard(c.card), up: c.up } : { card: null, up: false }),
    ),
  }));
  const complete = state.complete;
  return {
    id: record.id,
    game: config.game.id,
    bettingStructure: config.bettingStructure,
    stakes: config.stakes,
    button: config.button,
    status: complete ? 'complete' : 'live',
    version: record.version,
    street,
    board: formatCards(state.board),
    seats,
    pot: pots.reduce((n, p) => n + p.amount, 0),
    pots,
    toAct:
      toActSeat === null
        ? null
        : {
            seat: toActSeat,
            // A seat view lists the legal actions only to the player whose turn it is.
            legalActions: viewer === undefined || viewer === toActSeat ? legalActions(state).map(toLegalView) : [],
          },
    result: complete
      ? {
          pots: state.awards.map((a) => ({ amount: a.amount, rake: a.rake, eligible: a.eligible, winners: a.winners })),
          rake: state.awards.reduce((n, a) => n + a.rake, 0),
          ...(state.carried !== null ? { carried: state.carried } : {}),
          finalStacks: state.players.map((p) => ({ seat: p.seat, stack: p.stack })),
          shown: state.shown.map((s) => ({
            seat: s.seat,
            cards: formatCards(s.cards),
            ...(s.high ? { high: s.high } : {}),
            ...(s.low !== undefined ? { low: s.low } : {}),
          })),
        }
      : null,
    deadMoney: config.deadMoney,
    dealing: config.dealing,
    awaitingDeal: awaitingDeal(state),
    commitment: config.dealing === 'manual' ? null : record.commitment,
    ...(typeof viewer === 'number' ? { viewer } : {}),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function toLegalView(action: LegalAction): LegalActionView {
  switch (action.type) {
    case 'call':
      return { type: 'call', amount: action.amount, allIn: action.allIn };
    case 'bet':
    case 'raise':
    case 'complete':
      return { type: action.type, min: action.min, max: action.max, ...(action.amounts ? { amounts: action.amounts } : {}) };
    case 'bringIn':
      return { type: 'bringIn', amount: action.amount, allIn: action.allIn };
    case 'discard':
      return { type: 'discard', count: action.count, cards: formatCards(action.cards) };
    case 'draw':
      return { type: 'draw', maxCards: action.max, cards: formatCards(action.cards) };
    case 'deal':
      return { type: 'deal', seat: action.seat, count: action.count, faces: action.faces };
    case 'show':
      return { type: 'show', ...(action.unknownCards ? { unknownCards: action.unknownCards } : {}) };
    default:
      return { type: action.type };
  }
}
