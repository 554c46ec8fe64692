import { rankOf } from '../cards';
import { fixedLimitCapped, fixedLimitUnit, showsPair } from '../betting/fixed-limit';
import { potLimitPot } from '../betting/pot-limit';
import { type HandState } from './state';
import { activeCount, bringInIndex, smallBlindIndex, streetOpener } from './positions';

/**
 * The betting round under way, read from the state: facts that the legal actions and the reducer
 * both need (the rules themselves live in `../betting`, as functions of plain numbers).
 */

/** The first round of an ante draw game (jacks or better, lowball with antes): someone must open (§3.7). */
export function openingRound(state: HandState): boolean {
  return state.street === 0 && state.config.game.family === 'draw' && state.config.forcedBets === 'antes';
}

/** Stud third street (or 5 Stud second), before anyone acted: the bring-in is due (§3.3). */
export function bringInDue(state: HandState): boolean {
  return streetOpener(state) === 'bringIn' && state.round.lastActor === null && state.round.currentBet === 0 && bringInIndex(state) !== null;
}

/** Stud: the bring-in is posted and nobody completed yet; the next full raise is the completion. */
export function completionPending(state: HandState): boolean {
  return streetOpener(state) === 'bringIn' && state.round.betCount === 0 && state.round.currentBet > 0;
}

/** 7 Card Stud and 5 Card Stud, second betting round, an active player shows a pair (§3.3). */
export function openPairRound(state: HandState): boolean {
  // The option is on by default only where the game has it (7 Card Stud, 5 Card Stud) and may not be set elsewhere.
  if (!state.config.options.openPairBigBet || state.street !== 1) return false;
  return state.players.some((p) => !p.folded && showsPair(p.cards.filter((c) => c.up).map((c) => rankOf(c.card))));
}

/** P of §3.4: every chip in the pot, bets in front of players included (SB counted as a BB on option). */
export function potForLimit(state: HandState): number {
  let pot = state.config.deadMoney;
  for (const p of state.players) pot += p.committed;
  const { options, stakes } = state.config;
  const sb = options.potLimitSmallBlindAsBig && state.street === 0 ? smallBlindIndex(state) : null;
  return potLimitPot(pot, sb !== null && state.players[sb]!.committed >= stakes.smallBlind ? stakes : null);
}

/** capLiftedHeadsUp (§3.2.2): two players active, and the cap was not reached while more were. */
export function capLifted(state: HandState): boolean {
  return state.config.options.capLiftedHeadsUp && activeCount(state) === 2 && !state.round.capReachedMultiway;
}

/** Whether the cap stops the betting of the round under way (§3.2.2): only calls and folds are left. */
export function roundCapped(state: HandState): boolean {
  return fixedLimitCapped(state.round.betCount, state.config.options.maxBetsPerRound, capLifted(state));
}

/** The fixed-limit unit of the round under way (§3.2.1, §3.3). */
export function roundUnit(state: HandState): number {
  const { stakes } = state.config;
  return fixedLimitUnit(state.config.game.streets[state.street]!.betting.unit, state.round.bigBetUsed, stakes.smallBet, stakes.bigBet);
}
