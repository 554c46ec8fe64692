import { type Card, DECK_SIZE, UNKNOWN } from '../cards';
import { type HandConfig } from '../config';
import { type PotAward } from '../showdown';

/** The hand engine's state, events, actions and rule violations: plain data. */

export interface DealtCard {
  card: Card;
  up: boolean;
  /**
   * Manual dealing, `UNKNOWN` cards only: the event index (`version`) of the deal that gave it. The
   * card named for it at showdown must have been in the stub then (see `stubMisfits`).
   */
  dealtAt?: number;
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
  /**
   * The part of `committed` that is dead money, not his contribution (§3.8): a big-blind ante
   * (§3.6). It goes to the main pot; pots are layered from `committed − dead`.
   */
  dead: number;
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

export interface HandState {
  config: HandConfig;
  players: PlayerState[];
  /**
   * The cards still to deal from: the configured deck, or a new stub after a reshuffle (§4.4, §4.10).
   * With manual dealing the stub is notional: as many `UNKNOWN` cards as a real one would hold, so
   * that the short-stub and reshuffle rules fall exactly where they would with a deck.
   */
  stub: readonly Card[];
  /** Index of the next card of `stub` to be dealt or burned. */
  deckIndex: number;
  board: Card[];
  burned: Card[];
  /** Folded and discarded cards. */
  mucked: Card[];
  /**
   * Every reshuffle so far: its event index (`version`) and the known cards it put back into the
   * stub (the muck's and the burns'). A `??` dealt before it cannot be one of those cards.
   */
  reshuffled: { at: number; cards: Card[] }[];
  /** Index of the current street in the game's table; -1 before the hand starts. */
  street: number;
  /** Next step of the street; `steps.length` means its betting round. */
  step: number;
  /** Manual dealing: players already dealt their cards in the current hole-card step (one per deal). */
  dealtInStep: number;
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

export type HandEvent =
  | { type: 'street'; street: number; name: string }
  | { type: 'ante'; seat: number; amount: number }
  | { type: 'blind'; seat: number; blind: 'small' | 'big'; amount: number }
  /** Hole cards: everyone's in one event from a deck; one player's per event with manual dealing. */
  | { type: 'deal'; cards: { seat: number; card: Card; up: boolean }[] }
  /** A burn; with manual dealing the card is always `UNKNOWN` (notional, counted to keep the stub size exact). */
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
  /** A new stub (§4.4 `reshuffleThenCommunity`, §4.10): `cards` in their new order (manual dealing: as many `UNKNOWN`). */
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

export type Action =
  | { seat: number; type: 'fold' | 'check' | 'call' }
  | { seat: number; type: 'bet' | 'raise' | 'complete'; amount?: number }
  /**
   * Intents: what a player means, resolved against the legal actions to the action the rules name,
   * which is what the events record (`resolveIntent`). `checkOrCall` (PHH `cc`): check, or call
   * when facing a bet. `betOrRaiseTo` (PHH `cbr`): bet, raise or complete to `amount`. `allIn`:
   * whatever puts the player's whole stack in, when the structure allows it.
   */
  | { seat: number; type: 'checkOrCall' | 'allIn' }
  | { seat: number; type: 'betOrRaiseTo'; amount?: number }
  | { seat: number; type: 'bringIn' }
  /**
   * `cards`: a showdown contender holding unknown cards (`??`) names his real cards, either his whole
   * hand or only the cards that replace his unknown ones, in the order they stand in his hand.
   */
  | { seat: number; type: 'show'; cards?: readonly Card[] }
  | { seat: number; type: 'muck' }
  | { seat: number; type: 'discard' | 'draw'; cards: readonly Card[] }
  /**
   * Manual dealing: the dealer gives the awaited cards (`awaitingDeal`): one player's cards for the
   * step (`seat`), or the board or stud community card (no `seat`). Down cards may be `UNKNOWN`.
   */
  | { type: 'deal'; seat?: number; cards: readonly Card[] };

/** An action taken by a player (everything but the dealer's `deal`). */
export type PlayerAction = Exclude<Action, { type: 'deal' }>;

/** The intents a player may send instead of naming the rules' action (see `Action`). */
export const INTENT_TYPES = ['checkOrCall', 'betOrRaiseTo', 'allIn'] as const;

/** A player action as the rules name it, as events record it: an intent resolved. */
export type ConcreteAction = Exclude<PlayerAction, { type: (typeof INTENT_TYPES)[number] }>;

/** The deal a manual hand waits for: `count` cards to `seat` (null: the board), with their faces. */
export interface AwaitedDeal {
  seat: number | null;
  count: number;
  faces: ('down' | 'up')[];
}

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
  /**
   * Showdown: show the hand, or concede without showing (`allowMuck`, or a hand holding unknown
   * cards). `unknownCards`: the hand holds that many `??` cards, so the show must name them.
   */
  | { type: 'show'; unknownCards?: number }
  | { type: 'muck' }
  /** Manual dealing: the dealer deals `count` cards to `seat` (null: board or community card), faces in order. */
  | ({ type: 'deal' } & AwaitedDeal);

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
  'deal_not_expected',
  'deal_wrong_seat',
  'deal_wrong_count',
  'duplicate_card',
  'unknown_card_not_allowed',
  'invalid_card',
  'show_cards_mismatch',
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
      dead: 0,
      folded: false,
      cards: [],
      actedAt: null,
    })),
    stub: config.dealing === 'manual' ? new Array<Card>(DECK_SIZE).fill(UNKNOWN) : config.deck,
    deckIndex: 0,
    board: [],
    burned: [],
    mucked: [],
    reshuffled: [],
    street: -1,
    step: 0,
    dealtInStep: 0,
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

export function freshRound(): RoundState {
  return { currentBet: 0, lastFullRaise: 0, fullLevel: 0, betCount: 0, capReachedMultiway: false, bigBetUsed: false, aggressor: null, lastActor: null, opener: null };
}

/**
 * A draft of the state for one `apply`: the top-level objects are copied field by field (literal
 * shapes keep property access fast); arrays inside are shared, since the reducer replaces rather than
 * mutates them.
 */
export function cloneState(s: HandState): HandState {
  const players: PlayerState[] = new Array(s.players.length);
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i]!;
    const copy: PlayerState = {
      seat: p.seat,
      startingStack: p.startingStack,
      stack: p.stack,
      bet: p.bet,
      committed: p.committed,
      dead: p.dead,
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
    reshuffled: s.reshuffled,
    street: s.street,
    step: s.step,
    dealtInStep: s.dealtInStep,
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

export function assertNever(value: never): never {
  throw new RangeError(`unexpected value: ${JSON.stringify(value)}`);
}
