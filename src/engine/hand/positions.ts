import { type Card } from '../cards';
import { bringInKey } from '../betting/bring-in';
import { compareShowingHands } from '../evaluation';
import { type DealStep } from '../games';
import { assertNever, type AwaitedDeal, type HandState } from './state';

/** Who is where and who acts: button, blinds, openers (§3.3, §3.6, §2.7), the next player to act. */

export function streetOpener(state: HandState): string | undefined {
  return state.config.game.streets[state.street]?.betting.opener;
}

export function actorIndex(state: HandState): number | null {
  if (state.complete || state.street < 0) return null;
  if (state.pendingDiscards.length > 0) return state.pendingDiscards[0]!;
  const draw = state.drawRound;
  if (draw) return draw.declared.length < draw.order.length ? draw.order[draw.declared.length]! : null;
  const showdown = state.showdown;
  if (showdown) return showdown.decided < showdown.order.length ? showdown.order[showdown.decided]! : null;
  const street = state.config.game.streets[state.street]!;
  if (state.step < street.steps.length) return null;
  return nextBettor(state);
}

/**
 * The next player to prompt in the betting round (§3.1): one who can act (active, chips behind) and
 * has not acted this round or faces a bet. A player who has matched the bet is not prompted when no
 * other active player can act. Searched clockwise from the last actor, or from the round's opener.
 */
export function nextBettor(state: HandState): number | null {
  const { players, round } = state;
  const n = players.length;
  const start = round.lastActor === null ? roundOpener(state) : (round.lastActor + 1) % n;
  for (let k = 0; k < n; k++) {
    const i = (start + k) % n;
    const p = players[i]!;
    if (p.folded || p.stack === 0) continue;
    const facing = p.bet < round.currentBet;
    if (!facing && p.actedAt !== null) continue;
    if (!facing && !players.some((q, j) => j !== i && !q.folded && q.stack > 0)) continue;
    return i;
  }
  return null;
}

/** The index where the search for the round's first actor starts (§3.3, §3.6, §2.7). */
export function roundOpener(state: HandState): number {
  return state.round.opener ?? findOpener(state);
}

export function findOpener(state: HandState): number {
  const n = state.players.length;
  const street = state.config.game.streets[state.street]!;
  // Lowball draw with blinds: the first round starts left of the big blind (§4.9).
  const opener = state.street === 0 && state.config.forcedBets === 'blinds' ? 'leftOfBigBlind' : street.betting.opener;
  switch (opener) {
    case 'leftOfBigBlind':
      return (bigBlindIndex(state) + 1) % n;
    case 'leftOfButton':
      return (buttonIndex(state) + 1) % n;
    case 'bringIn':
      return bringInIndex(state) ?? (buttonIndex(state) + 1) % n;
    case 'bestShowingHand':
      return bestShowingIndex(state);
    default:
      return assertNever(opener);
  }
}

/**
 * The stud bring-in (§3.3): the door card the game's rule picks (`bringInKey`: the lowest, ace high;
 * in razz the highest, ace low). Players without chips left cannot bring in (TV-25).
 */
export function bringInIndex(state: HandState): number | null {
  const rule = state.config.game.bringIn;
  if (rule === null) return null;
  let best: number | null = null;
  let bestKey = 0;
  for (let i = 0; i < state.players.length; i++) {
    const p = state.players[i]!;
    if (p.folded || p.stack === 0) continue;
    const door = p.cards.filter((c) => c.up).at(-1);
    if (!door) continue;
    const key = bringInKey(door.card, rule);
    if (best === null || key < bestKey) {
      best = i;
      bestKey = key;
    }
  }
  return best;
}

/**
 * The best stud showing hand (§2.7): up cards only, no straights or flushes; razz the lowest.
 * Ties go to the tied player first clockwise from the dealer. All-in players count; the search
 * for an actor then moves on clockwise to a player who can act.
 */
export function bestShowingIndex(state: HandState): number {
  const ranking = state.config.game.showingHand ?? 'high';
  const n = state.players.length;
  let best = -1;
  let bestUp: Card[] = [];
  for (let k = 1; k <= n; k++) {
    const i = (buttonIndex(state) + k) % n;
    const p = state.players[i]!;
    if (p.folded) continue;
    const up = p.cards.filter((c) => c.up).map((c) => c.card);
    if (up.length === 0) continue;
    if (best < 0 || compareShowingHands(up, bestUp, ranking) < 0) {
      best = i;
      bestUp = up;
    }
  }
  return best < 0 ? (buttonIndex(state) + 1) % n : best;
}

