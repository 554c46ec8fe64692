import fc from 'fast-check';
import {
  apply,
  type Action,
  awaitingDeal,
  type Card,
  createHand,
  findGame,
  type GameId,
  type HandConfig,
  type HandConfigInput,
  type HandEvent,
  type HandState,
  isKnownCard,
  type LegalAction,
  legalActions,
  replay,
  seatToAct,
  seededRng,
  UNKNOWN,
  validateConfig,
} from '../../../src/engine';

/**
 * Property test of the hand engine on random hands: random table sizes, stacks (some shorter than
 * the blinds), structures, seeded decks and random legal actions, with illegal ones tried along the
 * way. Checks the invariants someone relies on:
 * - chips are conserved: final stacks + rake = starting stacks + dead money, and no stack goes negative;
 * - every hand terminates;
 * - every listed legal action is accepted (the one played is drawn from the list);
 * - actions outside the legal set (wrong seat, one chip outside the range, a wrong discard) are
 *   rejected and leave the state exactly as it was;
 * - replaying the events (and any prefix) rebuilds the same state;
 * - an intent naming the action played (`checkOrCall`, `betOrRaiseTo`, `allIn`) causes the same events;
 * - in a hand nobody folds (`neverFold`), every pot is contested by at least two players: dead money
 *   (a big-blind ante, carried `deadMoney`) is nobody's contribution (§3.8), so a player beaten by
 *   every other hand wins nothing and ends with exactly his starting stack minus everything he put
 *   in, his ante included.
 *
 * `manualRuns` plays each random hand twice: from its seeded deck, then dealt by hand (manual
 * dealing) with the cards the deck dealt, as deal actions, and the same player actions. Both must end
 * in the same state; with `unknown`, some down cards are dealt as `??` and named at showdown.
 */
export interface PropertyOptions {
  /** Fixed table size (e.g. 8 to reach the stud short-stub rule). */
  players?: number;
  /** `neverFold`: players only check, call, bet or raise, so every hand reaches the last street. */
  policy?: 'random' | 'neverFold';
  /** Blind games: antes as well (§3.6), by every player or by the big blind alone; default none. */
  antes?: 'none' | 'mixed';
}

/** Runs the property on `runs` random hands; returns how often each event type occurred. */
export function propertyRuns(game: GameId, runs: number, salt = 0, options: PropertyOptions = {}): Map<string, number> {
  const seen = new Map<string, number>();
  randomHands(game, runs, salt, options, (input, actionSeed) => {
    const validated = validateConfig(input);
    if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
    for (const e of playRandomHand(validated.config, actionSeed, options.policy ?? 'random').events) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
  });
  return seen;
}

/**
 * Manual dealing against the deck: each random hand from its seeded deck, then dealt by hand with the
 * same cards and actions; returns how often each event type occurred in the manual hands, and under
 * `reshuffledCardRefused` how many shows naming a card reshuffled after the ?? were refused.
 */
export function manualRuns(game: GameId, runs: number, salt = 0, options: PropertyOptions & { unknown?: boolean } = {}): Map<string, number> {
  const seen = new Map<string, number>();
  randomHands(game, runs, salt, options, (input, actionSeed) => {
    const fromDeck = validateConfig(input);
    const { seed: _seed, ...rest } = input;
    const byHand = validateConfig({ ...rest, dealing: 'manual' });
    if (!fromDeck.ok || !byHand.ok) throw new Error(JSON.stringify([fromDeck, byHand]));
    const deckHand = playRandomHand(fromDeck.config, actionSeed, options.policy ?? 'random');
    const manualHand = playByHand(byHand.config, deckHand, options.unknown ? seededRng(`${actionSeed}??`) : null);
    for (const e of manualHand.events) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
    seen.set('reshuffledCardRefused', (seen.get('reshuffledCardRefused') ?? 0) + manualHand.reshuffledCardRefused);
    expectSameEnd(deckHand.state, manualHand.state, options.unknown === true);
  });
  return seen;
}

