import { type Card, formatCard, formatCards, isKnownCard, rankOf, UNKNOWN } from '../cards';
import { minRaiseTo, noLimitReopened, potLimitMaxRaiseTo } from '../betting';
import { qualifiesJacksOrBetter } from '../evaluation';
import { type ConcreteAction, type HandState, type LegalAction, type PlayerAction, type RuleViolation, type RuleViolationCode } from './state';
import { describeDeal, describeLegal, describeRange } from './describe';
import { resolveIntent } from './intents';
import { activeCount, actorIndex, awaitingDeal, bringInIndex, currentStep, smallBlindIndex, streetOpener } from './positions';
import { cardNotHeld, countUnknown, describeCards, holdsUnknown, repeatedCard, stubMisfits, whereSeen } from './seen';

/** What the player to act may do, with exact amounts (§3), and the one check every action passes. */

/**
 * Every action the player to act may take now, with exact amounts (§3). Empty when nobody is to act.
 * With manual dealing, while a deal is awaited, the one action listed is that `deal` (the dealer's).
 */
export function legalActions(state: HandState): LegalAction[] {
  const deal = awaitingDeal(state);
  if (deal) return [{ type: 'deal', ...deal }];
  return legalActionsOf(state, actorIndex(state));
}

/** The legal actions of the player at `index`, already known to be the one to act. */
function legalActionsOf(state: HandState, index: number | null): LegalAction[] {
  if (index === null) return [];
  if (state.pendingDiscards.length > 0) {
    const player = state.players[index]!;
    const step = currentStep(state);
    const count = step?.kind === 'discard' ? step.count : 0;
    return [{ type: 'discard', count, cards: player.cards.map((c) => c.card) }];
  }
  if (state.drawRound) {
    const player = state.players[index]!;
    return [{ type: 'draw', max: state.config.options.maxDraw, cards: player.cards.map((c) => c.card) }];
  }
  if (state.showdown) {
    const unknown = countUnknown(state.players[index]!.cards.map((c) => c.card));
    return [unknown > 0 ? { type: 'show', unknownCards: unknown } : { type: 'show' }, { type: 'muck' }];
  }
  return bettingActions(state, index);
}

/**
 * An accepted action carries the actor's index, the action as the rules name it (an intent
 * resolved, `resolveIntent`) and, for bets and raises, the resolved total; for a show, the hand to
 * show (unknown cards named).
 */
export type Checked = { ok: true; index: number; action: ConcreteAction; amount?: number; shown?: Card[] } | { ok: false; violation: RuleViolation };

