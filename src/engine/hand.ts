import { type Card, formatCard, formatCards, rankOf, suitOf } from './cards';
import { fixedLimitIsFull, minRaiseTo, noLimitReopened, potLimitMaxRaiseTo } from './betting';
import type { HandConfig } from './config';
import { compareShowingHands, qualifiesJacksOrBetter } from './evaluation';
import type { DealStep, Street } from './games';
import { buildPots, takeRake } from './pots';
import { seededRng, shuffle } from './rng';
import {
  awardPot,
  buttonOrder,
  evaluateSeat,
  highestCardOrder,
  lowestCardOrder,
  type OddChipOrder,
  type PotAward,
  type SeatHands,
  showdownRankings,
} from './showdown';

/**
 * The hand engine: a pure, deterministic state machine (RULES.md §1.4, §3).
 *
 * A hand is its configuration plus an ordered list of events. `createHand` posts the forced bets and
 * deals up to the first decision; `apply` checks one player action against `legalActions` (the same
 * code lists and accepts it), then runs every automatic step that follows (burns, board cards, the
 * end of a betting round, uncalled bets, showdown, awards) up to the next decision. Each step is an
 * event; `replay(config, events)` folds any prefix of them back into the state at that point.
 */

// ---------------------------------------------------------------------------------------------------
// State

export interface DealtCard {
  card: Card;
  up: boolean;
}

export interface PlayerState {
  seat: number;
  name?: string;
  startingStack: number;
  /** Chips behind (not in front of him this round). */
  stack: number;
  /** Chips in front of him this betting round (blinds included). */
  bet: number;
  /** Everything he put in over the hand (antes, blinds, bets), after uncalled bets returned. */
  committed: number;
  folded: boolean;
  cards: DealtCard[];
  /** Value of the round's current bet when he last acted voluntarily; null = not yet this round. */
  actedAt: number | null;
}

export interface RoundState {
  /** B: the highest bet of the round (pre-flop at least the nominal big blind, §3.6). */
  currentBet: number;
  /** L: the largest full bet or raise increment (no limit, pot limit). */
  lastFullRaise: number;
  /** F: the last full bet level (fixed limit). */
  fullLevel: number;
  /** Full bets and raises made, the big blind counting as the first (fixed limit cap). */
  betCount: number;
  /** The cap was reached while more than two players were active (capLiftedHeadsUp, §3.2.2). */
  capReachedMultiway: boolean;
  /** Open-pair round (§3.3): a bet or raise of the big bet was made, so every later raise is one. */
  bigBetUsed: boolean;
  /** Player index of the last bet or raise; null when nobody bet. */
  aggressor: number | null;
  /** Player index of the last player who acted; the next actor is searched from there. */
  lastActor: number | null;
  /** Where the search for the round's first actor starts, fixed when the betting begins. */
  opener: number | null;
}

export type HandPhase = 'dealing' | 'betting' | 'discarding' | 'complete';

export interface HandState {
  config: HandConfig;
  players: PlayerState[];
  /** The cards still to deal from: the configured deck, or a new stub after a reshuffle (§4.4). */
  stub: readonly Card[];
  /** Index of the next card of `stub` to be dealt or burned. */
  deckIndex: number;
  board: Card[];
  burned: Card[];
  /** Folded and discarded cards. */
  mucked: Card[];
  /** Index of the current street in the game's table; -1 before the hand starts. */
  street: number;
  /** Next step of the street; `steps.length` means its betting round. */
  step: number;
  round: RoundState;
  /** Players (indexes) who still owe a mandatory discard in the current discard step, in order. */
  pendingDiscards: number[];
  /** The draw round under way (§4.10), or null. */
  drawRound: DrawRound | null;
  /** Jacks or better: who opened, with his five cards as they were (proof of openers, §3.7). */
  openers: { seat: number; cards: Card[] } | null;
  /** A jacks hand nobody opened, continued as lowball (§3.7 `noOpener = lowballDraw`). */
  lowball: boolean;
  /** Chips carried to the next deal when nobody opened (§3.7 `redeal`); null otherwise. */
  carried: number | null;
  /** `allowMuck` showdown (§3.10): players (indexes) in show order, and how many have decided. */
  showdown: { order: number[]; decided: number } | null;
  shown: ShownHand[];
  awards: PotResult[];
  complete: boolean;
  /** Number of events folded into this state. */
  version: number;
}