function randomHands(game: GameId, runs: number, salt: number, options: PropertyOptions, run: (input: HandConfigInput, actionSeed: number) => void): void {
  const def = findGame(game)!;
  const arb = fc.record({
    players: options.players ? fc.constant(options.players) : fc.integer({ min: 2, max: def.maxPlayers }),
    structure: fc.constantFrom(...def.structures.allowed),
    stacks: fc.array(fc.integer({ min: 1, max: 400 }), { minLength: def.maxPlayers, maxLength: def.maxPlayers }),
    shortStacks: fc.boolean(),
    button: fc.nat(),
    seed: fc.string({ minLength: 1, maxLength: 12 }),
    actionSeed: fc.integer(),
    rake: fc.boolean(),
    deadMoney: fc.constantFrom(0, 0, 0, 7),
    variant: fc.boolean(),
    anteStyle: fc.constantFrom('uniform', 'bigBlind'),
  });
  fc.assert(
    fc.property(arb, (p) => {
      const seats = Array.from({ length: p.players }, (_, i) => ({
        seat: i * 2 + 1, // gaps between seat numbers
        stack: p.shortStacks && i % 2 === 0 ? 1 + (p.stacks[i]! % 3) : p.stacks[i]!,
      }));
      const stud = def.family === 'stud';
      const antes = def.forcedBets === 'antes' && !(game === 'lowballDraw' && p.shortStacks);
      // Blind games with antes: every player 1, or the big blind alone one ante of 4 for the table.
      const blindAntes = options.antes === 'mixed' && !antes ? (p.anteStyle === 'bigBlind' ? { ante: 4, anteStyle: 'bigBlind' as const } : { ante: 1 }) : {};
      const stakes = stud
        ? { smallBet: 4, bigBet: 8, ante: p.deadMoney === 7 ? 0 : 1, bringIn: p.rake ? 1 : 2 }
        : p.structure === 'fixedLimit'
          ? { smallBet: 4, bigBet: 8, ...(antes ? { ante: 2 } : game === 'lowballDraw' ? { smallBlind: 2, bigBlind: 4, ...blindAntes } : blindAntes) }
          : antes
            ? { ante: 2 }
            : { smallBlind: 2, bigBlind: 4, ...blindAntes };
      run({
        game,
        bettingStructure: p.structure,
        stakes,
        seats,
        button: seats[p.button % seats.length]!.seat,
        seed: p.seed,
        deadMoney: p.deadMoney,
        options: {
          ...(p.rake ? { rakeBasisPoints: 500, rakeCap: 7 } : {}),
          // Half the hands allow conceding unseen at showdown (§3.10).
          ...(p.variant ? { allowMuck: true } : {}),
          // The draw games' opening options (§3.7) vary with the same flag.
          ...(game === 'jacksOrBetter' ? { noOpener: p.variant ? 'lowballDraw' : 'redeal' } : {}),
          ...((game === 'jacksOrBetter' || game === 'lowballDraw') && p.structure === 'potLimit' && p.variant ? { potOpening: 'potLimit' } : {}),
        },
      }, p.actionSeed);
    }),
    { numRuns: runs, seed: 0x5eed + salt, endOnFailure: true },
  );
}

interface PlayedHand {
  events: HandEvent[];
  /** The player actions, in order. */
  actions: Action[];
  state: HandState;
}

function playRandomHand(config: HandConfig, actionSeed: number, policy: 'random' | 'neverFold'): PlayedHand {
  const rng = seededRng(String(actionSeed));
  const intentRng = seededRng(`${actionSeed}/intent`);
  const started = createHand(config);
  let state = started.state;
  const events = [...started.events];
  const actions: Action[] = [];
  const start = config.seats.reduce((n, s) => n + s.stack, 0) + config.deadMoney;
  for (let steps = 0; !state.complete; steps++) {
    if (steps > 500) throw new Error('the hand did not terminate');
    const seat = seatToAct(state);
    const legal = legalActions(state);
    if (seat === null || legal.length === 0) throw new Error(`a live hand has nobody to act after ${JSON.stringify(events.slice(-4))} showdown ${JSON.stringify(state.showdown)} step ${state.step} street ${state.street} round ${JSON.stringify(state.round)} players ${JSON.stringify(state.players.map((p) => [p.seat, p.stack, p.bet, p.folded, p.actedAt]))}`);
    if (rng.below(3) === 0) expectRejected(state, illegalVariant(state, seat, legal, rng));
    const action = pick(seat, policy === 'neverFold' && legal.length > 1 ? legal.filter((l) => l.type !== 'fold') : legal, rng);
    const result = apply(state, action);
    if (!result.ok) throw new Error(`a listed action was refused: ${JSON.stringify(action)}: ${result.violation.message}`);
    if (intentRng.below(4) === 0) expectSameAsIntent(state, action, result.events);
    for (const p of result.state.players) if (p.stack < 0) throw new Error(`seat ${p.seat} has a negative stack`);
    expectCardsAccounted(result.state);
    events.push(...result.events);
    actions.push(action);
    state = result.state;
  }
  const rake = state.awards.reduce((n, a) => n + a.rake, 0);
  const carried = state.carried ?? 0;
  const end = state.players.reduce((n, p) => n + p.stack, 0);
  if (end + rake + carried !== start) throw new Error(`chips not conserved: ${end} + rake ${rake} + carried ${carried} != ${start}`);
  if (state.players.every((p) => !p.folded)) expectContested(state);
  expectReplays(config, events, state, rng);
  return { events, actions, state };
}