/** The one gate: an action is accepted exactly when `legalActions` lists it with a fitting amount. */
export function check(state: HandState, intent: PlayerAction): Checked {
  const deal = awaitingDeal(state);
  const toActIndex = deal ? null : actorIndex(state);
  const legal: LegalAction[] = deal ? [{ type: 'deal', ...deal }] : legalActionsOf(state, toActIndex);
  const toAct = toActIndex === null ? null : state.players[toActIndex]!.seat;
  const violation = (code: RuleViolationCode, message: string): Checked => ({ ok: false, violation: { code, message, toAct, legalActions: legal } });
  if (state.complete) return violation('hand_complete', 'the hand is over; no action is expected');
  if (!state.players.some((p) => p.seat === intent.seat)) return violation('unknown_seat', `seat ${intent.seat} is not in this hand`);
  if (deal) return violation('not_your_turn', `no player acts before the dealer deals ${describeDeal(deal)} (a deal action)`);
  if (toActIndex === null) return violation('not_your_turn', 'no player is to act');
  if (intent.seat !== toAct) return violation('not_your_turn', `it is seat ${toAct}'s turn, not seat ${intent.seat}'s`);
  const resolved = resolveIntent(state, toActIndex, intent, legal);
  if (!resolved.ok) return violation(resolved.code, resolved.message);
  const action = resolved.action;
  const accept = (extra: { amount?: number; shown?: Card[] } = {}): Checked => ({ ok: true, index: toActIndex, action, ...extra });
  const allowed = legal.find((l) => l.type === action.type);
  if (!allowed) {
    return violation('action_not_allowed', `seat ${toAct} may not ${action.type} now; allowed: ${describeLegal(legal)}`);
  }
  switch (allowed.type) {
    case 'bet':
    case 'raise':
    case 'complete': {
      const kind = allowed.type === 'bet' ? 'bet' : 'raise';
      let amount = (action as { amount?: unknown }).amount;
      if (amount === undefined && allowed.min === allowed.max) amount = allowed.min;
      if (amount === undefined) return violation('amount_required', `${allowed.type} needs an amount: the total to ${allowed.type} to, ${describeRange(allowed)}`);
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return violation('amount_not_integer', 'amounts are whole numbers of chips');
      if (amount < allowed.min) {
        return violation(`${kind}_below_minimum`, `the smallest ${allowed.type} is to ${allowed.min} (${describeRange(allowed)}), not ${amount}`);
      }
      if (amount > allowed.max) {
        return violation(`${kind}_above_maximum`, `the largest ${allowed.type} is to ${allowed.max} (${describeRange(allowed)}), not ${amount}`);
      }
      if (allowed.amounts && !allowed.amounts.includes(amount)) {
        return violation('amount_not_allowed', `${allowed.type} to ${describeRange(allowed)}, not ${amount}`);
      }
      return accept({ amount });
    }
    case 'draw': {
      const cards = (action as { cards?: readonly Card[] }).cards ?? [];
      if (cards.length > allowed.max) return violation('too_many_cards', `draw at most ${allowed.max} card(s), not ${cards.length}`);
      if (repeatedCard(cards) !== undefined) return violation('wrong_discard_count', 'a card is named twice');
      const stray = cardNotHeld(cards, allowed.cards);
      if (stray !== undefined) return violation('card_not_held', notHeldMessage(stray, toAct!, allowed.cards));
      return accept();
    }
    case 'discard': {
      const cards = (action as { cards?: readonly Card[] }).cards ?? [];
      if (cards.length !== allowed.count || repeatedCard(cards) !== undefined) {
        return violation('wrong_discard_count', `discard exactly ${allowed.count} different card(s) of ${formatCards(allowed.cards).join(' ')}, not ${cards.length}`);
      }
      const stray = cardNotHeld(cards, allowed.cards);
      if (stray !== undefined) return violation('card_not_held', notHeldMessage(stray, toAct!, allowed.cards));
      return accept();
    }
    case 'show': {
      const shown = showCards(state, toActIndex, (action as { cards?: readonly Card[] }).cards);
      if (!shown.ok) return violation(shown.code, shown.message);
      return accept({ shown: shown.cards });
    }
    default:
      return accept();
  }
}

function notHeldMessage(card: Card, seat: number, held: readonly Card[]): string {
  if (card === UNKNOWN) return `seat ${seat} holds only ${countUnknown(held)} unknown card(s) (${formatCards(held).join(' ')})`;
  return `${isKnownCard(card) ? formatCard(card) : String(card)} is not one of seat ${seat}'s cards (${formatCards(held).join(' ')})`;
}

/**
 * A show (§3.10). A hand of known cards is shown as it is (`cards`, if given, must be that hand). A
 * hand holding unknown cards (manual dealing) must name them: `cards` is the whole hand (it contains
 * every known card he holds) or only the cards that replace the unknown ones, in the order they stand
 * in his hand; none may be a card already seen elsewhere, nor one that could not have been in the
 * stub when his `??` were dealt (seen elsewhere since, then reshuffled back: `stubMisfits`). Returns
 * the hand with every card named.
 */
