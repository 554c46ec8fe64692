import { type Card, DECK_SIZE, formatCard, parseCards, UNKNOWN } from '../cards';
import type { GameDefinition } from '../games';
import { seededRng } from '../rng';
import { type ShowdownOptions, type ShowdownRankings, showdownRankings } from '../showdown/evaluate';
import { enumerateHoldem } from './holdem';
import { type Combo, parseRange } from './ranges';
import { dealRandomRunout, enumerateRunouts, type HandShape, type Layout, placeHand, runoutCount, Scorer } from './runout';
import { Tally } from './tally';

/**
 * Equity (RULES.md §2, §3.9, §4): each player's expected share of the pot over "the rest of the
 * hand", which per family is:
 * - flop games: every completion of the board (hole cards after the pineapple, Irish and Aviation
 *   discards; before them the question is refused: the player has not chosen his two cards);
 * - stud: the remaining streets, dealt to every live player from the unseen cards; when the stub
 *   would not give every player a card, one community card (§4.4, burns of the later streets
 *   included; the stub is every card not named, so folded and burned cards belong in `dead`);
 * - draw games: the next draw only: each player keeps the cards given and draws the rest.
 *
 * Exact when the runouts (times the range combinations) fit `exactLimit`, otherwise Monte Carlo
 * with the seeded generator of `rng.ts`. The engine has no clock: `stop` (called every few thousand
 * runouts) ends a run early, and the answer says so (`cutShort`).
 */

export interface EquityPlayerInput {
  /** Known cards: hole cards (flop), kept cards (draw), every known card (stud). */
  readonly cards?: readonly string[];
  /** Stud: up cards and down cards (`??` for a down card not seen), instead of `cards`. */
  readonly up?: readonly string[];
  readonly down?: readonly string[];
  /** Flop games: a range instead of cards (`ranges.ts`). */
  readonly range?: string;
}

export type EquityMethod = 'exact' | 'monteCarlo';

export interface EquityInput {
  readonly game: GameDefinition;
  readonly options?: ShowdownOptions;
  readonly board?: readonly string[];
  readonly dead?: readonly string[];
  readonly players: readonly EquityPlayerInput[];
  /** Force a method; by default exact when the runouts fit `exactLimit`. */
  readonly method?: EquityMethod;
  /** Most runouts (summed over range combinations) enumerated exactly. Default 2,000,000. */
  readonly exactLimit?: number;
  /** Monte Carlo samples. Default 100,000. */
  readonly samples?: number;
  /** Monte Carlo seed; required when Monte Carlo is used (the caller generates one if none is given). */
  readonly seed?: string;
  /** Asked every few thousand runouts; true stops the run (the answer has `cutShort`). */
  readonly stop?: () => boolean;
  /**
   * Asked during an exact enumeration chosen by default (not forced by `method`); true abandons it
   * for Monte Carlo over the rest of the budget, so an answer is never a partial enumeration when a
   * sampled one could be given.
   */
  readonly stopExact?: () => boolean;
}

export interface EquityError {
  pointer: string;
  detail: string;
  /** A problem more specific than a field error: discards not made yet, a range that does not parse or has no combination left. */
  problem?: 'discards-pending' | 'invalid-range' | 'empty-range';
}

export interface PlayerEquity {
  /** Expected share of the pot, 0..1; the players' equities sum to 1. */
  equity: number;
  /** Frequencies of winning the whole pot, receiving part of it (a tie, or one half of a hi-lo pot) and receiving nothing. */
  win: number;
  tie: number;
  lose: number;
  /** Counts behind the frequencies (runouts or samples), when no range weight made them fractional. */
  wins?: number;
  ties?: number;
  losses?: number;
  /** Hi-lo: the parts of `equity` won with the high and with the low half (high + low = equity). */
  high?: number;
  low?: number;
  /** Hi-lo: frequency of winning both halves alone (or the whole pot when no low qualifies), counted once. */
  scoop?: number;
  /** Monte Carlo: the standard error of `equity`. */
  standardError?: number;
}

