import { type HandConfig } from '../config';
import { type Action, type ApplyResult, cloneState, type HandEvent, type HandState, initialState, type LegalAction } from './state';
import { actorIndex } from './positions';
import { check } from './legal-actions';
import { openingRound } from './round';
import { applyEvent } from './reducer';
import { advance, advanceWith, recorder, showEvent } from './flow';
import { planDeal } from './dealing';

/**
 * The door to the hand engine: a pure, deterministic state machine (RULES.md §1.4, §3). Everything
 * outside `src/engine/hand` uses these functions and types; `src/engine/index.ts` re-exports them.
 *
 * A hand is its configuration plus an ordered list of events. `createHand` posts the forced bets and
 * deals up to the first decision; `apply` checks one player action against `legalActions` (the same
 * code lists and accepts it), then runs every automatic step that follows (burns, board cards, the
 * end of a betting round, uncalled bets, showdown, awards) up to the next decision. Each step is an
 * event; `replay(config, events)` folds any prefix of them back into the state at that point.
 *
 * Manual dealing (`dealing: 'manual'`): there is no deck. Wherever the engine would deal, it stops
 * and waits for a `deal` action naming the cards (`awaitingDeal` says which; `legalActions` lists
 * it; `seatToAct` is null meanwhile: it is the dealer's turn, not a player's). Burns and reshuffles
 * stay automatic and notional. Down cards may be dealt as `??` (`UNKNOWN`); a contender still holding
 * one at showdown must `show` with his real cards, or `muck`.
 */

/**
 * Starts a hand from a validated configuration: antes, blinds, hole cards, up to the first decision.
 * Returns the state and the events that produced it (the start of the hand's history).
 */
export function createHand(config: HandConfig): { state: HandState; events: HandEvent[] } {
  const draft = initialState(config);
  const events: HandEvent[] = [];
  advance(draft, events);
  return { state: draft, events };
}

/** Rebuilds the state after the given events (any prefix of a hand's history). */
export function replay(config: HandConfig, events: readonly HandEvent[]): HandState {
  const draft = initialState(config);
  for (const event of events) applyEvent(draft, event);
  return draft;
}

/**
 * The seat whose decision the hand is waiting for, or null (complete, between automatic steps, or
 * waiting for a manual deal: see `awaitingDeal`).
 */
export function seatToAct(state: HandState): number | null {
  const index = actorIndex(state);
  return index === null ? null : state.players[index]!.seat;
}

/**
 * Applies one action: a player's, or the dealer's `deal` in a manual hand. An action that
 * `legalActions` does not allow is rejected with a rule violation and the state is left as it was;
 * an allowed one returns the new state and every event it caused, up to the next decision. A
 * player may also send an intent (`checkOrCall`, `betOrRaiseTo`, `allIn`): it is resolved against
 * the legal actions (`resolveIntent`) and recorded as the action it resolved to.
 */
export function apply(state: HandState, action: Action): ApplyResult {
  if (action.type === 'deal') {
    const planned = planDeal(state, action);
    if (!planned.ok) return { ok: false, violation: planned.violation };
    advanceWith(planned.draft, recorder(planned.draft, planned.events));
    return { ok: true, state: planned.draft, events: planned.events };
  }
  const checked = check(state, action);
  if (!checked.ok) return { ok: false, violation: checked.violation };
  const draft = cloneState(state);
  const events: HandEvent[] = [];
  const emit = recorder(draft, events);
  const index = checked.index;
  const player = draft.players[index]!;
  // An intent (checkOrCall, betOrRaiseTo, allIn) is recorded as the action it resolved to.
  const done = checked.action;
  switch (done.type) {
    case 'fold':
    case 'check':
      emit({ type: done.type, seat: player.seat });
      break;
    case 'call':
    case 'bringIn': {
      // The amount the legal action listed: the call (all-in for less) or the bring-in (§3.3).
      const { amount, allIn } = checked.legal as Extract<LegalAction, { type: 'call' | 'bringIn' }>;
      emit({ type: done.type, seat: player.seat, amount, allIn });
      break;
    }
    case 'bet':
    case 'raise':
    case 'complete': {
      const to = checked.amount!;
      const amount = to - player.bet;
      const opening = done.type === 'bet' && openingRound(state);
      const hand = player.cards.map((c) => c.card);
      emit({ type: done.type, seat: player.seat, to, amount, allIn: amount === player.stack });
      if (opening && state.config.game.openingRequirement !== null && !state.lowball) emit({ type: 'openers', seat: player.seat, cards: hand });
      break;
    }
    case 'discard':
    case 'draw':
      emit({ type: done.type, seat: player.seat, cards: [...done.cards] });
      break;
    case 'show':
      emit(showEvent(draft, index, checked.shown).event);
      break;
    case 'muck':
      emit({ type: 'muck', seat: player.seat });
      break;
  }
  advanceWith(draft, emit);
  return { ok: true, state: draft, events };
}

export type {
  DealtCard,
  PlayerState,
  RoundState,
  HandState,
  DrawRound,
  ShownHand,
  HandSummary,
  PotResult,
  HandEvent,
  HandEventType,
  Action,
  PlayerAction,
  ConcreteAction,
  AwaitedDeal,
  LegalAction,
  RuleViolationCode,
  RuleViolation,
  ApplyResult,
} from './state';
export { INTENT_TYPES, RULE_VIOLATION_CODES, initialState } from './state';
export { resolveIntent } from './intents';
export { awaitingDeal } from './positions';
export { legalActions } from './legal-actions';
export { handPots } from './pots';
export { roundCapped } from './round';