export interface DrawRound {
  /** Players (indexes) in drawing order: from the first active player left of the button. */
  order: number[];
  /** Declarations so far, in order: the cards each player threw away (none = stand pat). */
  declared: { seat: number; cards: Card[] }[];
  /** The burn before the replacements is done (or skipped). */
  burned: boolean;
  /** Players fully served so far, and cards already given to the one being served. */
  served: number;
  received: number;
}

export interface ShownHand {
  seat: number;
  cards: Card[];
  high?: HandSummary;
  low?: HandSummary | null;
}

export interface HandSummary {
  rank: number;
  category: string;
  cards: string[];
  description: string;
}

export interface PotResult {
  index: number;
  /** Chips awarded from this pot, after rake. */
  amount: number;
  rake: number;
  eligible: number[];
  winners: PotAward[];
}

// ---------------------------------------------------------------------------------------------------
// Events: everything that happens, in order. Each one is a complete state transition.

export type HandEvent =
  | { type: 'street'; street: number; name: string }
  | { type: 'ante'; seat: number; amount: number }
  | { type: 'blind'; seat: number; blind: 'small' | 'big'; amount: number }
  | { type: 'deal'; cards: { seat: number; card: Card; up: boolean }[] }
  | { type: 'burn'; card: Card }
  | { type: 'board'; cards: Card[] }
  | { type: 'discardRound'; seats: number[]; count: number }
  | { type: 'fold'; seat: number }
  | { type: 'check'; seat: number }
  | { type: 'call'; seat: number; amount: number; allIn: boolean }
  | { type: 'bet' | 'raise' | 'complete'; seat: number; to: number; amount: number; allIn: boolean }
  | { type: 'bringIn'; seat: number; amount: number; allIn: boolean }
  /** Stud, short stub (§4.4): the burn is left out so that every player gets a card. */
  | { type: 'burnSkipped' }
  /** Stud, short stub (§4.4): one card face up in the centre, every active player's card for the street. */
  | { type: 'communityCard'; card: Card }
  /** A new stub (§4.4 `reshuffleThenCommunity`, §4.10): `cards` in their new order. */
  | { type: 'reshuffle'; cards: Card[] }
  /** A draw round opens: these seats declare, in this order (§4.10). */
  | { type: 'drawRound'; seats: number[] }
  /** A player's declaration: the cards he throws away (none = stand pat). Counts are public. */
  | { type: 'draw'; seat: number; cards: Card[] }
  /** Replacement cards for a player, from the stub. */
  | { type: 'replace'; seat: number; cards: Card[] }
  /** Jacks or better: the opener's five cards, recorded when he opens (§3.7). */
  | { type: 'openers'; seat: number; cards: Card[] }
  /** Nobody opened the jacks hand: it goes on as lowball, with a new first round (§3.7). */
  | { type: 'lowballContinuation' }
  /** Nobody opened: the hand ends and the pot is carried to the next deal (§3.7 `redeal`). */
  | { type: 'passedOut'; carried: number }
  /** `allowMuck` (§3.10): a showdown where players after the first may concede unseen, in this order. */
  | { type: 'showdownStarted'; seats: number[] }
  /** A player concedes at showdown without showing: his hand loses every claim. */
  | { type: 'muck'; seat: number }
  | { type: 'discard'; seat: number; cards: Card[] }
  | { type: 'betReturned'; seat: number; amount: number }
  | { type: 'roundEnded' }
  | { type: 'show'; seat: number; cards: Card[]; high?: HandSummary; low?: HandSummary | null }
  | { type: 'potAwarded'; pot: PotResult }
  | { type: 'handEnded'; finalStacks: { seat: number; stack: number }[] };

export type HandEventType = HandEvent['type'];

// ---------------------------------------------------------------------------------------------------
// Actions and rule violations

export type Action =
  | { seat: number; type: 'fold' | 'check' | 'call' }
  | { seat: number; type: 'bet' | 'raise' | 'complete'; amount?: number }
  | { seat: number; type: 'bringIn' }
  | { seat: number; type: 'show' | 'muck' }
  | { seat: number; type: 'discard' | 'draw'; cards: readonly Card[] };

