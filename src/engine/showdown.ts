import { type Card, formatCard, parseCards, rankOf, suitOf } from './cards';
import {
  compareHandValues,
  evaluateAceToFive,
  evaluateDeuceToSeven,
  evaluateEightOrBetter,
  evaluateHigh,
  evaluateOmahaEightOrBetter,
  evaluateOmahaHigh,
  type HandValue,
} from './evaluation';
import type { GameDefinition, RankingId } from './games';

/**
 * Showdowns (RULES.md §2.6, §3.9, §3.10): forming each player's high and low hands by the game's
 * rule, ordering the players, and splitting a pot between the winners with the odd chips in the
 * order the rules give. The stateless `POST /v1/showdowns` and the hand engine both use this module.
 */

export interface ShowdownOptions {
  /** lowballDraw: the low ranking (§4.9). */
  lowballType?: 'ace-to-five' | 'deuce-to-seven';
  /** courchevel: add an eight-or-better low half (§4.13). */
  courchevelHiLo?: boolean;
}

export interface ShowdownRankings {
  high: RankingId | null;
  low: RankingId | null;
}

/** The rankings a showdown of this game uses, after the options that change them. */
export function showdownRankings(game: GameDefinition, options: ShowdownOptions = {}): ShowdownRankings {
  if (game.id === 'lowballDraw') {
    return { high: null, low: options.lowballType === 'deuce-to-seven' ? 'deuceToSeven' : 'aceToFive' };
  }
  if (game.id === 'courchevel' && options.courchevelHiLo) return { high: 'high', low: 'eightOrBetter' };
  return { high: game.showdown.high, low: game.showdown.low };
}

/**
 * How many cards a player shows down and how many board cards there are.
 * Flop games: their hole cards at showdown (after discards) and a full board of 5.
 * Stud: all his cards (7 or 5); a 7-card stud showdown may also carry the one community card of
 * §4.4, in which case each player holds 6. Draw games: 5 cards, no board.
 */
export function showdownCardCounts(game: GameDefinition): { hole: number[]; board: number[] } {
  if (game.family === 'flop') return { hole: [game.holeCardsAtShowdown], board: [game.boardCards] };
  if (game.family === 'stud' && game.holeCardsAtShowdown === 7) return { hole: [7, 6], board: [0, 1] };
  return { hole: [game.holeCardsAtShowdown], board: [0] };
}

export interface SeatHands {
  seat: number;
  /** The high hand, or undefined when the game has no high side. */
  high?: HandValue;
  /** The low hand; `null` when the game has a qualified low side and this player has no qualifying low. */
  low?: HandValue | null;
}

/** Forms and ranks one player's hands: `hole` are his own cards, `board` the community cards. */
export function evaluateSeat(
  game: GameDefinition,
  rankings: ShowdownRankings,
  seat: number,
  hole: readonly Card[],
  board: readonly Card[],
): SeatHands {
  const out: SeatHands = { seat };
  const omaha = game.handForming === 'exactly2plus3';
  const all = board.length > 0 ? [...hole, ...board] : hole;
  if (rankings.high === 'high') out.high = omaha ? evaluateOmahaHigh(hole, board) : evaluateHigh(all);
  switch (rankings.low) {
    case null:
      break;
    case 'eightOrBetter':
      out.low = omaha ? evaluateOmahaEightOrBetter(hole, board) : evaluateEightOrBetter(all);
      break;
    case 'aceToFive':
      out.low = evaluateAceToFive(all);
      break;
    case 'deuceToSeven':
      out.low = evaluateDeuceToSeven(all);
      break;
    case 'high':
      throw new RangeError('a low side cannot use the high ranking');
  }
  return out;
}

/**
 * Orders seats on one side, best first, as groups of tied seats: `[[3], [0, 5], [1]]`.
 * Seats with no hand on that side (no qualifying low) are left out.
 */
export function standings(hands: readonly SeatHands[], side: 'high' | 'low'): number[][] {
  const ranked = hands
    .map((h) => ({ seat: h.seat, value: h[side] }))
    .filter((h): h is { seat: number; value: HandValue } => h.value !== undefined && h.value !== null)
    .sort((a, b) => compareHandValues(a.value, b.value) || a.seat - b.seat);
  const groups: number[][] = [];
  let previous: HandValue | undefined;
  for (const { seat, value } of ranked) {
    if (previous && compareHandValues(previous, value) === 0) groups[groups.length - 1]!.push(seat);
    else groups.push([seat]);
    previous = value;
  }
  return groups;
}

