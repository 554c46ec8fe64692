import {
  apply,
  type Action,
  cards,
  createHand,
  findGame,
  formatCard,
  type HandConfig,
  type HandConfigInput,
  type HandEvent,
  type HandState,
  legalActions,
  orderedDeck,
  replay,
  type RuleViolation,
  seatToAct,
  validateConfig,
} from '../../../src/engine';

/** A validated configuration; fails the test with the validation errors otherwise. */
export function config(input: HandConfigInput): HandConfig {
  const result = validateConfig(input);
  if (!result.ok) throw new Error(`invalid config: ${JSON.stringify(result.errors)}`);
  return result.config;
}

/**
 * A deck order that deals the given hole cards and board cards in a game's own order (RULES.md §1.2):
 * hole cards one pass at a time from the seat left of the button, burns and board cards as the game's
 * streets say; then `after`, if given. Burns and unlisted cards take the unused cards in a fixed order.
 * Assumes every player receives every listed card (nobody folds before his cards are dealt).
 */
export function stackedDeck(opts: { game: string; seats: number[]; button: number; holes: Record<number, string>; board?: string; after?: string }): string[] {
  const game = findGame(opts.game)!;
  const order = [...opts.seats].sort((a, b) => a - b);
  const b = order.indexOf(opts.button);
  const dealOrder = order.map((_, k) => order[(b + 1 + k) % order.length]!);
  const used = new Set<number>([...Object.values(opts.holes).flatMap((h) => cards(h)), ...cards(opts.board ?? ''), ...cards(opts.after ?? '')]);
  const spare = orderedDeck().filter((c) => !used.has(c));
  const holes = new Map(dealOrder.map((s) => [s, opts.holes[s] ? cards(opts.holes[s]) : []]));
  const dealt = new Map(dealOrder.map((s) => [s, 0]));
  const boardCards = cards(opts.board ?? '');
  const deck: number[] = [];
  for (const street of game.streets) {
    for (const step of street.steps) {
      if (step.kind === 'burn' && spare.length > 0) deck.push(spare.shift()!);
      if (step.kind === 'board') for (let i = 0; i < step.count; i++) { const c = boardCards.shift() ?? spare.shift(); if (c !== undefined) deck.push(c); }
      if (step.kind === 'hole') {
        for (let pass = 0; pass < step.faces.length; pass++) {
          for (const s of dealOrder) {
            const n = dealt.get(s)!;
            { const c = holes.get(s)![n] ?? spare.shift(); if (c !== undefined) deck.push(c); }
            dealt.set(s, n + 1);
          }
        }
      }
    }
  }
  // `after`: the cards that follow the deal, in order (draw games: the burn, then the replacements).
  deck.push(...cards(opts.after ?? ''), ...spare);
  // Streets nobody reaches (stud with many players) would ask for more than 52: keep the real deck.
  return deck.filter((c) => c !== undefined).slice(0, 52).map(formatCard);
}

/** Hold'em-style deal (two hole cards unless more are given): see `stackedDeck`. */
export function flopDeck(opts: { seats: number[]; button: number; holes: Record<number, string>; board?: string }): string[] {
  return stackedDeck({ game: 'holdem', ...opts });
}

/** A hand being played in a test: apply actions by seat and type, failing loudly on a violation. */
export class Table {
  state: HandState;
  events: HandEvent[];
  /** Every action accepted so far, in order. */
  actions: Action[] = [];

  constructor(readonly cfg: HandConfig) {
    const started = createHand(cfg);
    this.state = started.state;
    this.events = [...started.events];
  }

  get toAct(): number | null {
    return seatToAct(this.state);
  }

  legal() {
    return legalActions(this.state);
  }

  /** The legal action of a type, for asserting its amounts. */
  option(type: string) {
    return this.legal().find((l) => l.type === type);
  }

  act(seat: number, type: Action['type'], amount?: number | number[]): this {
    const action = (type === 'bet' || type === 'raise' ? { seat, type, amount } : type === 'discard' || type === 'draw' ? { seat, type, cards: amount } : { seat, type }) as Action;
    const result = apply(this.state, action);
    if (!result.ok) throw new Error(`${type} by seat ${seat} rejected: ${result.violation.code}: ${result.violation.message}`);
    this.state = result.state;
    this.events.push(...result.events);
    this.actions.push(action);
    return this;
  }

  /** Manual dealing: the dealer deals `codes` (`??` for an unseen down card) to `seat`, or to the board (null). */
  deal(seat: number | null, codes: string): this {
    return this.do({ type: 'deal', ...(seat === null ? {} : { seat }), cards: cards(codes) });
  }

  /** A showdown show; `codes` names the real cards of a hand holding unknown ones. */
  show(seat: number, codes?: string): this {
    return this.do({ seat, type: 'show', ...(codes === undefined ? {} : { cards: cards(codes) }) });
  }

  /** Applies any action, failing loudly on a violation. */
  do(action: Action): this {
    const result = apply(this.state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} rejected: ${result.violation.code}: ${result.violation.message}`);
    this.state = result.state;
    this.events.push(...result.events);
    this.actions.push(action);
    return this;
  }

  /** The violation an action meets; fails if it is accepted or if the refusal changed the state. */
  refused(action: Action): RuleViolation {
    const before = JSON.stringify(this.state);
    const result = apply(this.state, action);
    if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
    if (JSON.stringify(this.state) !== before) throw new Error('a refused action changed the state');
    return result.violation;
  }

  /** Replaying the events rebuilds the state exactly. */
  replays(): boolean {
    const strip = (s: HandState) => JSON.stringify({ ...s, config: undefined });
    return strip(replay(this.cfg, this.events)) === strip(this.state);
  }

  stack(seat: number): number {
    return this.state.players.find((p) => p.seat === seat)!.stack;
  }

  player(seat: number) {
    return this.state.players.find((p) => p.seat === seat)!;
  }

  pot(): number {
    return this.state.players.reduce((n, p) => n + p.committed, this.cfg.deadMoney);
  }

  finalStacks(): Record<number, number> {
    const ended = this.events.find((e) => e.type === 'handEnded');
    if (!ended || ended.type !== 'handEnded') throw new Error('the hand has not ended');
    return Object.fromEntries(ended.finalStacks.map((s) => [s.seat, s.stack]));
  }
}
