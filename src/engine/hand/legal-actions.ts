import { type Card, formatCard, formatCards, isKnownCard, UNKNOWN } from '../cards';
import { bringInChoices } from '../betting/bring-in';
import { fixedLimitRaiseTo, openPairChoices } from '../betting/fixed-limit';
import { minRaiseTo, noLimitReopened } from '../betting/no-limit';
import { fixedPotOpening, mayOpen } from '../betting/opening';
import { potLimitRaiseRange } from '../betting/pot-limit';
import { bringInDue, completionPending, openingRound, openPairRound, potForLimit, roundCapped, roundUnit } from './round';
import { type ConcreteAction, type HandState, type LegalAction, type PlayerAction, type RuleViolation, type RuleViolationCode } from './state';
import { describeDeal, describeLegal, describeRange } from './describe';
import { resolveIntent } from './intents';
import { actorIndex, awaitingDeal, currentStep } from './positions';
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
 * resolved, `resolveIntent`), the legal action it matched (whose amounts `apply` records, so each
 * amount has one source) and, for bets and raises, the chosen total; for a show, the hand to show
 * (unknown cards named).
 */
export type Checked = { ok: true; index: number; action: ConcreteAction; legal: LegalAction; amount?: number; shown?: Card[] } | { ok: false; violation: RuleViolation };

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
  const allowed = legal.find((l) => l.type === action.type);
  if (!allowed) {
    return violation('action_not_allowed', `seat ${toAct} may not ${action.type} now; allowed: ${describeLegal(legal)}`);
  }
  const accept = (extra: { amount?: number; shown?: Card[] } = {}): Checked => ({ ok: true, index: toActIndex, action, legal: allowed, ...extra });
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

/**
 * The betting actions of the player at `index` (§3.1 to §3.7), each amount from the rule of the
 * hand's structure (`../betting`): fold, check or call, and a bet, raise or completion when one is
 * allowed; in stud the bring-in first.
 */
export function bettingActions(state: HandState, index: number): LegalAction[] {
  const { config, round, players } = state;
  const { stakes } = config;
  const player = players[index]!;
  const allInTo = player.bet + player.stack;
  const othersCanCall = (level: number) => players.some((p, i) => i !== index && !p.folded && p.bet + p.stack > level);

  if (bringInDue(state)) {
    const choices = bringInChoices(stakes.bringIn, stakes.smallBet, player.stack, othersCanCall(Math.min(stakes.bringIn, player.stack)));
    const actions: LegalAction[] = [{ type: 'bringIn', amount: choices.bringIn, allIn: choices.allIn }];
    if (choices.completeTo !== null) actions.push({ type: 'complete', min: choices.completeTo, max: choices.completeTo });
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
    const requirement = state.lowball ? null : config.game.openingRequirement;
    if (!mayOpen(requirement, player.cards.map((c) => c.card), holdsUnknown(player.cards))) return actions;
    if (structure === 'potLimit' && config.options.potOpening === 'fixedPot') {
      const to = fixedPotOpening(potForLimit(state), allInTo);
      actions.push({ type: 'bet', min: to, max: to });
      return actions;
    }
  }
  if (structure === 'fixedLimit') {
    if (player.actedAt !== null && !(round.fullLevel > player.actedAt)) return actions;
    if (roundCapped(state)) return actions;
    const type = round.currentBet === 0 ? 'bet' : completionPending(state) ? 'complete' : 'raise';
    const base = round.currentBet === 0 ? 0 : round.fullLevel;
    if (openPairRound(state) && !round.bigBetUsed) {
      actions.push({ type, ...openPairChoices(base, stakes.smallBet, stakes.bigBet, allInTo) });
      return actions;
    }
    const to = fixedLimitRaiseTo(base, roundUnit(state), allInTo);
    actions.push({ type, min: to, max: to });
    return actions;
  }
  const type = round.currentBet === 0 ? 'bet' : 'raise';
  if (player.actedAt !== null && !noLimitReopened(round.currentBet, player.actedAt, round.lastFullRaise)) return actions;
  if (structure === 'potLimit') {
    actions.push({ type, ...potLimitRaiseRange(potForLimit(state), round.currentBet, player.bet, round.lastFullRaise, stakes.minBet, allInTo) });
  } else {
    actions.push({ type, min: Math.min(minRaiseTo(round.currentBet, round.lastFullRaise, stakes.minBet), allInTo), max: allInTo });
  }
  return actions;
}