/**
 * The order in which tied winners receive odd chips (§3.9), as a comparator (negative = earlier):
 * - button games: first tied hand clockwise from the button (the button itself last);
 * - stud high: the player holding the highest card by rank, then suit, among all his cards;
 * - razz and the low half of stud hi-lo: the player holding the lowest card, ace low, then by suit.
 */
export type OddChipOrder = (a: number, b: number) => number;

export function buttonOrder(button: number): OddChipOrder {
  const distance = (seat: number) => (seat > button ? seat - button : seat - button + Number.MAX_SAFE_INTEGER / 2);
  return (a, b) => distance(a) - distance(b);
}

/** Highest card first: cards compare by rank then suit, so the card integer itself is the key. */
export function highestCardOrder(cardsBySeat: ReadonlyMap<number, readonly Card[]>): OddChipOrder {
  const key = (seat: number) => Math.max(...(cardsBySeat.get(seat) ?? []));
  return (a, b) => key(b) - key(a);
}

/** Lowest card first, the ace counting below the deuce, ties by suit c < d < h < s. */
export function lowestCardOrder(cardsBySeat: ReadonlyMap<number, readonly Card[]>): OddChipOrder {
  const aceLow = (card: Card) => ((rankOf(card) + 1) % 13) * 4 + suitOf(card);
  const key = (seat: number) => Math.min(...(cardsBySeat.get(seat) ?? []).map(aceLow));
  return (a, b) => key(a) - key(b);
}

/** Divides `amount` equally among `winners`; the remainder goes one chip each in `order`. */
export function divide(amount: number, winners: readonly number[], order: OddChipOrder): Map<number, number> {
  const share = Math.floor(amount / winners.length);
  let remainder = amount - share * winners.length;
  const out = new Map<number, number>();
  for (const seat of [...winners].sort(order)) {
    out.set(seat, share + (remainder > 0 ? 1 : 0));
    remainder--;
  }
  return out;
}

export interface PotAward {
  seat: number;
  amount: number;
  /** The part won with the high hand, and with the low hand (hi-lo games). */
  high: number;
  low: number;
}

/**
 * Awards one pot among the seats eligible for it (§3.9).
 * High-only or low-only: the best hand(s) take it all. Hi-lo: `high = P − floor(P/2)` and
 * `low = floor(P/2)` when at least one eligible player has a qualifying low, else the high hands take
 * it all; when the same players win both sides, the pot is divided once among them (TDA 19F).
 *
 * Example (§3.9 #2): Omaha Hi-Lo, pot 45, high A alone, low tied B and C → A 23, B 11, C 11.
 */
export function awardPot(
  amount: number,
  eligible: readonly SeatHands[],
  orders: { high: OddChipOrder; low: OddChipOrder },
): PotAward[] {
  const best = (side: 'high' | 'low') => standings(eligible, side)[0] ?? [];
  const highWinners = best('high');
  const lowWinners = best('low');
  const awards = new Map<number, PotAward>();
  const credit = (shares: Map<number, number>, side: 'high' | 'low') => {
    for (const [seat, chips] of shares) {
      const award = awards.get(seat) ?? { seat, amount: 0, high: 0, low: 0 };
      award[side] += chips;
      award.amount += chips;
      awards.set(seat, award);
    }
  };
  if (highWinners.length > 0 && lowWinners.length > 0) {
    if (sameSeats(highWinners, lowWinners)) {
      // Scoop by the same players: one division, credited to both sides half and half for the record.
      const shares = divide(amount, highWinners, orders.high);
      for (const [seat, chips] of shares) {
        const low = Math.floor(chips / 2);
        awards.set(seat, { seat, amount: chips, high: chips - low, low });
      }
    } else {
      const low = Math.floor(amount / 2);
      credit(divide(amount - low, highWinners, orders.high), 'high');
      credit(divide(low, lowWinners, orders.low), 'low');
    }
  } else if (highWinners.length > 0) {
    credit(divide(amount, highWinners, orders.high), 'high');
  } else if (lowWinners.length > 0) {
    credit(divide(amount, lowWinners, orders.low), 'low');
  }
  return [...awards.values()].sort((a, b) => a.seat - b.seat);
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((seat) => b.includes(seat));
}