export type LegalAction =
  | { type: 'fold' }
  | { type: 'check' }
  /** `amount`: chips the player adds; `allIn` when that is his whole stack. */
  | { type: 'call'; amount: number; allIn: boolean }
  /**
   * Raise-to totals for the round; `min === max` in fixed limit or when only the all-in is left.
   * `amounts`: the only totals allowed, when they are a choice of two (stud open pair, §3.3).
   * `complete` is the stud completion of the bring-in to the small bet.
   */
  | { type: 'bet' | 'raise' | 'complete'; min: number; max: number; amounts?: number[] }
  /** Stud: post the bring-in (`amount` chips). */
  | { type: 'bringIn'; amount: number; allIn: boolean }
  /** Exactly `count` of `cards` (his hole cards). */
  | { type: 'discard'; count: number; cards: Card[] }
  /** Draw: throw away 0 to `max` of `cards` (his hand) and receive as many. */
  | { type: 'draw'; max: number; cards: Card[] }
  /** Showdown with `allowMuck`: show the hand, or concede without showing. */
  | { type: 'show' }
  | { type: 'muck' };

/** Every reason an action can be refused; each is a stable problem type of the API. */
export const RULE_VIOLATION_CODES = [
  'hand_complete',
  'not_your_turn',
  'unknown_seat',
  'action_not_allowed',
  'amount_required',
  'amount_not_integer',
  'bet_below_minimum',
  'bet_above_maximum',
  'raise_below_minimum',
  'raise_above_maximum',
  'amount_not_allowed',
  'wrong_discard_count',
  'too_many_cards',
  'card_not_held',
] as const;
export type RuleViolationCode = (typeof RULE_VIOLATION_CODES)[number];

export interface RuleViolation {
  code: RuleViolationCode;
  message: string;
  /** Seat whose turn it is, if any. */
  toAct: number | null;
  legalActions: LegalAction[];
}

export type ApplyResult = { ok: true; state: HandState; events: HandEvent[] } | { ok: false; violation: RuleViolation };

// ---------------------------------------------------------------------------------------------------
// Public API

/** The state before anything happens: stacks as configured, nothing posted or dealt. */
export function initialState(config: HandConfig): HandState {
  return {
    config,
    players: config.seats.map((s) => ({
      seat: s.seat,
      ...(s.name !== undefined ? { name: s.name } : {}),
      startingStack: s.stack,
      stack: s.stack,
      bet: 0,
      committed: 0,
      folded: false,
      cards: [],
      actedAt: null,
    })),
    stub: config.deck,
    deckIndex: 0,
    board: [],
    burned: [],
    mucked: [],
    street: -1,
    step: 0,
    round: freshRound(),
    pendingDiscards: [],
    drawRound: null,
    openers: null,
    lowball: false,
    carried: null,
    showdown: null,
    shown: [],
    awards: [],
    complete: false,
    version: 0,
  };
}

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

/** The seat whose decision the hand is waiting for, or null (complete, or between automatic steps). */
export function seatToAct(state: HandState): number | null {
  const index = actorIndex(state);
  return index === null ? null : state.players[index]!.seat;
}

/**
 * Every action the player to act may take now, with exact amounts (§3). Empty when nobody is to act.
 */
export function legalActions(state: HandState): LegalAction[] {
  const index = actorIndex(state);
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
  if (state.showdown) return [{ type: 'show' }, { type: 'muck' }];
  return bettingActions(state, index);
}

/**
 * Applies one player action. An action that `legalActions` does not allow is rejected with a rule
 * violation and the state is left as it was; an allowed one returns the new state and every event
 * it caused, up to the next decision.
 */
export function apply(state: HandState, action: Action): ApplyResult {
  const checked = check(state, action);
  if (!checked.ok) return { ok: false, violation: checked.violation };
  const draft = cloneState(state);
  const events: HandEvent[] = [];
  const emit = (event: HandEvent) => {
    applyEvent(draft, event);
    events.push(event);
  };
  const index = actorIndex(state)!;
  const player = draft.players[index]!;
  switch (action.type) {
    case 'fold':
    case 'check':
      emit({ type: action.type, seat: player.seat });
      break;
    case 'call': {
      const amount = Math.min(draft.round.currentBet - player.bet, player.stack);
      emit({ type: 'call', seat: player.seat, amount, allIn: amount === player.stack });
      break;
    }
    case 'bringIn': {
      const amount = Math.min(draft.config.stakes.bringIn, player.stack);
      emit({ type: 'bringIn', seat: player.seat, amount, allIn: amount === player.stack });
      break;
    }
    case 'bet':
    case 'raise':
    case 'complete': {
      const to = checked.amount!;
      const amount = to - player.bet;
      const opening = action.type === 'bet' && openingRound(state);
      const hand = player.cards.map((c) => c.card);
      emit({ type: action.type, seat: player.seat, to, amount, allIn: amount === player.stack });
      if (opening && state.config.game.id === 'jacksOrBetter') emit({ type: 'openers', seat: player.seat, cards: hand });
      break;
    }
    case 'discard':
    case 'draw':
      emit({ type: action.type, seat: player.seat, cards: [...action.cards] });
      break;
    case 'show':
      emit(showEvent(draft, index).event);
      break;
    case 'muck':
      emit({ type: 'muck', seat: player.seat });
      break;
  }
  advanceWith(draft, emit);
  return { ok: true, state: draft, events };
}

