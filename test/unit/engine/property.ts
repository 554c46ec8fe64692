import fc from 'fast-check';
import {
  apply,
  type Action,
  createHand,
  findGame,
  type GameId,
  type HandConfig,
  type HandEvent,
  type HandState,
  type LegalAction,
  legalActions,
  replay,
  seatToAct,
  seededRng,
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
 * - replaying the events (and any prefix) rebuilds the same state.
 */
export interface PropertyOptions {
  /** Fixed table size (e.g. 8 to reach the stud short-stub rule). */
  players?: number;
  /** `neverFold`: players only check, call, bet or raise, so every hand reaches the last street. */
  policy?: 'random' | 'neverFold';
}

/** Runs the property on `runs` random hands; returns how often each event type occurred. */
export function propertyRuns(game: GameId, runs: number, salt = 0, options: PropertyOptions = {}): Map<string, number> {
  const seen = new Map<string, number>();
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
  });
  fc.assert(
    fc.property(arb, (p) => {
      const seats = Array.from({ length: p.players }, (_, i) => ({
        seat: i * 2 + 1, // gaps between seat numbers
        stack: p.shortStacks && i % 2 === 0 ? 1 + (p.stacks[i]! % 3) : p.stacks[i]!,
      }));
      const stud = def.family === 'stud';
      const antes = def.forcedBets === 'antes' && !(game === 'lowballDraw' && p.shortStacks);
      const stakes = stud
        ? { smallBet: 4, bigBet: 8, ante: p.deadMoney === 7 ? 0 : 1, bringIn: p.rake ? 1 : 2 }
        : p.structure === 'fixedLimit'
          ? { smallBet: 4, bigBet: 8, ...(antes ? { ante: 2 } : game === 'lowballDraw' ? { smallBlind: 2, bigBlind: 4 } : {}) }
          : antes
            ? { ante: 2 }
            : { smallBlind: 2, bigBlind: 4 };
      const validated = validateConfig({
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
      });
      if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
      for (const e of playRandomHand(validated.config, p.actionSeed, options.policy ?? 'random')) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
    }),
    { numRuns: runs, seed: 0x5eed + salt, endOnFailure: true },
  );
  return seen;
}

function playRandomHand(config: HandConfig, actionSeed: number, policy: 'random' | 'neverFold'): HandEvent[] {
  const rng = seededRng(String(actionSeed));
  const started = createHand(config);
  let state = started.state;
  const events = [...started.events];
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
    for (const p of result.state.players) if (p.stack < 0) throw new Error(`seat ${p.seat} has a negative stack`);
    expectCardsAccounted(result.state);
    events.push(...result.events);
    state = result.state;
  }
  const rake = state.awards.reduce((n, a) => n + a.rake, 0);
  const carried = state.carried ?? 0;
  const end = state.players.reduce((n, p) => n + p.stack, 0);
  if (end + rake + carried !== start) throw new Error(`chips not conserved: ${end} + rake ${rake} + carried ${carried} != ${start}`);
  const rebuilt = replay(config, events);
  if (!sameState(rebuilt, state)) throw new Error('replaying the events does not rebuild the final state');
  const cut = rng.below(events.length + 1);
  const prefix = replay(config, events.slice(0, cut));
  if (prefix.version !== cut) throw new Error('a replayed prefix has the wrong version');
  return events;
}

/** Every card is in exactly one place: live hands, board, stub, burns, muck, or a draw's current discards. */
function expectCardsAccounted(state: HandState): void {
  const places = [
    ...state.players.filter((p) => !p.folded).flatMap((p) => p.cards.map((c) => c.card)),
    ...state.board,
    ...state.stub.slice(state.deckIndex),
    ...state.burned,
    ...state.mucked,
    ...(state.drawRound?.declared.slice(state.drawRound.served).flatMap((d) => d.cards) ?? []),
  ];
  if (places.length !== 52 || new Set(places).size !== 52) throw new Error(`cards not accounted for: ${places.length} places, ${new Set(places).size} distinct`);
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
