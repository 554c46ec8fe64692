import { type Card, formatCards, UNKNOWN } from '../cards';
import { type DealStep } from '../games';
import { seededRng, shuffle } from '../rng';
import { awardPot, type SeatHands } from '../showdown/award';
import { evaluateSeat, lowballRanking, showdownRankings } from '../showdown/evaluate';
import { buttonOrder, highestCardOrder, lowestCardOrder, type OddChipOrder } from '../showdown/odd-chips';
import { takeRake } from '../showdown/pots';
import { showOrder as showOrderOf } from '../showdown/show-order';
import { assertNever, type HandEvent, type HandState, type HandSummary } from './state';
import { activeCount, activeFromButton, awaitingDeal, bigBlindIndex, buttonIndex, communityCardDue, nextBettor, roundOpener, smallBlindIndex, stubLeft, studLaterStreet } from './positions';
import { applyEvent } from './reducer';
import { holdsUnknown } from './seen';
import { handPots } from './pots';

/** Automatic steps between two decisions: forced bets, dealing, draws, the end of a round, showdown, awards. */

/** An emitter that folds each event into the draft and records it. */
export function recorder(draft: HandState, events: HandEvent[]): (event: HandEvent) => void {
  return (event) => {
    applyEvent(draft, event);
    events.push(event);
  };
}

export function advance(draft: HandState, events: HandEvent[]): void {
  advanceWith(draft, recorder(draft, events));
}

export function advanceWith(draft: HandState, emit: (event: HandEvent) => void): void {
  const { game } = draft.config;
  for (;;) {
    if (draft.complete) return;
    if (draft.street >= 0 && activeCount(draft) === 1) {
      closeRound(draft, emit);
      award(draft, emit, false);
      return;
    }
    if (draft.street < 0) {
      emit({ type: 'street', street: 0, name: game.streets[0]!.name });
      postForcedBets(draft, emit);
      continue;
    }
    const street = game.streets[draft.street]!;
    if (draft.step < street.steps.length) {
      if (draft.pendingDiscards.length > 0) return; // waiting for a discard
      if (draft.drawRound && draft.drawRound.declared.length < draft.drawRound.order.length) return; // waiting for a draw
      if (awaitingDeal(draft)) return; // manual dealing: waiting for the dealer
      if (draft.drawRound) serveDraws(draft, emit);
      else runStep(draft, street.steps[draft.step]!, emit);
      continue;
    }
    if (nextBettor(draft) !== null) return; // waiting for a bettor
    if (nobodyOpened(draft)) {
      // §3.7: a jacks hand may go on as lowball; otherwise the deal is passed out and the pot carried.
      if (!draft.lowball && draft.config.options.noOpener === 'lowballDraw') {
        emit({ type: 'lowballContinuation' });
        continue;
      }
      emit({ type: 'passedOut', carried: draft.players.reduce((n, p) => n + p.committed, draft.config.deadMoney) });
      emit({ type: 'handEnded', finalStacks: draft.players.map((p) => ({ seat: p.seat, stack: p.stack })) });
      return;
    }
    closeRound(draft, emit);
    if (draft.street + 1 < game.streets.length) {
      emit({ type: 'street', street: draft.street + 1, name: game.streets[draft.street + 1]!.name });
      continue;
    }
    if (draft.showdown === null && (muckingAllowed(draft) || draft.players.some((p) => !p.folded && holdsUnknown(p.cards)))) {
      // §3.10 allowMuck, or a contender whose cards are not all known (manual dealing): hands are
      // revealed one at a time in show order, and some players decide.
      emit({ type: 'showdownStarted', seats: showOrder(draft).map((i) => draft.players[i]!.seat) });
      continue;
    }
    if (draft.showdown && draft.showdown.decided < draft.showdown.order.length) {
      if (!showdownDecisionDue(draft)) {
        emit(showEvent(draft, draft.showdown.order[draft.showdown.decided]!).event);
        continue;
      }
      return; // waiting to show or muck
    }
    award(draft, emit, true);
    return;
  }
}