/** A field-level problem with showdown input, named by JSON pointer. */
export interface InputError {
  pointer: string;
  detail: string;
}

export interface ShowdownInput {
  game: GameDefinition;
  board?: readonly string[];
  players: readonly { seat: number; cards: readonly string[] }[];
  pot?: number;
  button?: number;
  options?: ShowdownOptions;
}

export interface ShowdownResult {
  rankings: ShowdownRankings;
  hands: SeatHands[];
  standings: { high?: number[][]; low?: number[][] };
  awards?: PotAward[];
}

/**
 * Evaluates a showdown described without a stored hand. Invalid input is returned as a list of
 * field errors (unknown card codes, a card seen twice, wrong card counts, duplicate seats, too few or
 * too many players, a missing button where odd chips need one), never thrown.
 */
export function evaluateShowdown(input: ShowdownInput): { ok: true; result: ShowdownResult } | { ok: false; errors: InputError[] } {
  const { game } = input;
  const errors: InputError[] = [];
  const counts = showdownCardCounts(game);
  const seen = new Map<Card, string>();
  const readCards = (codes: readonly string[], pointer: string): Card[] => {
    const parsed = parseCards(codes);
    if (!parsed.ok) {
      errors.push({ pointer: `${pointer}/${parsed.index}`, detail: `'${parsed.code}' is not a card code; write rank+suit such as 'As', 'Td' or '2c'` });
      return [];
    }
    parsed.cards.forEach((card, i) => {
      const first = seen.get(card);
      if (first) errors.push({ pointer: `${pointer}/${i}`, detail: `${formatCard(card)} appears twice (first at ${first}); a deck has one of each card` });
      else seen.set(card, `${pointer}/${i}`);
    });
    return parsed.cards;
  };

  const board = readCards(input.board ?? [], '/board');
  const boardIndex = counts.board.indexOf(board.length);
  if (boardIndex < 0) {
    errors.push({ pointer: '/board', detail: `${game.name} takes ${describeCounts(counts.board)} board card(s) at showdown, not ${board.length}` });
  }
  const holeCount = counts.hole[Math.max(0, boardIndex)]!;

  if (input.players.length < game.minPlayers || input.players.length > game.maxPlayers) {
    errors.push({ pointer: '/players', detail: `${game.name} is played by ${game.minPlayers} to ${game.maxPlayers} players, not ${input.players.length}` });
  }
  const seats = new Set<number>();
  const holes = input.players.map((player, i) => {
    if (seats.has(player.seat)) errors.push({ pointer: `/players/${i}/seat`, detail: `seat ${player.seat} appears twice; each player has his own seat` });
    seats.add(player.seat);
    const hole = readCards(player.cards, `/players/${i}/cards`);
    if (player.cards.length !== holeCount) {
      errors.push({
        pointer: `/players/${i}/cards`,
        detail: `${game.name} shows down ${holeCount} cards per player${board.length ? ` with ${board.length} on the board` : ''}, not ${player.cards.length}`,
      });
    }
    return hole;
  });

  const buttonGame = game.family !== 'stud';
  if (input.pot !== undefined && buttonGame && input.button === undefined) {
    errors.push({ pointer: '/button', detail: `the button seat is needed to award odd chips in ${game.name} (first tied hand clockwise from the button); give the button's seat` });
  }
  if (errors.length > 0) return { ok: false, errors };

  const rankings = showdownRankings(game, input.options);
  const hands = input.players.map((p, i) => evaluateSeat(game, rankings, p.seat, holes[i]!, board));
  const result: ShowdownResult = {
    rankings,
    hands,
    standings: {
      ...(rankings.high ? { high: standings(hands, 'high') } : {}),
      ...(rankings.low ? { low: standings(hands, 'low') } : {}),
    },
  };
  if (input.pot !== undefined) {
    const cardsBySeat = new Map(input.players.map((p, i) => [p.seat, holes[i]!]));
    const orders = buttonGame
      ? { high: buttonOrder(input.button!), low: buttonOrder(input.button!) }
      : { high: highestCardOrder(cardsBySeat), low: lowestCardOrder(cardsBySeat) };
    result.awards = awardPot(input.pot, hands, orders);
  }
  return { ok: true, result };
}

function describeCounts(counts: readonly number[]): string {
  return counts.join(' or ');
}