/**
 * The intent that names the same action (`checkOrCall` for a check or call, `betOrRaiseTo` for a
 * bet, raise or completion, `allIn` for whatever puts the whole stack in) is accepted and causes
 * exactly the same events.
 */
function expectSameAsIntent(state: HandState, action: Action, events: readonly HandEvent[]): void {
  if (action.type === 'deal') return;
  const player = state.players.find((p) => p.seat === action.seat)!;
  const first = events[0]!;
  const intents: Action[] = [];
  if (action.type === 'check' || action.type === 'call') intents.push({ seat: action.seat, type: 'checkOrCall' });
  if (action.type === 'bet' || action.type === 'raise' || action.type === 'complete') intents.push({ seat: action.seat, type: 'betOrRaiseTo', amount: action.amount! });
  if ('allIn' in first && first.allIn && player.stack > 0) intents.push({ seat: action.seat, type: 'allIn' });
  for (const intent of intents) {
    const viaIntent = apply(state, intent);
    if (!viaIntent.ok) throw new Error(`${JSON.stringify(intent)} for ${JSON.stringify(action)} was refused: ${viaIntent.violation.message}`);
    if (JSON.stringify(viaIntent.events) !== JSON.stringify(events)) throw new Error(`${JSON.stringify(intent)} did not cause what ${JSON.stringify(action)} did`);
  }
}

/**
 * A hand nobody folded (§3.8): each non-all-in player matched every bet and uncalled excess went
 * back, so every pot has at least two eligible players; dead money sits in the main pot, never in a
 * pot of the player who posted it. In a game with one ranking, the player whose hand is beaten by
 * every other wins nothing: he ends with his starting stack minus everything he put in.
 */
function expectContested(state: HandState): void {
  for (const pot of state.awards) {
    if (pot.eligible.length < 2) throw new Error(`pot ${pot.index} of ${pot.amount} is nobody's but seat ${pot.eligible.join()}'s in a hand nobody folded: ${JSON.stringify(state.awards)}`);
  }
  const side = state.shown.every((s) => s.high !== undefined && s.low === undefined) ? 'high' : state.shown.every((s) => s.high === undefined && s.low) ? 'low' : null;
  if (side === null || state.shown.length < 2) return;
  const ranks = state.shown.map((s) => ({ seat: s.seat, rank: s[side]!.rank }));
  const worst = Math.max(...ranks.map((r) => r.rank));
  const losers = ranks.filter((r) => r.rank === worst);
  if (losers.length !== 1) return;
  const loser = state.players.find((p) => p.seat === losers[0]!.seat)!;
  if (loser.stack !== loser.startingStack - loser.committed) {
    throw new Error(`seat ${loser.seat}, beaten by every hand, ends with ${loser.stack}, not ${loser.startingStack} - ${loser.committed} put in: ${JSON.stringify(state.awards)}`);
  }
}

function expectReplays(config: HandConfig, events: readonly HandEvent[], state: HandState, rng: ReturnType<typeof seededRng>): void {
  const rebuilt = replay(config, events);
  if (!sameState(rebuilt, state)) throw new Error('replaying the events does not rebuild the final state');
  const cut = rng.below(events.length + 1);
  const prefix = replay(config, events.slice(0, cut));
  if (prefix.version !== cut) throw new Error('a replayed prefix has the wrong version');
}

/**
 * Every card is in exactly one place: live hands, board, stub, burns, muck, or a draw's current
 * discards. With manual dealing the stub and burns are notional (`??`), as are unseen down cards: the
 * places still number 52, and no known card is in two of them.
 */
function expectCardsAccounted(state: HandState): void {
  const places = [
    ...state.players.filter((p) => !p.folded).flatMap((p) => p.cards.map((c) => c.card)),
    ...state.board,
    ...state.stub.slice(state.deckIndex),
    ...state.burned,
    ...state.mucked,
    ...(state.drawRound?.declared.slice(state.drawRound.served).flatMap((d) => d.cards) ?? []),
  ];
  const known = places.filter(isKnownCard);
  const unknown = places.length - known.length;
  if (places.length !== 52 || new Set(known).size !== known.length || (state.config.dealing === 'deck' && unknown > 0)) {
    throw new Error(`cards not accounted for: ${places.length} places, ${new Set(known).size} distinct known cards, ${unknown} unknown`);
  }
}