export interface EquityResult {
  rankings: ShowdownRankings;
  method: EquityMethod;
  /** Exact: runouts enumerated (summed over range combinations); Monte Carlo: samples drawn. */
  runouts: number;
  /** Exact: runouts a complete enumeration visits. */
  totalRunouts?: number;
  seed?: string;
  /** True when `stop` ended the run before its end (exact: a partial enumeration; Monte Carlo: fewer samples). */
  cutShort: boolean;
  players: PlayerEquity[];
}

export const DEFAULT_EXACT_LIMIT = 2_000_000;
export const DEFAULT_SAMPLES = 100_000;

interface Prepared {
  layout: Layout;
  /** Known cards in their slots (range players' slots filled per combination). */
  cards: Int32Array;
  /** Unseen cards, ascending. */
  unseen: Int32Array;
  /** Per player: his range (null: known cards). */
  ranges: (Combo[] | null)[];
  /** Hold'em-shaped high-only spots take the fast enumeration. */
  fast: boolean;
  boardKnown: Card[];
  rankings: ShowdownRankings;
}

/** Board sizes at which a flop game stops to bet (after each street's steps): hold'em 0, 3, 4, 5. */
function boardSizes(game: GameDefinition): number[] {
  const sizes: number[] = [];
  let n = 0;
  for (const street of game.streets) {
    for (const step of street.steps) if (step.kind === 'board') n += step.count;
    sizes.push(n);
  }
  return sizes;
}

