import { formatCard, formatCards, type HandConfig, type HandEvent, replay } from '../engine';
import type { HandView, SeatView } from '../hands/dto/hand-view.dto';
import { type HandRecord, toHandView } from '../hands/hand-view.mapper';
import type { ReplayDataView, ReplayStepView } from './dto/replay.dto';

/**
 * Everything a replayer needs to show a hand, in one answer: the table after each prefix of the
 * event log (step 0 is the table before the first event, step n the table after n events), the
 * text of each step's event, and the result. Every table is the hand view of that moment for the
 * viewer (`toHandView`), so a step never shows a card the viewer could not see then; the cards an
 * event names (deals, discards, draws) are written out only when that view shows them.
 *
 * `viewer`: undefined, the whole table; a seat, that player's view; null, a spectator's view.
 */
export function replayData(record: HandRecord, config: HandConfig, events: readonly HandEvent[], viewer: number | null | undefined): ReplayDataView {
  const names = new Map(config.seats.filter((s) => s.name !== undefined).map((s) => [s.seat, s.name!]));
  const who = (seat: number) => (names.has(seat) ? `${names.get(seat)} (seat ${seat})` : `Seat ${seat}`);
  const views: HandView[] = [];
  for (let step = 0; step <= events.length; step++) {
    const state = replay(config, events.slice(0, step));
    const view = toHandView({ ...record, version: step, status: state.complete ? 'complete' : 'live' }, state, viewer);
    // A pot once awarded has gone to its winners' stacks: the table no longer shows it.
    const awarded = new Set(state.awards.map((a) => a.index));
    const pots = view.pots.filter((_, i) => !awarded.has(i));
    views.push({ ...view, pots, pot: pots.reduce((n, p) => n + p.amount, 0) });
  }
  const steps: ReplayStepView[] = views.map((view, step) => {
    const event = step === 0 ? undefined : events[step - 1]!;
    return {
      step,
      street: view.street,
      event: event?.type ?? null,
      seat: event && 'seat' in event ? event.seat : null,
      text: event ? describe(event, views[step - 1]!, view, who) : 'The table before the deal',
      seats: view.seats,
      board: view.board,
      pot: view.pot,
      pots: view.pots,
      toAct: view.toAct?.seat ?? null,
    };
  });
  const last = views[views.length - 1]!;
  return {
    id: record.id,
    game: config.game.id,
    gameName: config.game.name,
    family: config.game.family,
    bettingStructure: config.bettingStructure,
    stakes: last.stakes,
    status: last.status,
    view: viewer === undefined ? 'table' : viewer === null ? 'spectator' : 'seat',
    viewer: viewer ?? null,
    button: config.button ?? null,
    buttonKind: config.game.family === 'stud' ? 'dealer' : 'button',
    streets: config.game.streets.map((s) => ({ name: s.name, label: streetLabel(s.name) })),
    steps,
    result: last.result,
  };
}