/** One awaited deal of the deck hand: the cards the deck dealt to a seat (or the board) in one step. */
interface DealUnit {
  seat: number | null;
  cards: Card[];
}

/**
 * The deck hand's deals as manual deal actions, in order: each hole-card event split by player (in
 * dealing order, each player's cards pass by pass), board cards and the community card without a
 * seat, and a player's replacements in one deal even when a reshuffle cut them in two.
 */
function dealUnits(events: readonly HandEvent[]): DealUnit[] {
  const units: DealUnit[] = [];
  let replacing: DealUnit | null = null;
  for (const e of events) {
    if (e.type === 'replace') {
      if (replacing && replacing.seat === e.seat) replacing.cards.push(...e.cards);
      else units.push((replacing = { seat: e.seat, cards: [...e.cards] }));
      continue;
    }
    if (e.type !== 'reshuffle') replacing = null;
    if (e.type === 'deal') {
      const bySeat = new Map<number, Card[]>();
      for (const d of e.cards) bySeat.set(d.seat, [...(bySeat.get(d.seat) ?? []), d.card]);
      for (const [seat, cards] of bySeat) units.push({ seat, cards });
    }
    if (e.type === 'board') units.push({ seat: null, cards: [...e.cards] });
    if (e.type === 'communityCard') units.push({ seat: null, cards: [e.card] });
  }
  return units;
}

/**
 * Plays the deck hand again dealt by hand: every awaited deal takes the next unit of the deck's
 * deals (with `unknown`, some down cards dealt as `??`); every decision replays the deck hand's
 * action, written for the cards the player is known to hold (a card he holds as `??` is thrown as
 * `??`). At showdown a contender holding `??` mucks if he mucked from the deck, and otherwise shows
 * the cards the deck gave him; first, if a reshuffle put a known card back into the stub after all
 * his `??` were dealt, the same show with that card for one of his `??` must be refused. Along the
 * way, wrong deals are tried and must be refused unchanged.
 */
function playByHand(config: HandConfig, deckHand: PlayedHand, unknown: ReturnType<typeof seededRng> | null): PlayedHand & { reshuffledCardRefused: number } {
  const rng = seededRng(`${deckHand.events.length}/${deckHand.actions.length}`);
  const units = dealUnits(deckHand.events);
  const started = createHand(config);
  let state = started.state;
  const events = [...started.events];
  const actions: Action[] = [];
  let next = 0;
  let reshuffledCardRefused = 0;
  const play = (action: Action) => {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`the manual hand refused ${JSON.stringify(action)}: ${result.violation.code}: ${result.violation.message}`);
    expectCardsAccounted(result.state);
    events.push(...result.events);
    actions.push(action);
    state = result.state;
  };
  for (let steps = 0; !state.complete; steps++) {
    if (steps > 1000) throw new Error('the manual hand did not terminate');
    const deal = awaitingDeal(state);
    if (deal) {
      const unit = units.shift();
      if (!unit || unit.seat !== deal.seat || unit.cards.length !== deal.count) throw new Error(`the manual hand awaits ${JSON.stringify(deal)}, the deck dealt ${JSON.stringify(unit)}`);
      if (seatToAct(state) !== null) throw new Error('a player is to act while a deal is awaited');
      if (rng.below(3) === 0) expectRejected(state, wrongDeal(state, deal, unit, rng));
      const dealt = unit.cards.map((c, i) => (unknown && deal.faces[i] === 'down' && unknown.below(3) === 0 ? UNKNOWN : c));
      play({ type: 'deal', ...(deal.seat === null ? {} : { seat: deal.seat }), cards: dealt });
      continue;
    }
    const seat = seatToAct(state);
    if (seat === null) throw new Error('a live manual hand has nobody to act and awaits no deal');
    const legal = legalActions(state);
    const recorded = deckHand.actions[next];
    const show = legal.find((l) => l.type === 'show');
    if (show?.type === 'show' && show.unknownCards) {
      // Only he can name his unknown cards. The deck hand showed them for him, or he acted.
      const acted = recorded?.seat === seat && (recorded.type === 'show' || recorded.type === 'muck');
      if (acted) next++;
      if (acted && recorded.type === 'muck') {
        play({ seat, type: 'muck' });
        continue;
      }
      const real = deckHand.state.players.find((p) => p.seat === seat)!.cards.map((c) => c.card);
      const misfit = reshuffledSinceUnknown(state, seat, real);
      if (misfit) {
        expectRejected(state, { seat, type: 'show', cards: misfit });
        reshuffledCardRefused++;
      }
      play({ seat, type: 'show', cards: real });
      continue;
    }
    if (!recorded) throw new Error('the manual hand goes on after the deck hand ended');
    next++;
    if (recorded.type === 'deal' || recorded.seat !== seat) throw new Error(`the manual hand asks seat ${seat}, the deck hand's next action is ${JSON.stringify(recorded)}`);
    if (rng.below(4) === 0) expectRejected(state, { type: 'deal', cards: [] });
    if (recorded.type === 'discard' || recorded.type === 'draw') {
      const held = state.players.find((p) => p.seat === seat)!.cards.map((c) => c.card);
      play({ ...recorded, cards: recorded.cards.map((c) => (held.includes(c) ? c : UNKNOWN)) });
    } else play(recorded);
  }
  if (units.length > 0 || next !== deckHand.actions.length) throw new Error(`the manual hand ended with ${units.length} deals and ${deckHand.actions.length - next} actions left`);
  expectReplays(config, events, state, rng);
  return { events, actions, state, reshuffledCardRefused };
}