/** Antes, then blinds (§3.6). A player who cannot cover one posts what he has and is all-in. */
export function postForcedBets(draft: HandState, emit: (event: HandEvent) => void): void {
  const { stakes } = draft.config;
  const n = draft.players.length;
  const blinds = draft.config.forcedBets === 'blinds';
  const bb = blinds ? bigBlindIndex(draft) : -1;
  if (stakes.ante > 0) {
    if (stakes.anteStyle === 'bigBlind' && blinds) {
      // One ante for the table, by the big blind; the blind comes first when he cannot cover both.
      const p = draft.players[bb]!;
      const amount = Math.min(stakes.ante, p.stack - Math.min(stakes.bigBlind, p.stack));
      if (amount > 0) emit({ type: 'ante', seat: p.seat, amount });
    } else {
      for (let k = 1; k <= n; k++) {
        const p = draft.players[(buttonIndex(draft) + k) % n]!;
        const amount = Math.min(stakes.ante, p.stack);
        if (amount > 0) emit({ type: 'ante', seat: p.seat, amount });
      }
    }
  }
  if (blinds) {
    const sb = draft.players[smallBlindIndex(draft)!]!;
    if (stakes.smallBlind > 0 && sb.stack > 0) emit({ type: 'blind', seat: sb.seat, blind: 'small', amount: Math.min(stakes.smallBlind, sb.stack) });
    const big = draft.players[bb]!;
    emit({ type: 'blind', seat: big.seat, blind: 'big', amount: Math.min(stakes.bigBlind, big.stack) });
  }
}

/**
 * In a showdown revealed one hand at a time (`showdown` set): the player whose turn it is decides
 * (shows or concedes) when his hand holds unknown cards (manual dealing: only he can name them), or
 * with `allowMuck` once a hand has been shown (§3.10); otherwise his hand is shown for him.
 */
export function showdownDecisionDue(state: HandState): boolean {
  const showdown = state.showdown;
  if (!showdown || showdown.decided >= showdown.order.length) return false;
  const player = state.players[showdown.order[showdown.decided]!]!;
  return holdsUnknown(player.cards) || (muckingAllowed(state) && state.shown.length > 0);
}

/** One dealing step from the stub. Manual dealing never gets here for hole and board cards: the dealer names them. */
export function runStep(draft: HandState, step: DealStep, emit: (event: HandEvent) => void): void {
  const stub = draft.stub;
  switch (step.kind) {
    case 'burn':
      if (studLaterStreet(draft)) return studBurn(draft, emit);
      emit({ type: 'burn', card: stub[draft.deckIndex]! });
      return;
    case 'board':
      emit({ type: 'board', cards: stub.slice(draft.deckIndex, draft.deckIndex + step.count) });
      return;
    case 'hole': {
      // One card at a time, a pass per face, from the seat left of the button (§1.2).
      const order = activeFromButton(draft);
      if (communityCardDue(draft, step.faces.length)) {
        // Not enough cards for everyone: one community card, face up, for every active player (§4.4).
        emit({ type: 'communityCard', card: stub[draft.deckIndex]! });
        return;
      }
      const cards: { seat: number; card: Card; up: boolean }[] = [];
      let next = draft.deckIndex;
      for (const face of step.faces) {
        for (const i of order) cards.push({ seat: draft.players[i]!.seat, card: stub[next++]!, up: face === 'up' });
      }
      emit({ type: 'deal', cards });
      return;
    }
    case 'discard':
      emit({ type: 'discardRound', seats: activeFromButton(draft).map((i) => draft.players[i]!.seat), count: step.count });
      return;
    case 'draw':
      emit({ type: 'drawRound', seats: activeFromButton(draft).map((i) => draft.players[i]!.seat) });
      return;
    default:
      return assertNever(step);
  }
}

/**
 * The burn before a later stud street, when the stub may be short (§4.4), with N active players:
 * at least N + 1 cards → burn; exactly N → no burn, so everyone gets a card; fewer than N → (with
 * `reshuffleThenCommunity`, first a new stub from the burns and folded cards) burn if 2 or more are
 * left, and the street becomes one community card.
 */