/** `thirdStreet` → `Third street`, `preflop` → `Preflop`. */
export function streetLabel(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The codes of `cards` as `view` shows them for `seat`: a card that view hides is `??`. */
function asSeen(cards: readonly number[], seat: SeatView | undefined): string[] {
  const visible = new Set((seat?.cards ?? []).map((c) => c.card).filter((c): c is string => c !== null));
  return cards.map((c) => (visible.has(formatCard(c)) ? formatCard(c) : '??'));
}

const seatOf = (view: HandView, seat: number) => view.seats.find((s) => s.seat === seat);
const allIn = (flag: boolean) => (flag ? ' (all-in)' : '');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** One event as a line of the action log, naming only the cards the viewer may see. */
function describe(event: HandEvent, before: HandView, after: HandView, who: (seat: number) => string): string {
  switch (event.type) {
    case 'street':
      return streetLabel(event.name);
    case 'ante':
      return `${who(event.seat)} posts an ante of ${event.amount}`;
    case 'blind':
      return `${who(event.seat)} posts the ${event.blind} blind of ${event.amount}`;
    case 'deal': {
      const bySeat = new Map<number, number[]>();
      for (const c of event.cards) bySeat.set(c.seat, [...(bySeat.get(c.seat) ?? []), c.card]);
      const parts = [...bySeat].map(([seat, cards]) => `${who(seat)} ${asSeen(cards, seatOf(after, seat)).join(' ')}`);
      return `Dealt: ${parts.join(', ')}`;
    }
    case 'burn':
      return 'A card is burned';
    case 'board':
      return `Board: ${formatCards(event.cards).join(' ')}`;
    case 'discardRound':
      return `Each player discards ${plural(event.count, 'card')}`;
    case 'fold':
      return `${who(event.seat)} folds`;
    case 'check':
      return `${who(event.seat)} checks`;
    case 'call':
      return `${who(event.seat)} calls ${event.amount}${allIn(event.allIn)}`;
    case 'bet':
      return `${who(event.seat)} bets ${event.to}${allIn(event.allIn)}`;
    case 'raise':
      return `${who(event.seat)} raises to ${event.to}${allIn(event.allIn)}`;
    case 'complete':
      return `${who(event.seat)} completes to ${event.to}${allIn(event.allIn)}`;
    case 'bringIn':
      return `${who(event.seat)} brings in for ${event.amount}${allIn(event.allIn)}`;
    case 'burnSkipped':
      return 'No burn: the stub is short';
    case 'communityCard':
      return `One community card for everyone: ${formatCard(event.card)}`;
    case 'reshuffle':
      return 'The discards and burns are shuffled into a new stub';
    case 'drawRound':
      return `The draw: ${event.seats.map(who).join(', ')} in turn`;
    case 'draw': {
      if (event.cards.length === 0) return `${who(event.seat)} stands pat`;
      const seen = asSeen(event.cards, seatOf(before, event.seat));
      return `${who(event.seat)} draws ${event.cards.length}${seen.some((c) => c !== '??') ? `, throwing away ${seen.join(' ')}` : ''}`;
    }
    case 'replace': {
      const seen = asSeen(event.cards, seatOf(after, event.seat));
      return `${who(event.seat)} receives ${seen.some((c) => c !== '??') ? seen.join(' ') : plural(event.cards.length, 'card')}`;
    }
    case 'discard': {
      const seen = asSeen(event.cards, seatOf(before, event.seat));
      return `${who(event.seat)} discards ${seen.some((c) => c !== '??') ? seen.join(' ') : plural(event.cards.length, 'card')}`;
    }
    case 'openers':
      return `${who(event.seat)} opens: keeps openers for the showdown`;
    case 'lowballContinuation':
      return 'Nobody opened: the hand goes on as lowball';
    case 'passedOut':
      return `Nobody opened: ${event.carried} carried to the next deal`;
    case 'showdownStarted':
      return `Showdown: ${event.seats.map(who).join(', ')} in turn`;
    case 'muck':
      return `${who(event.seat)} mucks`;
    case 'betReturned':
      return `Uncalled ${event.amount} returned to ${who(event.seat)}`;
    case 'roundEnded':
      return 'Bets are gathered into the pot';
    case 'show': {
      const hands = [event.high?.description, event.low === undefined ? undefined : event.low === null ? 'no low' : `low: ${event.low.description}`].filter(Boolean);
      return `${who(event.seat)} shows ${formatCards(event.cards).join(' ')}${hands.length ? `: ${hands.join(', ')}` : ''}`;
    }
    case 'potAwarded': {
      const pot = event.pot.index === 0 ? 'the main pot' : `side pot ${event.pot.index}`;
      const winners = event.pot.winners.map((w) => `${who(w.seat)} wins ${w.amount}${w.high && w.low ? ` (${w.high} high, ${w.low} low)` : w.low ? ' (low)' : ''}`);
      return `${pot.charAt(0).toUpperCase() + pot.slice(1)} (${event.pot.amount}): ${winners.join(', ')}`;
    }
    case 'handEnded':
      return 'The hand is over';
  }
}
