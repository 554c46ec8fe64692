import {
  type Action,
  apply,
  cards,
  createHand,
  type HandConfig,
  type HandEvent,
  seatToAct,
} from '../../../src/engine';
import { type StoredHand } from '../../../src/formats';

/** Test helpers for the formats: hands played with the engine from a stacked deck and a script. */

export { config, stackedDeck } from '../engine/helpers';

export type Step = [seat: number, type: Action['type'], extra?: number | string];

/** A played hand: the stored record, and what a manual replay of it would be (player actions and deals, in order). */
export interface PlayedHand {
  hand: StoredHand;
  /** The player actions as the engine took them, bets and raises with their raise-to totals, each followed by the deals its events made. */
  replay: Action[];
}

/** Plays a script of player actions; fails loudly on any rejected action. */
export function play(cfg: HandConfig, script: readonly Step[], id = 'hand-1', createdAt?: Date): PlayedHand {
  const started = createHand(cfg);
  let state = started.state;
  const events: HandEvent[] = [...started.events];
  const replayed: Action[] = [...dealsOf(started.events)];
  for (const [seat, type, extra] of script) {
    if (seatToAct(state) !== seat) throw new Error(`expected seat ${seat} to act (${type}), but seat ${seatToAct(state)} is to act`);
    const action = toAction(seat, type, extra);
    const result = apply(state, action);
    if (!result.ok) throw new Error(`${type} by seat ${seat} rejected: ${result.violation.code}: ${result.violation.message}`);
    state = result.state;
    events.push(...result.events);
    const taken = result.events.find((e) => 'seat' in e && e.seat === seat && e.type === type);
    replayed.push(taken && 'to' in taken ? { seat, type: type as 'bet' | 'raise' | 'complete', amount: taken.to } : action);
    replayed.push(...dealsOf(result.events));
  }
  if (!state.complete) throw new Error(`the script ended before the hand did (seat ${seatToAct(state)} to act)`);
  return { hand: { id, config: cfg, events, ...(createdAt ? { createdAt } : {}) }, replay: replayed };
}

function toAction(seat: number, type: Action['type'], extra: number | string | undefined): Action {
  if (type === 'discard' || type === 'draw') return { seat, type, cards: cards(typeof extra === 'string' ? extra : '') };
  if (type === 'bet' || type === 'raise' || type === 'complete') return typeof extra === 'number' ? { seat, type, amount: extra } : { seat, type };
  return { seat, type } as Action;
}

/**
 * The deal actions a manually dealt hand needs for these events: one per player per hole-card step,
 * one for board cards (or the stud community card), one per player for a draw's replacements.
 */
export function dealsOf(events: readonly HandEvent[]): Action[] {
  const deals: Action[] = [];
  // A draw's replacements for one player, possibly in pieces around a reshuffle.
  const replacing: { seat: number; cards: number[] }[] = [];
  const flush = () => {
    const pending = replacing.pop();
    if (pending) deals.push({ type: 'deal', seat: pending.seat, cards: pending.cards });
  };
  for (const e of events) {
    if (e.type === 'replace') {
      if (replacing[0] && replacing[0].seat !== e.seat) flush();
      if (!replacing[0]) replacing.push({ seat: e.seat, cards: [] });
      replacing[0]!.cards.push(...e.cards);
      continue;
    }
    if (e.type === 'reshuffle' || e.type === 'burn' || e.type === 'burnSkipped') continue;
    flush();
    if (e.type === 'deal') {
      const bySeat = new Map<number, number[]>();
      for (const c of e.cards) bySeat.set(c.seat, [...(bySeat.get(c.seat) ?? []), c.card]);
      for (const [seat, dealt] of bySeat) deals.push({ type: 'deal', seat, cards: dealt });
    } else if (e.type === 'board') deals.push({ type: 'deal', cards: e.cards });
    else if (e.type === 'communityCard') deals.push({ type: 'deal', cards: [e.card] });
  }
  flush();
  return deals;
}

export function seats(stacks: Record<number, number>, names?: Record<number, string>): { seat: number; stack: number; name?: string }[] {
  return Object.entries(stacks).map(([seat, stack]) => ({ seat: Number(seat), stack, ...(names?.[Number(seat)] ? { name: names[Number(seat)] } : {}) }));
}
