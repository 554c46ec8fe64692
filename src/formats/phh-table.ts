import { type Action, apply, awaitingDeal, type Card, createHand, formatCard, type HandConfig, type HandEvent, type HandState, type RuleViolationCode, UNKNOWN } from '../engine';

/** One engine action and the index of the PHH `actions` entry it comes from. */
export interface ImportedAction {
  index: number;
  action: Action;
}

/** Why an action line was refused: the engine's rule (`code`) when the rules refused it. */
export interface LineError {
  pointer: string;
  detail: string;
  code?: RuleViolationCode;
}

/** A `d dh` line waiting for the engine to deal to its seat. */
interface Pending {
  index: number;
  seat: number;
  cards: Card[];
}

/**
 * A hand being imported: the engine's state as the PHH lines are applied to it, each once, as they
 * are read. The betting is the engine's: a `cc` is sent as `checkOrCall` and a `cbr` as
 * `betOrRaiseTo`, and recorded as the action the engine resolved it to (`check` or `call`; `bet`,
 * `raise` or `complete` to its total).
 *
 * Hole cards: a file may deal a card at a time (p1, p2, p1, p2). The `d dh` lines of one run (lines
 * that follow each other) wait until the engine deals to their seat, and a seat's lines are joined
 * into one deal up to the count the engine awaits, never beyond it, so a stud run-out's streets
 * written back to back stay one deal each. A line that is not a `d dh` ends the run: what still
 * waits is dealt as it stands, and the engine says what does not fit.
 */
export class PhhTable {
  state: HandState;
  readonly events: HandEvent[];
  readonly actions: ImportedAction[] = [];
  error: LineError | null = null;
  private readonly pending: Pending[] = [];

  constructor(
    readonly config: HandConfig,
    /** Seat numbers of p1, p2, ... */
    private readonly seatOrder: readonly number[],
    private readonly lines: readonly string[],
  ) {
    const created = createHand(config);
    this.state = created.state;
    this.events = [...created.events];
  }

  /** Applies the action of line `index`; false, with `error` set, when the rules refuse it. */
  apply(index: number, action: Action): boolean {
    const result = apply(this.state, action);
    if (!result.ok) {
      this.error = { pointer: `/actions/${index}`, code: result.violation.code, detail: `action ${index} ('${this.lines[index]}'): ${result.violation.message}` };
      return false;
    }
    this.state = result.state;
    this.events.push(...result.events);
    this.actions.push({ index, action: taken(action, result.events) });
    return true;
  }

  /** A board card line: checked against the cards in play, then dealt. */
  board(index: number, cards: readonly Card[]): boolean {
    return this.endRun() && this.unseen(index, cards) && this.apply(index, { type: 'deal', cards: [...cards] });
  }

  /** A `d dh` line for `seat`: dealt as soon as the engine deals to that seat and the run holds its count. */
  hole(index: number, seat: number, cards: readonly Card[]): boolean {
    if (!this.unseen(index, cards)) return false;
    this.pending.push({ index, seat, cards: [...cards] });
    return this.deal(false);
  }

  /** Ends a run of `d dh` lines: what still waits is dealt as it stands. */
  endRun(): boolean {
    return this.deal(true);
  }

  /** The cards player `p` (0 = p1) holds now. */
  cardsOf(p: number): Card[] {
    return this.player(p).cards.map((c) => c.card);
  }

  folded(p: number): boolean {
    return this.player(p).folded;
  }

  private player(p: number): HandState['players'][number] {
    const seat = this.seatOrder[p]!;
    return this.state.players.find((x) => x.seat === seat)!;
  }

  /**
   * Deals what the engine awaits from the waiting lines: the awaited seat's lines in file order, as
   * many as fit its count. With `all`, also what does not complete a deal (the engine refuses it).
   */
  private deal(all: boolean): boolean {
    while (this.pending.length > 0) {
      const awaited = awaitingDeal(this.state);
      const mine = awaited && awaited.seat !== null ? this.pending.filter((d) => d.seat === awaited.seat) : [];
      const taking: Pending[] = [];
      let count = 0;
      for (const d of mine) {
        if (taking.length > 0 && count + d.cards.length > awaited!.count) break;
        taking.push(d);
        count += d.cards.length;
        if (count >= awaited!.count) break;
      }
      if (taking.length === 0 || count < awaited!.count) {
        if (!all) return true;
        if (taking.length === 0) taking.push(this.pending[0]!);
      }
      for (const d of taking) this.pending.splice(this.pending.indexOf(d), 1);
      const first = taking[0]!;
      if (!this.apply(first.index, { type: 'deal', seat: first.seat, cards: taking.flatMap((d) => d.cards) })) return false;
    }
    return true;
  }

  /** A known card may not be dealt while it is in a live hand (or waits to be), on the board, or named twice. */
  private unseen(index: number, cards: readonly Card[]): boolean {
    const named = cards.filter((c) => c !== UNKNOWN);
    const refuse = (why: string) => {
      this.error = { pointer: `/actions/${index}`, detail: `'${this.lines[index]}': ${why}` };
      return false;
    };
    const twice = named.find((c, i) => named.indexOf(c) !== i);
    if (twice !== undefined) return refuse(`${formatCard(twice)} is named twice`);
    for (const card of named) {
      const holder = this.seatOrder.findIndex((seat, p) => !this.folded(p) && (this.cardsOf(p).includes(card) || this.pending.some((d) => d.seat === seat && d.cards.includes(card))));
      if (holder >= 0) return refuse(`${formatCard(card)} is already in p${holder + 1}'s hand`);
      if (this.state.board.includes(card)) return refuse(`${formatCard(card)} is already on the board`);
    }
    return true;
  }
}

/** The action as the engine took it: an intent recorded as what it resolved to. */
function taken(action: Action, events: readonly HandEvent[]): Action {
  if (action.type !== 'checkOrCall' && action.type !== 'betOrRaiseTo') return action;
  const done = events[0]!;
  if (done.type === 'bet' || done.type === 'raise' || done.type === 'complete') return { seat: done.seat, type: done.type, amount: done.to };
  if (done.type === 'check' || done.type === 'call') return { seat: done.seat, type: done.type };
  throw new Error(`the engine recorded ${done.type} for ${action.type}`);
}