function prepare(input: EquityInput): { ok: true; prepared: Prepared } | { ok: false; errors: EquityError[] } {
  const { game } = input;
  const errors: EquityError[] = [];
  const seen = new Map<Card, string>();
  const read = (codes: readonly string[], pointer: string, allowUnknown = false): Card[] => {
    const parsed = parseCards(codes, { allowUnknown });
    if (!parsed.ok) {
      errors.push({
        pointer: `${pointer}/${parsed.index}`,
        detail: `'${parsed.code}' is not a card code; write rank+suit such as 'As', 'Td' or '2c'${allowUnknown ? " (or '??' for a down card not seen)" : ''}`,
      });
      return [];
    }
    parsed.cards.forEach((card, i) => {
      if (card === UNKNOWN) return;
      const first = seen.get(card);
      if (first) errors.push({ pointer: `${pointer}/${i}`, detail: `${formatCard(card)} appears twice (first at ${first}); a deck has one of each card` });
      else seen.set(card, `${pointer}/${i}`);
    });
    return parsed.cards;
  };

  const n = input.players.length;
  if (n < 2 || n > game.maxPlayers) {
    errors.push({ pointer: '/players', detail: `equity in ${game.name} is between 2 and ${game.maxPlayers} players, not ${n}` });
  }
  const board = read(input.board ?? [], '/board');
  read(input.dead ?? [], '/dead');

  const family = game.family;
  const shape: HandShape =
    family === 'flop' ? (game.handForming === 'exactly2plus3' ? 'omaha' : 'holdem') : game.holeCardsAtShowdown === 7 ? 'seven' : 'five';
  const handSize = game.holeCardsAtShowdown;
  const boardSize = family === 'flop' ? game.boardCards : 0;

  if (family === 'flop') {
    const sizes = boardSizes(game);
    if (!sizes.includes(board.length)) errors.push({ pointer: '/board', detail: `${game.name} has ${sizes.join(', ')} board cards between betting rounds, not ${board.length}` });
  } else if (family === 'stud') {
    if (board.length > (shape === 'seven' ? 1 : 0)) {
      errors.push({ pointer: '/board', detail: shape === 'seven' ? `a stud board holds at most the one community card of §4.4, not ${board.length} cards` : `${game.name} has no board` });
    }
  } else if (board.length > 0) {
    errors.push({ pointer: '/board', detail: `${game.name} has no board; give each player's kept cards` });
  }

  // Players: known cards (UNKNOWN allowed in stud down cards), or a range.
  const known: Card[][] = [];
  const ranges: (Combo[] | null)[] = [];
  const rangeText: (string | null)[] = [];
  input.players.forEach((given0, i) => {
    const at = `/players/${i}`;
    // A field sent as null is a field not sent (as the request validation treats it).
    const player: EquityPlayerInput = {
      cards: given0.cards ?? undefined,
      up: given0.up ?? undefined,
      down: given0.down ?? undefined,
      range: given0.range ?? undefined,
    };
    const given = [player.cards, player.range, player.up ?? player.down].filter((x) => x !== undefined).length;
    if (given !== 1) {
      errors.push({ pointer: at, detail: family === 'stud' ? 'give either cards or up and down cards' : family === 'flop' ? 'give either cards or a range' : 'give the cards the player keeps' });
      known.push([]);
      ranges.push(null);
      rangeText.push(null);
      return;
    }
    if (player.range !== undefined) {
      if (family !== 'flop') errors.push({ pointer: `${at}/range`, detail: `ranges are for flop games; in ${game.name} give the player's cards` });
      known.push([]);
      ranges.push(null);
      rangeText.push(player.range);
      return;
    }
    rangeText.push(null);
    ranges.push(null);
    if (player.cards !== undefined) {
      known.push(read(player.cards, `${at}/cards`));
      return;
    }
    if (family !== 'stud') errors.push({ pointer: `${at}/up`, detail: `up and down cards are for stud games; give cards in ${game.name}` });
    known.push([...read(player.up ?? [], `${at}/up`), ...read(player.down ?? [], `${at}/down`, true)]);
  });

  // Card counts per family.
  const missing: number[] = known.map(() => 0);
  let community = false;
  if (family === 'flop') {
    known.forEach((cards, i) => {
      if (rangeText[i] !== null) return;
      const k = cards.length;
      if (k === handSize) return;
      if (k > handSize && k <= game.holeCards.down) {
        errors.push({
          pointer: `/players/${i}/cards`,
          detail:
            `${game.name} players keep ${handSize} of their ${game.holeCards.down} hole cards, and this player has not discarded yet: ` +
            `his equity depends on the cards he will keep; give the ${handSize} he keeps once the discards are made`,
          problem: 'discards-pending',
        });
      } else {
        errors.push({ pointer: `/players/${i}/cards`, detail: `${game.name} players hold ${handSize} hole cards, not ${k}` });
      }
    });
  } else if (family === 'draw') {
    const mostDrawn = game.maxDraw ?? 5;
    known.forEach((cards, i) => {
      if (cards.length > 5) errors.push({ pointer: `/players/${i}/cards`, detail: `a ${game.name} hand has 5 cards; give the kept cards (at most 5), not ${cards.length}` });
      else if (5 - cards.length > mostDrawn) {
        errors.push({ pointer: `/players/${i}/cards`, detail: `a player draws at most ${mostDrawn} cards in ${game.name}, so he keeps at least ${5 - mostDrawn}; ${cards.length} given` });
      }
      missing[i] = Math.max(0, 5 - cards.length);
    });
  } else {
    const total = game.holeCards.down + game.holeCards.up;
    const first = game.streets[0]!.steps.reduce((k, s) => k + (s.kind === 'hole' ? s.faces.length : 0), 0);
    const dealt = known.map((cards) => cards.length);
    const reference = dealt[0] ?? 0;
    dealt.forEach((k, i) => {
      const max = board.length === 1 ? total - 1 : total;
      if (k < first || k > max) {
        errors.push({ pointer: `/players/${i}`, detail: `a ${game.name} player has been dealt ${first} to ${max} cards${board.length ? ' beside the community card' : ''}, not ${k}; write '??' for a down card not seen` });
      } else if (k !== reference) {
        errors.push({ pointer: `/players/${i}`, detail: `every live player has been dealt the same streets: player 0 has ${reference} cards, this one ${k}` });
      }
    });
    if (errors.length === 0) {
      if (board.length === 1) {
        if (reference !== total - 1) errors.push({ pointer: '/board', detail: 'the community card is the last street: each player then has six cards of his own' });
        community = true;
      } else {
        // The later streets by §4.4, burns included: the stub is every card nobody named.
        let stub = DECK_SIZE - seen.size - known.reduce((k, cards) => k + cards.filter((c) => c === UNKNOWN).length, 0);
        for (let street = reference; street < total; street++) {
          if (stub >= n + 1) stub -= n + 1;
          else if (stub >= n) stub -= n;
          else {
            community = true;
            break;
          }
          missing.forEach((_, i) => missing[i]!++);
        }
      }
    }
  }

  if (errors.length > 0) return { ok: false, errors };

  // Ranges, with the combinations blocked by known cards removed.
  rangeText.forEach((text, i) => {
    if (text === null) return;
    const parsed = parseRange(text, handSize);
    if (!parsed.ok) {
      errors.push({ pointer: `/players/${i}/range`, detail: parsed.detail, problem: 'invalid-range' });
      return;
    }
    const combos = parsed.combos.filter((c) => c.cards.every((card) => !seen.has(card)));
    if (combos.length === 0) {
      errors.push({
        pointer: `/players/${i}/range`,
        detail: `player ${i}'s range '${text}' has no combination left: each of its ${parsed.combos.length} hands holds a card already named (board, dead or another player's cards)`,
        problem: 'empty-range',
      });
      return;
    }
    ranges[i] = combos;
  });
  if (errors.length > 0) return { ok: false, errors };

  // The layout: board slots, then each player's hand.
  const cards = new Int32Array(boardSize + n * handSize);
  const targets: Int32Array[] = [];
  const starts: number[] = [];
  const group = (slots: number[][]) => {
    slots.forEach((where, k) => {
      targets.push(Int32Array.from(where));
      starts.push(k === 0 ? 1 : 0);
    });
  };
  board.forEach((c, i) => (cards[i] = c));
  if (family === 'flop') group(Array.from({ length: boardSize - board.length }, (_, k) => [board.length + k]));
  const layoutBase = { shape, players: n, boardSize, handSize };
  known.forEach((hand, p) => {
    const own = hand.filter((c) => c !== UNKNOWN);
    const o = boardSize + p * handSize;
    own.forEach((c, k) => (cards[o + k] = c));
    if (family === 'stud' && board.length === 1) cards[o + handSize - 1] = board[0]!;
    const draws = family === 'flop' ? 0 : hand.length - own.length + missing[p]!;
    group(Array.from({ length: draws }, (_, k) => [o + own.length + k]));
  });
  if (community && board.length === 0) group([Array.from({ length: n }, (_, p) => boardSize + p * handSize + handSize - 1)]);

  const rankings = showdownRankings(game, input.options ?? undefined);
  const layout: Layout = { ...layoutBase, high: rankings.high, low: rankings.low, targets, groupStart: Uint8Array.from(starts) };
  const unseenCards: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!seen.has(c)) unseenCards.push(c);
  const needed = targets.length + ranges.reduce((k, r) => k + (r ? handSize : 0), 0);
  if (needed > unseenCards.length) {
    return { ok: false, errors: [{ pointer: '/players', detail: `the rest of the hand needs ${needed} cards and only ${unseenCards.length} are unseen` }] };
  }
  const fast = shape === 'holdem' && rankings.high === 'high' && rankings.low === null;
  return { ok: true, prepared: { layout, cards, unseen: Int32Array.from(unseenCards), ranges, fast, boardKnown: board, rankings } };
}