/**
 * The real hand `real` of a player holding `??`, with one card named for a `??` replaced by a known
 * card that a reshuffle put back into the stub after all his `??` were dealt (none could be it), or
 * undefined when there is no such card.
 */
function reshuffledSinceUnknown(state: HandState, seat: number, real: readonly Card[]): Card[] | undefined {
  const held = state.players.find((p) => p.seat === seat)!.cards;
  const latest = Math.max(...held.filter((c) => c.card === UNKNOWN).map((c) => c.dealtAt!));
  const stray = state.reshuffled.filter((r) => r.at > latest).flatMap((r) => r.cards).find((c) => !real.includes(c));
  const named = real.findIndex((c) => !held.some((h) => h.card === c));
  if (stray === undefined || named < 0) return undefined;
  return real.map((c, i) => (i === named ? stray : c));
}

/** An action that must be refused while a deal is awaited: a deal one card short or over, to another seat, naming a card already out or ?? face up; a player's fold. */
function wrongDeal(state: HandState, deal: NonNullable<ReturnType<typeof awaitingDeal>>, unit: DealUnit, rng: ReturnType<typeof seededRng>): Action {
  const seat = deal.seat === null ? {} : { seat: deal.seat };
  const out = [...state.board, ...state.players.filter((p) => !p.folded).flatMap((p) => p.cards.map((c) => c.card)), ...state.mucked].filter(isKnownCard);
  const variants: Action[] = [
    { type: 'deal', ...seat, cards: unit.cards.slice(1) },
    { type: 'deal', ...seat, cards: [...unit.cards, unit.cards[0]!] },
    { type: 'deal', seat: deal.seat === null ? state.players[0]!.seat : state.players.find((p) => p.seat !== deal.seat)!.seat, cards: unit.cards },
  ];
  if (out.length > 0) variants.push({ type: 'deal', ...seat, cards: [out[rng.below(out.length)]!, ...unit.cards.slice(1)] });
  // No player acts while the dealer deals.
  variants.push({ seat: state.players[rng.below(state.players.length)]!.seat, type: 'fold' });
  if (deal.faces.includes('up')) variants.push({ type: 'deal', ...seat, cards: unit.cards.map((c, i) => (deal.faces[i] === 'up' ? UNKNOWN : c)) });
  return variants[rng.below(variants.length)]!;
}

/**
 * The two hands end alike: every player's chips, cards and status, the board, the shown hands, the
 * awards, the muck; the stub, the burns and the reshuffles only by their counts (the manual ones are
 * notional, and the event indexes differ: a deck deals everyone's hole cards in one event).
 * With `??` cards, hands never shown, the muck and the proof of openers stay unknown, and a hand whose
 * `??` was thrown away may hold its cards in another order: shown hands are compared as sets.
 */