export function studBurn(draft: HandState, emit: (event: HandEvent) => void): void {
  const active = draft.players.filter((p) => !p.folded).length;
  if (stubLeft(draft) < active && draft.config.options.studShortStub === 'reshuffleThenCommunity' && draft.burned.length + draft.mucked.length > 0) {
    emit(reshuffleEvent(draft, [...draft.stub.slice(draft.deckIndex), ...draft.burned, ...draft.mucked]));
  }
  const left = stubLeft(draft);
  if (left > active || (left < active && left >= 2)) emit({ type: 'burn', card: draft.stub[draft.deckIndex]! });
  else emit({ type: 'burnSkipped' });
}

/**
 * After every declaration of a draw round (§4.10): one burn, then each player in order receives all
 * his replacements before the next. Whenever a card is needed and the stub is empty, a new stub is
 * formed from the muck, the burns and the discards of earlier rounds and of players already served,
 * never from the current discards of the player being served or of those still to be served, and
 * shuffled with the hand's seeded generator (so a replay deals the same cards).
 */
export function serveDraws(draft: HandState, emit: (event: HandEvent) => void): void {
  const draw = draft.drawRound!;
  if (!draw.burned) {
    if (draft.config.options.burnCards && stubLeft(draft) > 0) emit({ type: 'burn', card: draft.stub[draft.deckIndex]! });
    else emit({ type: 'burnSkipped' });
    return;
  }
  const wanted = draw.declared[draw.served]!;
  const need = wanted.cards.length - draw.received;
  if (stubLeft(draft) === 0) {
    emit(drawReshuffle(draft));
    return;
  }
  const take = Math.min(need, stubLeft(draft));
  emit({ type: 'replace', seat: wanted.seat, cards: draft.stub.slice(draft.deckIndex, draft.deckIndex + take) });
}

/** §4.10 exhaustion: the new stub is the muck and the burns (never the discards still to be served). */
export function drawReshuffle(draft: HandState): HandEvent {
  const pool = [...draft.mucked, ...draft.burned];
  if (pool.length === 0) throw new RangeError('no cards left to form a new stub');
  return reshuffleEvent(draft, pool);
}

/**
 * A new stub from `pool`, shuffled with the hand's seeded generator so that a replay deals the same
 * cards. With manual dealing the order is nobody's business but the dealer's: the notional stub is
 * as many `UNKNOWN` cards, and the muck and burns it was formed from may be dealt again.
 */
function reshuffleEvent(draft: HandState, pool: Card[]): HandEvent {
  if (draft.config.dealing === 'manual') return { type: 'reshuffle', cards: pool.map(() => UNKNOWN) };
  const rng = seededRng(`${formatCards(draft.config.deck).join('')}#reshuffle${draft.version}`);
  return { type: 'reshuffle', cards: shuffle(pool, rng) };
}

/** The first betting round of an ante draw game ended with nobody opening (§3.7). */
export function nobodyOpened(state: HandState): boolean {
  return state.street === 0 && state.config.game.family === 'draw' && state.config.forcedBets === 'antes' && state.round.currentBet === 0 && state.round.aggressor === null;
}

/** End of a betting round (§3.1): the uncalled part of the highest bet goes back, bets join the pot. */
export function closeRound(draft: HandState, emit: (event: HandEvent) => void): void {
  if (!draft.players.some((p) => p.bet > 0)) return;
  let top = -1;
  let topBet = -1;
  let second = 0;
  draft.players.forEach((p, i) => {
    if (p.bet > topBet) {
      second = Math.max(second, topBet);
      topBet = p.bet;
      top = i;
    } else second = Math.max(second, p.bet);
  });
  if (topBet > second) emit({ type: 'betReturned', seat: draft.players[top]!.seat, amount: topBet - second });
  emit({ type: 'roundEnded' });
}

