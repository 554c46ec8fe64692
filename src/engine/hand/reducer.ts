import { type Card, UNKNOWN } from '../cards';
import { bringInToCall } from '../betting/bring-in';
import { fixedLimitIsFull, isOpenPairBigBet } from '../betting/fixed-limit';
import { lastFullRaiseAfter } from '../betting/no-limit';
import { type Street } from '../games';
import { assertNever, type DealtCard, freshRound, type HandEvent, type HandState, type PlayerState } from './state';
import { activeCount, findOpener } from './positions';
import { holdsUnknown, withoutCards } from './seen';
import { openPairRound, roundUnit } from './round';

/** The reducer: one event, one state transition, on a draft that `apply` or `replay` owns. */

export function applyEvent(draft: HandState, event: HandEvent): void {
  draft.version++;
  const player = (seat: number) => draft.players.find((p) => p.seat === seat)!;
  const { round } = draft;
  switch (event.type) {
    case 'street':
      draft.street = event.street;
      draft.step = 0;
      draft.round = freshRound();
      draft.round.lastFullRaise = draft.config.stakes.minBet;
      for (const p of draft.players) {
        p.actedAt = null;
        p.bet = 0;
      }
      skipDisabledSteps(draft);
      openBetting(draft);
      return;
    case 'ante': {
      // Antes are not bets (§3.3, §3.6); a big-blind ante is not even his contribution (§3.8).
      const p = player(event.seat);
      putIn(p, event.amount, false);
      if (draft.config.stakes.anteStyle === 'bigBlind') p.dead += event.amount;
      return;
    }
    case 'blind': {
      const p = player(event.seat);
      putIn(p, event.amount, true);
      if (event.blind === 'big') {
        // The nominal big blind is the bet to call even when it was posted short (§3.6).
        const bb = draft.config.stakes.bigBlind;
        round.currentBet = Math.max(bb, p.bet);
        round.lastFullRaise = bb;
        round.fullLevel = bb;
        round.betCount = 1;
      } else round.currentBet = Math.max(round.currentBet, p.bet);
      return;
    }
    case 'deal': {
      const seats = new Set<number>();
      for (const d of event.cards) {
        const p = player(d.seat);
        p.cards = [...p.cards, dealtCard(d.card, d.up, draft.version)];
        seats.add(d.seat);
      }
      draft.deckIndex += event.cards.length;
      // A deck deals everyone at once; manual dealing one player per event until all are served.
      const served = draft.dealtInStep + seats.size;
      if (served >= activeCount(draft)) {
        draft.dealtInStep = 0;
        nextStep(draft);
      } else draft.dealtInStep = served;
      return;
    }
    case 'burn':
      draft.burned = [...draft.burned, event.card];
      draft.deckIndex++;
      if (draft.drawRound) draft.drawRound = { ...draft.drawRound, burned: true };
      else nextStep(draft);
      return;
    case 'board':
      draft.board = [...draft.board, ...event.cards];
      draft.deckIndex += event.cards.length;
      nextStep(draft);
      return;
    case 'discardRound':
      draft.pendingDiscards = event.seats.map((seat) => draft.players.findIndex((p) => p.seat === seat));
      if (draft.pendingDiscards.length === 0) nextStep(draft);
      return;
    case 'discard': {
      const p = player(event.seat);
      p.cards = withoutCards(p.cards, event.cards);
      draft.mucked = [...draft.mucked, ...event.cards];
      draft.pendingDiscards = draft.pendingDiscards.slice(1);
      if (draft.pendingDiscards.length === 0) nextStep(draft);
      return;
    }
    case 'fold': {
      const p = player(event.seat);
      p.folded = true;
      draft.mucked = [...draft.mucked, ...p.cards.map((c) => c.card)];
      round.lastActor = draft.players.indexOf(p);
      return;
    }
    case 'check': {
      const p = player(event.seat);
      p.actedAt = round.currentBet;
      round.lastActor = draft.players.indexOf(p);
      return;
    }
    case 'call': {
      const p = player(event.seat);
      putIn(p, event.amount, true);
      p.actedAt = round.currentBet;
      round.lastActor = draft.players.indexOf(p);
      return;
    }
    case 'bringIn': {
      // The nominal bring-in is the bet to call even when posted short (§3.3); it is not a bet of the cap.
      const p = player(event.seat);
      putIn(p, event.amount, true);
      round.currentBet = bringInToCall(draft.config.stakes.bringIn, p.bet);
      p.actedAt = round.currentBet;
      round.lastActor = draft.players.indexOf(p);
      return;
    }
    case 'bet':
    case 'raise':
    case 'complete': {
      const p = player(event.seat);
      const index = draft.players.indexOf(p);
      if (draft.config.bettingStructure === 'fixedLimit') {
        const base = round.currentBet === 0 ? 0 : round.fullLevel;
        if (openPairRound(draft) && isOpenPairBigBet(event.to, base, draft.config.stakes.bigBet)) round.bigBetUsed = true;
        if (fixedLimitIsFull(event.to, base, roundUnit(draft))) {
          round.fullLevel = event.to;
          round.betCount++;
          if (round.betCount >= draft.config.options.maxBetsPerRound && activeCount(draft) > 2) round.capReachedMultiway = true;
        }
      } else round.lastFullRaise = lastFullRaiseAfter(round.currentBet, event.to, round.lastFullRaise, draft.config.stakes.minBet);
      putIn(p, event.amount, true);
      round.currentBet = event.to;
      p.actedAt = event.to;
      round.aggressor = index;
      round.lastActor = index;
      return;
    }
    case 'burnSkipped':
      if (draft.drawRound) draft.drawRound = { ...draft.drawRound, burned: true };
      else nextStep(draft);
      return;
    case 'drawRound':
      draft.drawRound = { order: event.seats.map((seat) => draft.players.findIndex((p) => p.seat === seat)), declared: [], burned: false, served: 0, received: 0 };
      settleDrawRound(draft);
      return;
    case 'draw': {
      const p = player(event.seat);
      p.cards = withoutCards(p.cards, event.cards);
      const draw = draft.drawRound!;
      draft.drawRound = { ...draw, declared: [...draw.declared, { seat: event.seat, cards: event.cards }] };
      settleDrawRound(draft);
      return;
    }
    case 'replace': {
      const p = player(event.seat);
      p.cards = [...p.cards, ...event.cards.map((card) => dealtCard(card, false, draft.version))];
      draft.deckIndex += event.cards.length;
      const draw = draft.drawRound!;
      draft.drawRound = { ...draw, received: draw.received + event.cards.length };
      settleDrawRound(draft);
      return;
    }
    case 'openers':
      draft.openers = { seat: event.seat, cards: event.cards };
      return;
    case 'lowballContinuation':
      draft.lowball = true;
      draft.round = freshRound();
      draft.round.lastFullRaise = draft.config.stakes.minBet;
      for (const p of draft.players) p.actedAt = null;
      openBetting(draft);
      return;
    case 'passedOut':
      draft.carried = event.carried;
      return;
    case 'communityCard':
      // Consumes the street's deal: the card is every active player's (§4.4).
      draft.board = [...draft.board, event.card];
      draft.deckIndex++;
      nextStep(draft);
      return;
    case 'reshuffle':
      // The known cards of the muck and the burns go back into the stub: they may be dealt again.
      draft.reshuffled = [...draft.reshuffled, { at: draft.version, cards: [...draft.mucked, ...draft.burned].filter((c) => c !== UNKNOWN) }];
      draft.stub = event.cards;
      draft.deckIndex = 0;
      draft.burned = [];
      draft.mucked = [];
      return;
    case 'betReturned': {
      const p = player(event.seat);
      p.stack += event.amount;
      p.bet -= event.amount;
      p.committed -= event.amount;
      return;
    }
    case 'roundEnded':
      // The bets join the pot; nobody faces a bet any more (the aggressor is kept for the show order).
      for (const p of draft.players) p.bet = 0;
      round.currentBet = 0;
      return;
    case 'showdownStarted':
      draft.showdown = { order: event.seats.map((seat) => draft.players.findIndex((p) => p.seat === seat)), decided: 0 };
      return;
    case 'muck': {
      const p = player(event.seat);
      p.folded = true;
      draft.mucked = [...draft.mucked, ...p.cards.map((c) => c.card)];
      if (draft.showdown) draft.showdown = { ...draft.showdown, decided: draft.showdown.decided + 1 };
      return;
    }
    case 'show': {
      // A hand holding unknown cards is shown with its real cards, in the same places.
      const p = player(event.seat);
      if (holdsUnknown(p.cards)) p.cards = p.cards.map((c, i) => ({ card: event.cards[i]!, up: c.up }));
      if (draft.showdown) draft.showdown = { ...draft.showdown, decided: draft.showdown.decided + 1 };
      draft.shown = [
        ...draft.shown,
        { seat: event.seat, cards: event.cards, ...(event.high ? { high: event.high } : {}), ...(event.low !== undefined ? { low: event.low } : {}) },
      ];
      return;
    }
    case 'potAwarded':
      for (const w of event.pot.winners) player(w.seat).stack += w.amount;
      draft.awards = [...draft.awards, event.pot];
      return;
    case 'handEnded':
      draft.complete = true;
      return;
    default:
      assertNever(event);
  }
}

