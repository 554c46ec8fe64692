import { type Action, apply, createHand, type HandConfig, type HandEvent, type HandState, legalActions, seatToAct } from '../../../src/engine';
import { dealsOf, type PlayedHand } from './helpers';

/**
 * Plays a hand to its end with a fixed, simple policy, so that every game can be exported without a
 * hand-written script: the first decision of each betting round bets or raises the minimum when it
 * may, everyone else checks or calls; `folder` folds the first time he faces a bet after the first
 * round while three or more are in; draws throw the first two cards, then one, then stand pat;
 * mandatory discards throw the first cards; the stud bring-in is posted. With `shove`, the first
 * bet or raise of the hand is the largest allowed (all-ins, side pots and uncalled bets follow). With
 * `maniac`, every decision bets, completes or raises the largest allowed whenever it may (with short
 * stacks, fixed limit too ends in all-ins).
 */
export function autoplay(cfg: HandConfig, opts: { id?: string; folder?: number; createdAt?: Date; shove?: boolean; maniac?: boolean } = {}): PlayedHand {
  const started = createHand(cfg);
  let state: HandState = started.state;
  const events: HandEvent[] = [...started.events];
  const replay: Action[] = [...dealsOf(started.events)];
  let lastStreet = -1;
  let decisionsThisRound = 0;
  let folded = false;
  let draws = 0;
  let shoved = false;
  for (let guard = 0; !state.complete; guard++) {
    if (guard > 500) throw new Error('autoplay: the hand does not end');
    const seat = seatToAct(state);
    if (seat === null) throw new Error('autoplay: nobody to act in a live hand');
    if (state.street !== lastStreet) {
      lastStreet = state.street;
      decisionsThisRound = 0;
    }
    const legal = legalActions(state);
    const has = (type: string) => legal.find((l) => l.type === type);
    let action: Action;
    const discard = has('discard');
    const draw = has('draw');
    if (discard && discard.type === 'discard') action = { seat, type: 'discard', cards: discard.cards.slice(0, discard.count) };
    else if (draw && draw.type === 'draw') {
      const n = Math.min(draw.max, [2, 1, 0][Math.floor(draws / 8)] ?? 0, draw.cards.length);
      draws++;
      action = { seat, type: 'draw', cards: draw.cards.slice(0, n) };
    } else if (has('bringIn')) action = { seat, type: 'bringIn' };
    else if (has('show')) action = { seat, type: 'show' };
    else {
      const aggressive = has('complete') ?? has('bet') ?? has('raise');
      const active = state.players.filter((p) => !p.folded).length;
      if (opts.maniac && (aggressive?.type === 'bet' || aggressive?.type === 'raise' || aggressive?.type === 'complete')) action = { seat, type: aggressive.type, amount: aggressive.max };
      else if (decisionsThisRound === 0 && aggressive && aggressive.type !== 'fold' && 'min' in aggressive) {
        action = { seat, type: aggressive.type, amount: opts.shove && !shoved ? aggressive.max : aggressive.min };
        shoved = true;
      }
      else if (!folded && seat === opts.folder && state.street > 0 && has('call') && active >= 3) {
        folded = true;
        action = { seat, type: 'fold' };
      } else action = { seat, type: has('check') ? 'check' : 'call' };
      decisionsThisRound++;
    }
    const result = apply(state, action);
    if (!result.ok) throw new Error(`autoplay: ${action.type} by seat ${seat} rejected: ${result.violation.message}`);
    state = result.state;
    events.push(...result.events);
    if (result.events.some((e) => e.type === 'lowballContinuation')) decisionsThisRound = 0;
    const taken = result.events.find((e) => 'to' in e && e.seat === seat);
    replay.push(taken && 'to' in taken && (action.type === 'bet' || action.type === 'raise' || action.type === 'complete') ? { seat, type: action.type, amount: taken.to } : action);
    replay.push(...dealsOf(result.events));
  }
  return { hand: { id: opts.id ?? `auto-${cfg.game.id}`, config: cfg, events, ...(opts.createdAt ? { createdAt: opts.createdAt } : {}) }, replay };
}