export function showCards(
  state: HandState,
  index: number,
  given: readonly Card[] | undefined,
): { ok: true; cards: Card[] } | { ok: false; code: RuleViolationCode; message: string } {
  const p = state.players[index]!;
  const held = p.cards.map((c) => c.card);
  const known = held.filter((c) => c !== UNKNOWN);
  const unknown = held.length - known.length;
  const expect = unknown === 0 ? `show ${describeCards(held)} (or just show)` : `name his ${unknown} unknown card(s): his whole hand (${describeCards(held)} with each ?? named) or only the ${unknown} card(s) for the ??`;
  const fail = (code: RuleViolationCode, message: string) => ({ ok: false as const, code, message });
  if (given === undefined) return unknown === 0 ? { ok: true, cards: held } : fail('show_cards_mismatch', `seat ${p.seat} holds unknown cards: ${expect}`);
  if (!Array.isArray(given)) return fail('show_cards_mismatch', `cards is a list of cards: ${expect}`);
  const bad = given.find((c) => c !== UNKNOWN && !isKnownCard(c));
  if (bad !== undefined) return fail('invalid_card', `${String(bad)} is not a card; cards are 0..51 (rank * 4 + suit), written As, Td, 2c`);
  if (given.includes(UNKNOWN)) return fail('unknown_card_not_allowed', `a show names real cards, not ??: ${expect}`);
  const twice = repeatedCard(given);
  if (twice !== undefined) return fail('duplicate_card', `${formatCard(twice)} is named twice`);
  let fill: Card[];
  if (given.length === held.length) {
    const missing = known.find((c) => !given.includes(c));
    if (missing !== undefined) return fail('show_cards_mismatch', `seat ${p.seat} holds ${formatCard(missing)}, which the show leaves out: ${expect}`);
    fill = given.filter((c) => !known.includes(c));
  } else if (given.length === unknown) {
    const again = given.find((c) => known.includes(c));
    if (again !== undefined) return fail('duplicate_card', `${formatCard(again)} is already one of seat ${p.seat}'s known cards: ${expect}`);
    fill = [...given];
  } else return fail('show_cards_mismatch', `seat ${p.seat} holds ${held.length} card(s), ${unknown} of them unknown; the show names ${given.length}: ${expect}`);
  for (const card of fill) {
    const where = whereSeen(state, card);
    if (where) return fail('duplicate_card', `${formatCard(card)} is already ${where}; it cannot be one of seat ${p.seat}'s unknown cards`);
  }
  const dealtAt = p.cards.filter((c) => c.card === UNKNOWN).map((c) => c.dealtAt ?? 0);
  const misfits = stubMisfits(state, dealtAt, fill);
  if (misfits) {
    const { cards, after } = misfits;
    const them = cards.length === 1 ? { was: 'was', it: 'it' } : { was: 'were', it: 'them' };
    const seen = `${describeCards(cards)} ${them.was} seen in this hand after`;
    const back = `(a reshuffle put ${them.it} back into the stub later)`;
    if (after === 0) {
      const dealt = unknown === 1 ? 'unknown card was' : 'unknown cards were';
      return fail('duplicate_card', `${seen} seat ${p.seat}'s ${dealt} dealt ${back}: a deck could not have given ${them.it} to him`);
    }
    const dealt = `${unknown - after} of seat ${p.seat}'s ${unknown} unknown cards were dealt`;
    return fail('duplicate_card', `${seen} ${dealt} ${back}: only ${after} of his unknown cards ${after === 1 ? 'was' : 'were'} dealt after that`);
  }
  let next = 0;
  return { ok: true, cards: held.map((c) => (c === UNKNOWN ? fill[next++]! : c)) };
}