function expectSameEnd(deck: HandState, manual: HandState, unknown: boolean): void {
  const view = (s: HandState) => {
    const { config: _c, version: _v, stub, burned, deckIndex, reshuffled, ...rest } = s;
    const base = { ...rest, stubLeft: stub.length - deckIndex, burned: burned.length, reshuffles: reshuffled.length };
    if (!unknown) return base;
    return {
      ...base,
      // A hand won unseen keeps its ?? cards: the shown hands carry the cards that were named.
      players: s.players.map((p) => ({ ...p, cards: p.cards.length })),
      shown: s.shown.map((h) => ({ ...h, cards: [...h.cards].sort((a, b) => a - b) })),
      mucked: s.mucked.length,
      openers: s.openers?.seat ?? null,
      showdown: null,
    };
  };
  const a = JSON.stringify(view(deck));
  const b = JSON.stringify(view(manual));
  if (a !== b) throw new Error(`the manual hand ends differently:\n deck   ${a}\n manual ${b}`);
}

function pick(seat: number, legal: readonly LegalAction[], rng: ReturnType<typeof seededRng>): Action {
  // Fold less often than other actions so that hands reach later streets and showdowns.
  const weighted: LegalAction[] = legal.flatMap((l): LegalAction[] => (l.type === 'fold' ? [l] : [l, l, l]));
  const choice = weighted[rng.below(weighted.length)]!;
  switch (choice.type) {
    case 'bet':
    case 'raise':
    case 'complete': {
      const span = choice.max - choice.min;
      const to = choice.amounts
        ? choice.amounts[rng.below(choice.amounts.length)]!
        : rng.below(4) === 0
          ? choice.max
          : choice.min + rng.below(span + 1);
      return { seat, type: choice.type, amount: to };
    }
    case 'bringIn':
      return { seat, type: 'bringIn' };
    case 'draw': {
      const cards = [...choice.cards];
      const out: number[] = [];
      const count = rng.below(choice.max + 1);
      for (let i = 0; i < count; i++) out.push(cards.splice(rng.below(cards.length), 1)[0]!);
      return { seat, type: 'draw', cards: out };
    }
    case 'discard': {
      const cards = [...choice.cards];
      const out: number[] = [];
      for (let i = 0; i < choice.count; i++) out.push(cards.splice(rng.below(cards.length), 1)[0]!);
      return { seat, type: 'discard', cards: out };
    }
    case 'call':
    case 'check':
    case 'fold':
    case 'show':
    case 'muck':
      return { seat, type: choice.type };
    case 'deal':
      throw new Error('a deck hand never waits for a deal');
  }
}

function illegalVariant(state: HandState, seat: number, legal: readonly LegalAction[], rng: ReturnType<typeof seededRng>): Action {
  const other = state.players.find((p) => p.seat !== seat)!.seat;
  const variants: Action[] = [{ seat: other, type: legal.some((l) => l.type === 'check') ? 'check' : 'fold' }];
  for (const l of legal) {
    if (l.type === 'bet' || l.type === 'raise' || l.type === 'complete') {
      variants.push({ seat, type: l.type, amount: l.min - 1 }, { seat, type: l.type, amount: l.max + 1 });
      if (l.amounts && l.max - l.min > 1) variants.push({ seat, type: l.type, amount: l.min + 1 });
    }
    if (l.type === 'bringIn') variants.push({ seat, type: 'fold' }, { seat, type: 'check' });
    if (l.type === 'draw') {
      const foreign = state.config.deck.find((c) => !l.cards.includes(c))!;
      variants.push({ seat, type: 'draw', cards: [foreign] });
      if (l.max < l.cards.length) variants.push({ seat, type: 'draw', cards: l.cards.slice(0, l.max + 1) });
    }
    if (l.type === 'discard') {
      variants.push({ seat, type: 'discard', cards: l.cards.slice(0, l.count + 1) });
      variants.push({ seat, type: 'discard', cards: l.cards.slice(0, Math.max(0, l.count - 1)) });
    }
  }
  if (!legal.some((l) => l.type === 'check')) variants.push({ seat, type: 'check' });
  if (!legal.some((l) => l.type === 'raise' || l.type === 'bet' || l.type === 'complete')) variants.push({ seat, type: 'raise', amount: 10_000 });
  return variants[rng.below(variants.length)]!;
}

function expectRejected(state: HandState, action: Action): void {
  const before = JSON.stringify(state);
  const result = apply(state, action);
  if (result.ok) throw new Error(`an illegal action was accepted: ${JSON.stringify(action)}`);
  if (JSON.stringify(state) !== before) throw new Error('a rejected action changed the state');
}

function sameState(a: HandState, b: HandState): boolean {
  const strip = (s: HandState) => JSON.stringify({ ...s, config: undefined });
  return strip(a) === strip(b);
}