// ---------------------------------------------------------------------------------------------------
// Checking an action against the legal set

type Checked = { ok: true; amount?: number } | { ok: false; violation: RuleViolation };

/** The one gate: an action is accepted exactly when `legalActions` lists it with a fitting amount. */
function check(state: HandState, action: Action): Checked {
  const toActIndex = actorIndex(state);
  const legal = legalActions(state);
  const toAct = toActIndex === null ? null : state.players[toActIndex]!.seat;
  const violation = (code: RuleViolationCode, message: string): Checked => ({ ok: false, violation: { code, message, toAct, legalActions: legal } });
  if (state.complete) return violation('hand_complete', 'the hand is over; no action is expected');
  if (!state.players.some((p) => p.seat === action.seat)) return violation('unknown_seat', `seat ${action.seat} is not in this hand`);
  if (toAct === null) return violation('not_your_turn', 'no player is to act');
  if (action.seat !== toAct) return violation('not_your_turn', `it is seat ${toAct}'s turn, not seat ${action.seat}'s`);
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
      return { ok: true, amount };
    }
    case 'draw': {
      const cards = (action as { cards?: readonly Card[] }).cards ?? [];
      if (cards.length > allowed.max) return violation('too_many_cards', `draw at most ${allowed.max} card(s), not ${cards.length}`);
      if (new Set(cards).size !== cards.length) return violation('wrong_discard_count', 'a card is named twice');
      const stray = cards.find((c) => !allowed.cards.includes(c));
      if (stray !== undefined) return violation('card_not_held', `${formatCard(stray)} is not one of seat ${toAct}'s cards (${formatCards(allowed.cards).join(' ')})`);
      return { ok: true };
    }
    case 'discard': {
      const cards = (action as { cards?: readonly Card[] }).cards ?? [];
      if (cards.length !== allowed.count || new Set(cards).size !== cards.length) {
        return violation('wrong_discard_count', `discard exactly ${allowed.count} different card(s) of ${formatCards(allowed.cards).join(' ')}, not ${cards.length}`);
      }
      const stray = cards.find((c) => !allowed.cards.includes(c));
      if (stray !== undefined) return violation('card_not_held', `${formatCard(stray)} is not one of seat ${toAct}'s cards (${formatCards(allowed.cards).join(' ')})`);
      return { ok: true };
    }
    default:
      return { ok: true };
  }
}

function describeRange(l: { min: number; max: number; amounts?: number[] }): string {
  if (l.amounts) return `exactly ${l.amounts.join(' or ')}`;
  return l.min === l.max ? `exactly ${l.min}` : `${l.min} to ${l.max}`;
}

function describeLegal(legal: readonly LegalAction[]): string {
  return legal
    .map((l) => {
      switch (l.type) {
        case 'call':
          return `call ${l.amount}`;
        case 'bet':
        case 'raise':
        case 'complete':
          return `${l.type} to ${describeRange(l)}`;
        case 'bringIn':
          return `bring in ${l.amount}`;
        case 'discard':
          return `discard ${l.count}`;
        case 'draw':
          return `draw 0 to ${l.max}`;
        default:
          return l.type;
      }
    })
    .join(', ');
}

// ---------------------------------------------------------------------------------------------------
// Betting (§3.1–3.6)

