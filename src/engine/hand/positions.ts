import { type Card, rankOf, suitOf } from '../cards';
import { compareShowingHands } from '../evaluation';
import { type DealStep } from '../games';
import { assertNever, type HandState } from './state';

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
 * The stud bring-in (§3.3): the lowest up card, ace high, suits c < d < h < s (the card integer is
 * exactly that order); in razz the highest, ace low, so `Ks` is the highest card. Players without
 * chips left cannot bring in.
 */
export function bringInIndex(state: HandState): number | null {
  const razz = state.config.game.showdown.high === null;
  let best: number | null = null;
  let bestKey = 0;
  for (let i = 0; i < state.players.length; i++) {
    const p = state.players[i]!;
    if (p.folded || p.stack === 0) continue;
    const door = p.cards.filter((c) => c.up).at(-1);
    if (!door) continue;
    const key = razz ? -(((rankOf(door.card) + 1) % 13) * 4 + suitOf(door.card)) : door.card;
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
  const ranking = state.config.game.showdown.high === null ? 'aceToFive' : 'high';
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
