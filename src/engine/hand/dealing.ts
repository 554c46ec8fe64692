import { type Card, formatCard, isKnownCard, UNKNOWN } from '../cards';
import { type Action, cloneState, type HandEvent, type HandState, type RuleViolation, type RuleViolationCode } from './state';
import { actorIndex, awaitingDeal, currentStep, stubLeft } from './positions';
import { describeDeal, describeLegal } from './describe';
import { legalActions } from './legal-actions';
import { drawReshuffle, recorder } from './flow';
import { repeatedCard, whereSeen } from './seen';

/** Manual dealing: checking a `deal` action and turning it into the events a deck would have caused. */

export type DealAction = Extract<Action, { type: 'deal' }>;

export type PlannedDeal = { ok: true; draft: HandState; events: HandEvent[] } | { ok: false; violation: RuleViolation };

/**
 * Checks a deal against the awaited one (`awaitingDeal`) and, when it fits, folds its events into a
 * draft of the state: the hole cards of one player (`deal`), the board cards (`board`), the stud
 * community card (`communityCard`), or a player's draw replacements (`replace`; when the notional
 * stub runs out halfway, `replace`, `reshuffle`, `replace`, exactly as a deck would deal them).
 *
 * Refused, each with its own code: a deal when none is awaited or in a deck hand
 * (`deal_not_expected`); a seat other than the next one in dealing order, or a seat for board cards
 * (`deal_wrong_seat`); another number of cards (`deal_wrong_count`); something that is not a card
 * (`invalid_card`); `??` for a card dealt face up or to the board (`unknown_card_not_allowed`); a
 * known card named twice or already out of the stub: in a hand, on the board, burned, in the muck or
 * among a draw's pending discards (`duplicate_card`). After a reshuffle the muck and the burns are the
 * new stub, so their cards may be dealt again.
 */
export function planDeal(state: HandState, action: DealAction): PlannedDeal {
  const deal = awaitingDeal(state);
  const legal = legalActions(state);
  const actor = deal ? null : actorIndex(state);
  const toAct = actor === null ? null : state.players[actor]!.seat;
  const violation = (code: RuleViolationCode, message: string): PlannedDeal => ({ ok: false, violation: { code, message, toAct, legalActions: legal } });
  if (state.complete) return violation('hand_complete', 'the hand is over; no action is expected');
  if (state.config.dealing !== 'manual') {
    return violation('deal_not_expected', "this hand deals its cards from its deck (dealing 'deck'); deal actions are for hands created with dealing 'manual'");
  }
  if (!deal) {
    return violation('deal_not_expected', `no deal is awaited now: ${toAct === null ? 'nobody is to act' : `seat ${toAct} is to act (${describeLegal(legal)})`}`);
  }
  const seat = (action.seat as number | null | undefined) ?? null;
  if (seat !== deal.seat) {
    const given = seat === null ? 'without a seat' : `to seat ${seat}`;
    const hint = deal.seat === null ? 'these cards go to the table, so the deal names no seat' : "each player's cards are dealt in turn from the button's left";
    return violation('deal_wrong_seat', `the next deal is ${describeDeal(deal)}, not ${given}; ${hint}`);
  }
  const cards: readonly Card[] = Array.isArray(action.cards) ? action.cards : [];
  const bad = cards.find((c) => c !== UNKNOWN && !isKnownCard(c));
  if (bad !== undefined) return violation('invalid_card', `${String(bad)} is not a card; cards are 0..51 (rank * 4 + suit, written As, Td, 2c) or ?? for a card dealt face down unseen`);
  if (cards.length !== deal.count) return violation('deal_wrong_count', `deal exactly ${describeDeal(deal)}, not ${cards.length} card(s)`);
  const upUnknown = cards.findIndex((c, i) => c === UNKNOWN && deal.faces[i] === 'up');
  if (upUnknown >= 0) {
    const what = deal.seat === null ? 'a board card is public' : `card ${upUnknown + 1} of ${deal.count} is dealt face up`;
    return violation('unknown_card_not_allowed', `${what}: name it; ?? stands only for a card dealt face down (${deal.faces.join(', ')})`);
  }
  const twice = repeatedCard(cards);
  if (twice !== undefined) return violation('duplicate_card', `${formatCard(twice)} is named twice in this deal; a deck has one of each card`);

  const draft = cloneState(state);
  const events: HandEvent[] = [];
  const emit = recorder(draft, events);
  const seenIn = (dealt: readonly Card[]): PlannedDeal | null => {
    for (const card of dealt) {
      if (card === UNKNOWN) continue;
      const where = whereSeen(draft, card);
      if (where) return violation('duplicate_card', `${formatCard(card)} is already ${where}; it cannot be dealt`);
    }
    return null;
  };
  if (draft.drawRound) {
    // Draw replacements (§4.10): when the stub runs out, the muck and the burns become the new stub.
    let rest = cards;
    while (rest.length > 0) {
      if (stubLeft(draft) === 0) emit(drawReshuffle(draft));
      const take = rest.slice(0, stubLeft(draft));
      const refused = seenIn(take);
      if (refused) return refused;
      emit({ type: 'replace', seat: seat!, cards: [...take] });
      rest = rest.slice(take.length);
    }
    return { ok: true, draft, events };
  }
  const refused = seenIn(cards);
  if (refused) return refused;
  if (currentStep(draft)?.kind === 'board') emit({ type: 'board', cards: [...cards] });
  else if (seat === null) emit({ type: 'communityCard', card: cards[0]! });
  else emit({ type: 'deal', cards: cards.map((card, i) => ({ seat, card, up: deal.faces[i] === 'up' })) });
  return { ok: true, draft, events };
}