function bettingActions(state: HandState, index: number): LegalAction[] {
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
    if (config.game.id === 'jacksOrBetter' && !state.lowball && !qualifiesJacksOrBetter(player.cards.map((c) => c.card))) return actions;
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
function openingRound(state: HandState): boolean {
  return state.street === 0 && state.config.game.family === 'draw' && state.config.forcedBets === 'antes';
}

/** Stud third street (or 5 Stud second), before anyone acted: the bring-in is due (§3.3). */
function bringInDue(state: HandState): boolean {
  return streetOpener(state) === 'bringIn' && state.round.lastActor === null && state.round.currentBet === 0 && bringInIndex(state) !== null;
}

/** Stud: the bring-in is posted and nobody completed yet; the next full raise is the completion. */
function completionPending(state: HandState): boolean {
  return streetOpener(state) === 'bringIn' && state.round.betCount === 0 && state.round.currentBet > 0;
}

/** 7 Card Stud and 5 Card Stud, second betting round, an active player shows a pair (§3.3). */
function openPairRound(state: HandState): boolean {
  const { config } = state;
  if (!config.options.openPairBigBet || state.street !== 1) return false;
  if (config.game.id !== 'sevenCardStud' && config.game.id !== 'fiveCardStud') return false;
  return state.players.some((p) => {
    if (p.folded) return false;
    const ranks = p.cards.filter((c) => c.up).map((c) => rankOf(c.card));
    return new Set(ranks).size < ranks.length;
  });
}

function streetOpener(state: HandState): string | undefined {
  return state.config.game.streets[state.street]?.betting.opener;
}

/** P of §3.4: every chip in the pot, bets in front of players included (SB counted as a BB on option). */
function potForLimit(state: HandState): number {
  let pot = state.config.deadMoney;
  for (const p of state.players) pot += p.committed;
  const { options, stakes } = state.config;
  if (options.potLimitSmallBlindAsBig && state.street === 0) {
    const sb = smallBlindIndex(state);
    if (sb !== null && state.players[sb]!.committed >= stakes.smallBlind) pot += stakes.bigBlind - stakes.smallBlind;
  }
  return pot;
}

function capLifted(state: HandState): boolean {
  return state.config.options.capLiftedHeadsUp && activeCount(state) === 2 && !state.round.capReachedMultiway;
}

function roundUnit(state: HandState): number {
  const street = state.config.game.streets[state.street]!;
  if (state.round.bigBetUsed) return state.config.stakes.bigBet;
  return street.betting.unit === 'small' ? state.config.stakes.smallBet : state.config.stakes.bigBet;
}

// ---------------------------------------------------------------------------------------------------
// Who acts

function actorIndex(state: HandState): number | null {
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
function nextBettor(state: HandState): number | null {
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
function roundOpener(state: HandState): number {
  return state.round.opener ?? findOpener(state);
}

function findOpener(state: HandState): number {
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
function bringInIndex(state: HandState): number | null {
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
function bestShowingIndex(state: HandState): number {
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

function buttonIndex(state: HandState): number {
  return state.players.findIndex((p) => p.seat === state.config.button);
}

/** Heads-up the button posts the small blind (§3.6). */
function smallBlindIndex(state: HandState): number | null {
  if (state.config.forcedBets !== 'blinds') return null;
  const n = state.players.length;
  return n === 2 ? buttonIndex(state) : (buttonIndex(state) + 1) % n;
}

function bigBlindIndex(state: HandState): number {
  return (smallBlindIndex(state)! + 1) % state.players.length;
}

function activeCount(state: HandState): number {
  let n = 0;
  for (const p of state.players) if (!p.folded) n++;
  return n;
}

function currentStep(state: HandState): DealStep | undefined {
  return state.config.game.streets[state.street]?.steps[state.step];
}

// ---------------------------------------------------------------------------------------------------
// Automatic steps: everything between two decisions

function advance(draft: HandState, events: HandEvent[]): void {
  advanceWith(draft, (event) => {
    applyEvent(draft, event);
    events.push(event);
  });
}

function advanceWith(draft: HandState, emit: (event: HandEvent) => void): void {
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
      if (draft.drawRound) {
        if (draft.drawRound.declared.length < draft.drawRound.order.length) return; // waiting for a draw
        serveDraws(draft, emit);
        continue;
      }
      runStep(draft, street.steps[draft.step]!, emit);
      continue;
    }
    if (nextBettor(draft) !== null) return; // waiting for a bettor
    if (nobodyOpened(draft)) {
      // §3.7: a jacks hand may go on as lowball; otherwise the deal is passed out and the pot carried.
      if (draft.config.game.id === 'jacksOrBetter' && !draft.lowball && draft.config.options.noOpener === 'lowballDraw') {
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
    if (draft.showdown === null && muckingAllowed(draft)) {
      // §3.10 allowMuck: the first hand in show order is shown; each later player shows or concedes.
      const order = showOrder(draft);
      emit({ type: 'showdownStarted', seats: order.map((i) => draft.players[i]!.seat) });
      emit(showEvent(draft, order[0]!).event);
      continue;
    }
    if (draft.showdown && draft.showdown.decided < draft.showdown.order.length) return; // waiting to show or muck
    award(draft, emit, true);
    return;
  }
}

/** Antes, then blinds (§3.6). A player who cannot cover one posts what he has and is all-in. */
function postForcedBets(draft: HandState, emit: (event: HandEvent) => void): void {
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

function runStep(draft: HandState, step: DealStep, emit: (event: HandEvent) => void): void {
  const stub = draft.stub;
  const studLater = draft.config.game.family === 'stud' && draft.street > 0;
  switch (step.kind) {
    case 'burn':
      if (studLater) return studBurn(draft, emit);
      emit({ type: 'burn', card: stub[draft.deckIndex]! });
      return;
    case 'board':
      emit({ type: 'board', cards: stub.slice(draft.deckIndex, draft.deckIndex + step.count) });
      return;
    case 'hole': {
      // One card at a time, a pass per face, from the seat left of the button (§1.2).
      const n = draft.players.length;
      const order = Array.from({ length: n }, (_, k) => (buttonIndex(draft) + 1 + k) % n).filter((i) => !draft.players[i]!.folded);
      if (studLater && stubLeft(draft) < order.length * step.faces.length) {
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
    case 'discard': {
      const n = draft.players.length;
      const seats = Array.from({ length: n }, (_, k) => draft.players[(buttonIndex(draft) + 1 + k) % n]!)
        .filter((p) => !p.folded)
        .map((p) => p.seat);
      emit({ type: 'discardRound', seats, count: step.count });
      return;
    }
    case 'draw': {
      const n = draft.players.length;
      const seats = Array.from({ length: n }, (_, k) => draft.players[(buttonIndex(draft) + 1 + k) % n]!)
        .filter((p) => !p.folded)
        .map((p) => p.seat);
      emit({ type: 'drawRound', seats });
      return;
    }
    default:
      return assertNever(step);
  }
}

function stubLeft(state: HandState): number {
  return state.stub.length - state.deckIndex;
}

/**
 * The burn before a later stud street, when the stub may be short (§4.4), with N active players:
 * at least N + 1 cards → burn; exactly N → no burn, so everyone gets a card; fewer than N → (with
 * `reshuffleThenCommunity`, first a new stub from the burns and folded cards) burn if 2 or more are
 * left, and the street becomes one community card.
 */
function studBurn(draft: HandState, emit: (event: HandEvent) => void): void {
  const active = draft.players.filter((p) => !p.folded).length;
  if (stubLeft(draft) < active && draft.config.options.studShortStub === 'reshuffleThenCommunity' && draft.burned.length + draft.mucked.length > 0) {
    const pool = [...draft.stub.slice(draft.deckIndex), ...draft.burned, ...draft.mucked];
    const rng = seededRng(`${formatCards(draft.config.deck).join('')}#reshuffle${draft.version}`);
    emit({ type: 'reshuffle', cards: shuffle(pool, rng) });
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
function serveDraws(draft: HandState, emit: (event: HandEvent) => void): void {
  const draw = draft.drawRound!;
  if (!draw.burned) {
    if (draft.config.options.burnCards && stubLeft(draft) > 0) emit({ type: 'burn', card: draft.stub[draft.deckIndex]! });
    else emit({ type: 'burnSkipped' });
    return;
  }
  const wanted = draw.declared[draw.served]!;
  const need = wanted.cards.length - draw.received;
  if (stubLeft(draft) === 0) {
    const pool = [...draft.mucked, ...draft.burned];
    if (pool.length === 0) throw new RangeError('no cards left to form a new stub');
    const rng = seededRng(`${formatCards(draft.config.deck).join('')}#reshuffle${draft.version}`);
    emit({ type: 'reshuffle', cards: shuffle(pool, rng) });
    return;
  }
  const take = Math.min(need, stubLeft(draft));
  emit({ type: 'replace', seat: wanted.seat, cards: draft.stub.slice(draft.deckIndex, draft.deckIndex + take) });
}

/** The first betting round of an ante draw game ended with nobody opening (§3.7). */
function nobodyOpened(state: HandState): boolean {
  return state.street === 0 && state.config.game.family === 'draw' && state.config.forcedBets === 'antes' && state.round.currentBet === 0 && state.round.aggressor === null;
}

/** End of a betting round (§3.1): the uncalled part of the highest bet goes back, bets join the pot. */
function closeRound(draft: HandState, emit: (event: HandEvent) => void): void {
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
function award(draft: HandState, emit: (event: HandEvent) => void, showdown: boolean): void {
  const { config } = draft;
  const contributions = draft.players.map((p) => ({ seat: p.seat, amount: p.committed, active: !p.folded }));
  const pots = buildPots(contributions, config.deadMoney);
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

function soleActiveSeat(draft: HandState): number {
  return draft.players.find((p) => !p.folded)!.seat;
}

/** A player's hands at showdown, and the event that shows them. */
function showEvent(draft: HandState, index: number): { event: HandEvent; hands: SeatHands } {
  const { config } = draft;
  const rankings = draft.lowball
    ? { high: null, low: config.options.lowballType === 'deuce-to-seven' ? ('deuceToSeven' as const) : ('aceToFive' as const) }
    : showdownRankings(config.game, config.options);
  const p = draft.players[index]!;
  const hole = p.cards.map((c) => c.card);
  const hands = evaluateSeat(config.game, rankings, p.seat, hole, draft.board);
  return {
    hands,
    event: {
      type: 'show',
      seat: p.seat,
      cards: hole,
      ...(hands.high ? { high: summarize(hands.high) } : {}),
      ...(hands.low !== undefined ? { low: hands.low === null ? null : summarize(hands.low) } : {}),
    },
  };
}

/** §3.10: conceding unseen is allowed only with `allowMuck`, and never when an active player is all-in. */
function muckingAllowed(draft: HandState): boolean {
  return draft.config.options.allowMuck && draft.players.every((p) => p.folded || p.stack > 0);
}

/** Odd chips (§3.9): by position from the button, or in stud by the highest (low side: lowest) card. */
function oddChipOrders(draft: HandState): { high: OddChipOrder; low: OddChipOrder } {
  if (draft.config.game.family !== 'stud') {
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
function showOrder(draft: HandState): number[] {
  const n = draft.players.length;
  const first = draft.round.aggressor ?? roundOpener(draft);
  return Array.from({ length: n }, (_, k) => (first + k) % n).filter((i) => !draft.players[i]!.folded);
}

function summarize(value: { rank: number; category: string; cards: Card[]; description: string }): HandSummary {
  return { rank: value.rank, category: value.category, cards: formatCards(value.cards), description: value.description };
}

// ---------------------------------------------------------------------------------------------------
// The reducer: one event, one state transition. Mutates a draft that `apply`/`replay` own.

function applyEvent(draft: HandState, event: HandEvent): void {
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
      const p = player(event.seat);
      p.stack -= event.amount;
      p.committed += event.amount;
      return;
    }
    case 'blind': {
      const p = player(event.seat);
      p.stack -= event.amount;
      p.bet += event.amount;
      p.committed += event.amount;
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
    case 'deal':
      for (const d of event.cards) {
        const p = player(d.seat);
        p.cards = [...p.cards, { card: d.card, up: d.up }];
      }
      draft.deckIndex += event.cards.length;
      nextStep(draft);
      return;
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
      p.cards = p.cards.filter((c) => !event.cards.includes(c.card));
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
      p.stack -= event.amount;
      p.bet += event.amount;
      p.committed += event.amount;
      p.actedAt = round.currentBet;
      round.lastActor = draft.players.indexOf(p);
      return;
    }
    case 'bringIn': {
      // The nominal bring-in is the bet to call even when posted short (§3.3); it is not a bet of the cap.
      const p = player(event.seat);
      p.stack -= event.amount;
      p.bet += event.amount;
      p.committed += event.amount;
      round.currentBet = Math.max(draft.config.stakes.bringIn, p.bet);
      p.actedAt = round.currentBet;
      round.lastActor = draft.players.indexOf(p);
      return;
    }
    case 'bet':
    case 'raise':
    case 'complete': {
      const p = player(event.seat);
      const index = draft.players.indexOf(p);
      const increment = event.to - round.currentBet;
      if (draft.config.bettingStructure === 'fixedLimit') {
        const base = round.currentBet === 0 ? 0 : round.fullLevel;
        if (openPairRound(draft) && event.to - base === draft.config.stakes.bigBet) round.bigBetUsed = true;
        if (fixedLimitIsFull(event.to, base, roundUnit(draft))) {
          round.fullLevel = event.to;
          round.betCount++;
          if (round.betCount >= draft.config.options.maxBetsPerRound && activeCount(draft) > 2) round.capReachedMultiway = true;
        }
      } else {
        const fullIncrement = round.currentBet === 0 ? draft.config.stakes.minBet : round.lastFullRaise;
        if (increment >= fullIncrement) round.lastFullRaise = increment;
      }
      p.stack -= event.amount;
      p.bet += event.amount;
      p.committed += event.amount;
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
      p.cards = p.cards.filter((c) => !event.cards.includes(c.card));
      const draw = draft.drawRound!;
      draft.drawRound = { ...draw, declared: [...draw.declared, { seat: event.seat, cards: event.cards }] };
      settleDrawRound(draft);
      return;
    }
    case 'replace': {
      const p = player(event.seat);
      p.cards = [...p.cards, ...event.cards.map((card) => ({ card, up: false }))];
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
    case 'show':
      if (draft.showdown) draft.showdown = { ...draft.showdown, decided: draft.showdown.decided + 1 };
      draft.shown = [
        ...draft.shown,
        { seat: event.seat, cards: event.cards, ...(event.high ? { high: event.high } : {}), ...(event.low !== undefined ? { low: event.low } : {}) },
      ];
      return;
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
function settleDrawRound(draft: HandState): void {
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

function freshRound(): RoundState {
  return { currentBet: 0, lastFullRaise: 0, fullLevel: 0, betCount: 0, capReachedMultiway: false, bigBetUsed: false, aggressor: null, lastActor: null, opener: null };
}

function nextStep(draft: HandState): void {
  draft.step++;
  skipDisabledSteps(draft);
  openBetting(draft);
}

/** Once a street's cards are out, its betting round's opener is fixed (the showing hands are known). */
function openBetting(draft: HandState): void {
  const street = draft.config.game.streets[draft.street];
  if (street && draft.step === street.steps.length) draft.round.opener = findOpener(draft);
}

/** Burns are skipped when `burnCards` is off (§1.3). */
function skipDisabledSteps(draft: HandState): void {
  const street: Street | undefined = draft.config.game.streets[draft.street];
  if (!street) return;
  while (draft.step < street.steps.length && street.steps[draft.step]!.kind === 'burn' && !draft.config.options.burnCards) draft.step++;
}

/**
 * A draft of the state for one `apply`: the top-level objects are copied field by field (literal
 * shapes keep property access fast); arrays inside are shared, since the reducer replaces rather than
 * mutates them.
 */
function cloneState(s: HandState): HandState {
  const players: PlayerState[] = new Array(s.players.length);
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i]!;
    const copy: PlayerState = {
      seat: p.seat,
      startingStack: p.startingStack,
      stack: p.stack,
      bet: p.bet,
      committed: p.committed,
      folded: p.folded,
      cards: p.cards,
      actedAt: p.actedAt,
    };
    if (p.name !== undefined) copy.name = p.name;
    players[i] = copy;
  }
  const r = s.round;
  return {
    config: s.config,
    players,
    stub: s.stub,
    deckIndex: s.deckIndex,
    board: s.board,
    burned: s.burned,
    mucked: s.mucked,
    street: s.street,
    step: s.step,
    round: {
      currentBet: r.currentBet,
      lastFullRaise: r.lastFullRaise,
      fullLevel: r.fullLevel,
      betCount: r.betCount,
      capReachedMultiway: r.capReachedMultiway,
      bigBetUsed: r.bigBetUsed,
      aggressor: r.aggressor,
      lastActor: r.lastActor,
      opener: r.opener,
    },
    pendingDiscards: s.pendingDiscards,
    drawRound: s.drawRound,
    openers: s.openers,
    lowball: s.lowball,
    carried: s.carried,
    showdown: s.showdown,
    shown: s.shown,
    awards: s.awards,
    complete: s.complete,
    version: s.version,
  };
}

function assertNever(value: never): never {
  throw new RangeError(`unexpected value: ${JSON.stringify(value)}`);
}