/**
 * Pots, showdown and awards (§3.8–3.11). With one active player left he takes every pot unseen;
 * otherwise every active hand is shown, from the last aggressor of the final round (or the first
 * player left of the button) clockwise, and each pot goes to its best eligible hand(s).
 */
export function award(draft: HandState, emit: (event: HandEvent) => void, showdown: boolean): void {
  const { config } = draft;
  const pots = handPots(draft);
  const raked = config.options.noFlopNoDrop && draft.street === 0 ? { pots, rake: pots.map(() => 0) } : takeRake(pots, { basisPoints: config.options.rakeBasisPoints, cap: config.options.rakeCap });

  const hands = new Map<number, SeatHands>();
  if (showdown) {
    // Every active hand not shown yet is shown now, in show order (cards speak, §3.10).
    for (const i of showOrder(draft)) {
      const { event, hands: seatHands } = showEvent(draft, i);
      hands.set(seatHands.seat, seatHands);
      if (!draft.shown.some((s) => s.seat === seatHands.seat)) emit(event);
    }
  }
  const orders = oddChipOrders(draft);
  raked.pots.forEach((pot, index) => {
    const winners = showdown
      ? awardPot(pot.amount, pot.eligible.map((seat) => hands.get(seat)!), orders)
      : [{ seat: soleActiveSeat(draft), amount: pot.amount, high: pot.amount, low: 0 }];
    emit({ type: 'potAwarded', pot: { index, amount: pot.amount, rake: raked.rake[index]!, eligible: pot.eligible, winners } });
  });
  emit({ type: 'handEnded', finalStacks: draft.players.map((p) => ({ seat: p.seat, stack: p.stack })) });
}

export function soleActiveSeat(draft: HandState): number {
  return draft.players.find((p) => !p.folded)!.seat;
}

/**
 * A player's hands at showdown, and the event that shows them. `hole`: his cards with the unknown
 * ones named (manual dealing), in the places they hold in his hand; by default the cards he holds.
 */
export function showEvent(draft: HandState, index: number, hole?: readonly Card[]): { event: HandEvent; hands: SeatHands } {
  const { config } = draft;
  const rankings = draft.lowball ? { high: null, low: lowballRanking(config.options.lowballType) } : showdownRankings(config.game, config.options);
  const p = draft.players[index]!;
  const cards = hole ? [...hole] : p.cards.map((c) => c.card);
  const hands = evaluateSeat(config.game, rankings, p.seat, cards, draft.board);
  return {
    hands,
    event: {
      type: 'show',
      seat: p.seat,
      cards,
      ...(hands.high ? { high: summarize(hands.high) } : {}),
      ...(hands.low !== undefined ? { low: hands.low === null ? null : summarize(hands.low) } : {}),
    },
  };
}

/** §3.10: conceding unseen is allowed only with `allowMuck`, and never when an active player is all-in. */
export function muckingAllowed(draft: HandState): boolean {
  return draft.config.options.allowMuck && draft.players.every((p) => p.folded || p.stack > 0);
}

/** Odd chips (§3.9): by position from the button, or in stud by the highest (low side: lowest) card. */
export function oddChipOrders(draft: HandState): { high: OddChipOrder; low: OddChipOrder } {
  if (draft.config.game.oddChips === 'position') {
    const order = buttonOrder(draft.config.button);
    return { high: order, low: order };
  }
  const holdings = new Map(draft.players.map((p) => [p.seat, [...p.cards.map((c) => c.card), ...draft.board]]));
  return { high: highestCardOrder(holdings), low: lowestCardOrder(holdings) };
}

/**
 * Show order (§3.10): the last player to bet or raise in the final round, else the player who would
 * have acted first in it (left of the button; in stud the best showing hand), then clockwise.
 */
export function showOrder(draft: HandState): number[] {
  return showOrderOf(draft.players.length, draft.round.aggressor ?? roundOpener(draft), (i) => draft.players[i]!.folded);
}

export function summarize(value: { rank: number; category: string; cards: Card[]; description: string }): HandSummary {
  return { rank: value.rank, category: value.category, cards: formatCards(value.cards), description: value.description };
}