export function bettingActions(state: HandState, index: number): LegalAction[] {
  const { config, round, players } = state;
  const player = players[index]!;
  const allInTo = player.bet + player.stack;
  const othersCanCall = (level: number) => players.some((p, i) => i !== index && !p.folded && p.bet + p.stack > level);

  if (bringInDue(state)) {
    // Stud (§3.3): the bring-in player posts the bring-in or completes; he may not fold or check.
    const amount = Math.min(config.stakes.bringIn, player.stack);
    const actions: LegalAction[] = [{ type: 'bringIn', amount, allIn: amount === player.stack }];
    if (allInTo > amount && othersCanCall(amount)) {
      const to = Math.min(config.stakes.smallBet, allInTo);
      actions.push({ type: 'complete', min: to, max: to });
    }
    return actions;
  }

  const toCall = round.currentBet - player.bet;
  const actions: LegalAction[] = [{ type: 'fold' }];
  if (toCall <= 0) actions.push({ type: 'check' });
  else actions.push({ type: 'call', amount: Math.min(toCall, player.stack), allIn: toCall >= player.stack });

  if (allInTo <= round.currentBet) return actions; // nothing beyond the call
  if (!othersCanCall(round.currentBet)) return actions; // nobody could call any part of a raise (§3.1)
  const structure = config.bettingStructure;
  // checkRaiseAllowed off (§1.5): a player who checked this round (he acted at a bet of 0) may not raise.
  if (!config.options.checkRaiseAllowed && player.actedAt === 0) return actions;
  if (round.currentBet === 0 && openingRound(state)) {
    // §3.7: only jacks or better opens the jacks game; in pot limit the opening is the pot itself.
    // A hand holding unknown cards (manual dealing) cannot be checked: his opening is taken on trust.
    if (config.game.id === 'jacksOrBetter' && !state.lowball && !holdsUnknown(player.cards) && !qualifiesJacksOrBetter(player.cards.map((c) => c.card))) return actions;
    if (structure === 'potLimit' && config.options.potOpening === 'fixedPot') {
      const to = Math.min(potForLimit(state), allInTo);
      actions.push({ type: 'bet', min: to, max: to });
      return actions;
    }
  }
  if (structure === 'fixedLimit') {
    if (player.actedAt !== null && !(round.fullLevel > player.actedAt)) return actions;
    if (round.betCount >= config.options.maxBetsPerRound && !capLifted(state)) return actions;
    const type = round.currentBet === 0 ? 'bet' : completionPending(state) ? 'complete' : 'raise';
    const base = round.currentBet === 0 ? 0 : round.fullLevel;
    if (openPairRound(state) && !round.bigBetUsed) {
      // Open pair (§3.3): the small bet or the big bet, until a big one is made.
      const small = base + config.stakes.smallBet;
      const big = base + config.stakes.bigBet;
      if (allInTo <= small) actions.push({ type, min: allInTo, max: allInTo });
      else {
        const top = Math.min(big, allInTo);
        actions.push({ type, min: small, max: top, amounts: [small, top] });
      }
      return actions;
    }
    const to = Math.min(base + roundUnit(state), allInTo);
    actions.push({ type, min: to, max: to });
    return actions;
  }
  const type = round.currentBet === 0 ? 'bet' : 'raise';
  if (player.actedAt !== null && !noLimitReopened(round.currentBet, player.actedAt, round.lastFullRaise)) return actions;
  const minTo = Math.min(minRaiseTo(round.currentBet, round.lastFullRaise, config.stakes.minBet), allInTo);
  let maxTo = allInTo;
  if (structure === 'potLimit') {
    maxTo = Math.min(Math.max(potLimitMaxRaiseTo(potForLimit(state), round.currentBet, player.bet), minTo), allInTo);
  }
  actions.push({ type, min: minTo, max: maxTo });
  return actions;
}

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
  const { config } = state;
  if (!config.options.openPairBigBet || state.street !== 1) return false;
  if (config.game.id !== 'sevenCardStud' && config.game.id !== 'fiveCardStud') return false;
  return state.players.some((p) => {
    if (p.folded) return false;
    const ranks = p.cards.filter((c) => c.up).map((c) => rankOf(c.card));
    return new Set(ranks).size < ranks.length;
  });
}

/** P of §3.4: every chip in the pot, bets in front of players included (SB counted as a BB on option). */
export function potForLimit(state: HandState): number {
  let pot = state.config.deadMoney;
  for (const p of state.players) pot += p.committed;
  const { options, stakes } = state.config;
  if (options.potLimitSmallBlindAsBig && state.street === 0) {
    const sb = smallBlindIndex(state);
    if (sb !== null && state.players[sb]!.committed >= stakes.smallBlind) pot += stakes.bigBlind - stakes.smallBlind;
  }
  return pot;
}

export function capLifted(state: HandState): boolean {
  return state.config.options.capLiftedHeadsUp && activeCount(state) === 2 && !state.round.capReachedMultiway;
}

export function roundUnit(state: HandState): number {
  const street = state.config.game.streets[state.street]!;
  if (state.round.bigBetUsed) return state.config.stakes.bigBet;
  return street.betting.unit === 'small' ? state.config.stakes.smallBet : state.config.stakes.bigBet;
}