export function buttonIndex(state: HandState): number {
  return state.players.findIndex((p) => p.seat === state.config.button);
}

/** Heads-up the button posts the small blind (§3.6). */
export function smallBlindIndex(state: HandState): number | null {
  if (state.config.forcedBets !== 'blinds') return null;
  const n = state.players.length;
  return n === 2 ? buttonIndex(state) : (buttonIndex(state) + 1) % n;
}

export function bigBlindIndex(state: HandState): number {
  return (smallBlindIndex(state)! + 1) % state.players.length;
}

/**
 * Players still in the hand, in dealing order: one at a time clockwise from the seat left of the
 * button (§1.2). Deals, mandatory discards and draws all go in this order.
 */
export function activeFromButton(state: HandState): number[] {
  const n = state.players.length;
  const order: number[] = [];
  for (let k = 1; k <= n; k++) {
    const i = (buttonIndex(state) + k) % n;
    if (!state.players[i]!.folded) order.push(i);
  }
  return order;
}

export function activeCount(state: HandState): number {
  let n = 0;
  for (const p of state.players) if (!p.folded) n++;
  return n;
}

export function currentStep(state: HandState): DealStep | undefined {
  return state.config.game.streets[state.street]?.steps[state.step];
}

export function stubLeft(state: HandState): number {
  return state.stub.length - state.deckIndex;
}

/** A later stud street (after the first), where the short-stub rule of §4.4 applies. */
export function studLaterStreet(state: HandState): boolean {
  return state.config.game.family === 'stud' && state.street > 0;
}

/**
 * §4.4: a later stud street whose hole-card step finds fewer cards in the stub than the players
 * still to be dealt need becomes one community card. `dealtInStep` counts players already served
 * (manual dealing), so the answer does not change halfway through a street.
 */
export function communityCardDue(state: HandState, faces: number): boolean {
  return studLaterStreet(state) && stubLeft(state) < (activeFromButton(state).length - state.dealtInStep) * faces;
}

/**
 * Manual dealing: the deal the hand waits for, or null (a deck hand, a player's decision, or the
 * hand is over). While a deal is awaited no player acts (`seatToAct` is null) and `legalActions`
 * lists only this deal. The deals come in the order a deck would deal (RULES.md §1.2, §4.4, §4.10):
 * - hole cards: each active player in dealing order from the button's left receives the step's
 *   cards in one deal (`faces` says which are dealt up); stud third street is 3 cards per player;
 * - board cards: the step's cards in one deal without a seat (3 for a flop);
 * - the stud community card of §4.4: one card without a seat;
 * - draw replacements: after every declaration and the burn, each player who drew N cards receives
 *   them in one deal, in drawing order (a reshuffle of §4.10 may happen inside that deal).
 * Burns and reshuffles are automatic and notional: no card is named.
 */
export function awaitingDeal(state: HandState): AwaitedDeal | null {
  if (state.config.dealing !== 'manual' || state.complete || state.street < 0 || state.pendingDiscards.length > 0) return null;
  const draw = state.drawRound;
  if (draw) {
    // The burn and any reshuffle of an empty stub come first, on their own.
    if (draw.declared.length < draw.order.length || !draw.burned || stubLeft(state) === 0) return null;
    const wanted = draw.declared[draw.served];
    const count = wanted ? wanted.cards.length - draw.received : 0;
    return wanted && count > 0 ? { seat: wanted.seat, count, faces: new Array<'down'>(count).fill('down') } : null;
  }
  const step = currentStep(state);
  if (step?.kind === 'board') return { seat: null, count: step.count, faces: new Array<'up'>(step.count).fill('up') };
  if (step?.kind !== 'hole') return null;
  if (communityCardDue(state, step.faces.length)) return { seat: null, count: 1, faces: ['up'] };
  const next = activeFromButton(state)[state.dealtInStep]!;
  return { seat: state.players[next]!.seat, count: step.faces.length, faces: [...step.faces] };
}