/** Cards of a combination tuple, or null when two of its hands share a card. */
function tupleCards(ranges: (Combo[] | null)[], picks: Int32Array): Set<Card> | null {
  const used = new Set<Card>();
  for (let p = 0; p < ranges.length; p++) {
    const r = ranges[p];
    if (!r) continue;
    for (const c of r[picks[p]!]!.cards) {
      if (used.has(c)) return null;
      used.add(c);
    }
  }
  return used;
}

function without(unseen: Int32Array, used: Set<Card>): Int32Array {
  return used.size === 0 ? unseen : unseen.filter((c) => !used.has(c));
}

function holesOf(p: Prepared): Int32Array {
  const { layout, cards } = p;
  const holes = new Int32Array(layout.players * 2);
  for (let i = 0; i < layout.players; i++) {
    holes[2 * i] = cards[layout.boardSize + i * 2]!;
    holes[2 * i + 1] = cards[layout.boardSize + i * 2 + 1]!;
  }
  return holes;
}

function runExact(p: Prepared, tally: Tally, stop: (() => boolean) | undefined): boolean {
  const { layout, cards, unseen, ranges } = p;
  const picks = new Int32Array(layout.players);
  const one = (weight: number, used: Set<Card>): boolean => {
    const deck = without(unseen, used);
    if (p.fast) return enumerateHoldem(holesOf(p), layout.players, p.boardKnown, deck, tally, weight, stop);
    return enumerateRunouts(layout, cards, deck, tally, weight, stop);
  };
  let tuples = 0;
  const walk = (player: number, weight: number): boolean => {
    if (player === layout.players) {
      // Many small enumerations (range against range near the river) ask for the stop here too.
      if ((++tuples & 255) === 0 && stop?.()) return false;
      const used = tupleCards(ranges, picks);
      return used === null ? true : one(weight, used);
    }
    const r = ranges[player];
    if (!r) return walk(player + 1, weight);
    for (let k = 0; k < r.length; k++) {
      picks[player] = k;
      placeHand(layout, cards, player, r[k]!.cards);
      if (!walk(player + 1, weight * r[k]!.weight)) return false;
    }
    return true;
  };
  return walk(0, 1);
}