/**
 * Moves a draw round on after a declaration or a replacement: players fully served (or standing pat)
 * put their discards in the discard pile; when everyone declared and nobody drew, or everyone is
 * served, the round is over.
 */
export function settleDrawRound(draft: HandState): void {
  let draw = draft.drawRound!;
  if (draw.declared.length < draw.order.length) return;
  while (draw.served < draw.order.length && draw.received === draw.declared[draw.served]!.cards.length) {
    draft.mucked = [...draft.mucked, ...draw.declared[draw.served]!.cards];
    draw = { ...draw, served: draw.served + 1, received: 0 };
  }
  const drew = draw.declared.some((d) => d.cards.length > 0);
  if (draw.served === draw.order.length && (draw.burned || !drew)) {
    draft.drawRound = null;
    nextStep(draft);
  } else draft.drawRound = draw;
}

export function nextStep(draft: HandState): void {
  draft.step++;
  skipDisabledSteps(draft);
  openBetting(draft);
}

/** Once a street's cards are out, its betting round's opener is fixed (the showing hands are known). */
export function openBetting(draft: HandState): void {
  const street = draft.config.game.streets[draft.street];
  if (street && draft.step === street.steps.length) draft.round.opener = findOpener(draft);
}

/** Burns are skipped when `burnCards` is off (§1.3). */
export function skipDisabledSteps(draft: HandState): void {
  const street: Street | undefined = draft.config.game.streets[draft.street];
  if (!street) return;
  while (draft.step < street.steps.length && street.steps[draft.step]!.kind === 'burn' && !draft.config.options.burnCards) draft.step++;
}

/** A card dealt by the event at index `at`; an unknown one remembers `at` (`DealtCard.dealtAt`). */
function dealtCard(card: Card, up: boolean, at: number): DealtCard {
  return card === UNKNOWN ? { card, up, dealtAt: at } : { card, up };
}

/** Chips from a player's stack into the pot: in front of him as a bet (`live`), or dead (antes). */
function putIn(p: PlayerState, amount: number, live: boolean): void {
  p.stack -= amount;
  p.committed += amount;
  if (live) p.bet += amount;
}