/** Draws a combination index by weight. */
function pickWeighted(cumulative: Float64Array, rng: { below(bound: number): number }): number {
  const total = cumulative[cumulative.length - 1]!;
  const x = (rng.below(0x40000000) / 0x40000000) * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Draws of range hands that all clash before Monte Carlo calls the ranges impossible to deal together. */
const MAX_ATTEMPTS = 100_000;

function runMonteCarlo(p: Prepared, tally: Tally, samples: number, seed: string, stop: (() => boolean) | undefined): boolean | 'impossible' {
  const { layout, cards, unseen, ranges } = p;
  const rng = seededRng(seed);
  const scorer = new Scorer(layout, cards);
  const anyRange = ranges.some((r) => r !== null);
  const cumulative = ranges.map((r) => {
    if (!r) return null;
    const out = new Float64Array(r.length);
    let sum = 0;
    r.forEach((c, k) => (out[k] = sum += c.weight));
    return out;
  });
  const deck = Int32Array.from(unseen);
  const blocked = new Uint8Array(DECK_SIZE);
  let count = deck.length;
  for (let s = 0; s < samples; s++) {
    if ((s & 1023) === 1023 && stop?.()) return false;
    if (anyRange) {
      // Rejection: a tuple whose hands share a card is drawn again, so tuples keep their relative weights.
      for (let attempt = 0; ; attempt++) {
        blocked.fill(0);
        let clash = false;
        for (let q = 0; q < layout.players && !clash; q++) {
          const r = ranges[q];
          if (!r) continue;
          const hand = r[pickWeighted(cumulative[q]!, rng)]!.cards;
          for (const c of hand) {
            if (blocked[c] === 1) clash = true;
            blocked[c] = 1;
          }
          if (!clash) placeHand(layout, cards, q, hand);
        }
        if (!clash) break;
        if ((attempt & 1023) === 1023 && stop?.()) return false;
        if (attempt >= MAX_ATTEMPTS) return 'impossible';
      }
      count = 0;
      for (let i = 0; i < unseen.length; i++) if (blocked[unseen[i]!] === 0) deck[count++] = unseen[i]!;
    }
    dealRandomRunout(layout, cards, deck, count, rng);
    scorer.score(tally, 1);
  }
  return true;
}

/**
 * Each player's equity over the rest of the hand (see the module comment), or the field errors of
 * the input. Example: hold'em `AsAh` vs `KdKc`, no board: exact over 1,712,304 boards, `AsAh` wins
 * 1,388,072, ties 6,538 and loses 317,694 (equity 0.8195).
 */
export function computeEquity(input: EquityInput): { ok: true; result: EquityResult } | { ok: false; errors: EquityError[] } {
  const prepared = prepare(input);
  if (!prepared.ok) return prepared;
  const p = prepared.prepared;
  const { layout, ranges } = p;
  const rangeRunouts = ranges.reduce((k, r) => k * (r ? r.length : 1), 1);
  const unseenForRunout = p.unseen.length - ranges.reduce((k, r) => k + (r ? layout.handSize : 0), 0);
  const totalRunouts = rangeRunouts * runoutCount(layout, unseenForRunout);
  let complete: boolean | 'impossible' = true;
  let seed: string | undefined;
  let tally = new Tally(layout.players);
  let method: EquityMethod = input.method ?? (totalRunouts <= (input.exactLimit ?? DEFAULT_EXACT_LIMIT) ? 'exact' : 'monteCarlo');
  if (method === 'exact') {
    const { stop, stopExact } = input;
    let abandoned = false;
    const exactStop =
      input.method === undefined && stopExact ? () => (stopExact() ? (abandoned = true) : (stop?.() ?? false)) : stop;
    complete = runExact(p, tally, exactStop);
    if (abandoned) {
      method = 'monteCarlo';
      tally = new Tally(layout.players);
    }
  }
  if (method === 'monteCarlo') {
    seed = input.seed ?? '0';
    complete = runMonteCarlo(p, tally, input.samples ?? DEFAULT_SAMPLES, seed, input.stop);
  }
  if (complete === 'impossible' || (complete && tally.total === 0)) {
    const players = ranges.flatMap((r, i) => (r ? [i] : []));
    return {
      ok: false,
      errors: [
        {
          pointer: `/players/${players[players.length - 1] ?? 0}/range`,
          detail: `the ranges of players ${players.join(' and ')} cannot be dealt together: their hands always share a card`,
          problem: 'empty-range',
        },
      ],
    };
  }
  const whole = ranges.every((r) => !r || r.every((c) => c.weight === 1));
  const hiLo = p.rankings.high !== null && p.rankings.low !== null;
  const total = tally.total;
  const players = Array.from({ length: layout.players }, (_, i): PlayerEquity => {
    const equity = total > 0 ? tally.share[i]! / total : 0;
    const out: PlayerEquity = {
      equity,
      win: total > 0 ? tally.wins[i]! / total : 0,
      tie: total > 0 ? tally.ties[i]! / total : 0,
      lose: total > 0 ? tally.losses[i]! / total : 0,
    };
    if (whole) {
      out.wins = Math.round(tally.wins[i]!);
      out.ties = Math.round(tally.ties[i]!);
      out.losses = Math.round(tally.losses[i]!);
    }
    if (hiLo) {
      out.high = total > 0 ? tally.highShare[i]! / total : 0;
      out.low = total > 0 ? tally.lowShare[i]! / total : 0;
      out.scoop = out.win;
    }
    if (method === 'monteCarlo' && total > 0) {
      const variance = Math.max(0, tally.shareSquares[i]! / total - equity * equity);
      out.standardError = Math.sqrt(variance / total);
    }
    return out;
  });
  return {
    ok: true,
    result: {
      rankings: p.rankings,
      method,
      runouts: tally.runouts,
      ...(method === 'exact' ? { totalRunouts } : { seed }),
      cutShort: !complete,
      players,
    },
  };
}
