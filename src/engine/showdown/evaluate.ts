import { type Card, formatCard, parseCards } from '../cards';
import {
  evaluateAceToFive,
  evaluateDeuceToSeven,
  evaluateEightOrBetter,
  evaluateHigh,
  evaluateOmahaEightOrBetter,
  evaluateOmahaHigh,
} from '../evaluation';
import type { GameDefinition, RankingId } from '../games';
import { awardPot, type PotAward, type SeatHands, standings } from './award';
import { buttonOrder, highestCardOrder, lowestCardOrder } from './odd-chips';

/**
 * Showdowns (RULES.md §2.6, §3.9, §3.10): forming each player's high and low hands by the game's
 * rule and ranking them; `evaluateShowdown` is the stateless `POST /v1/showdowns`, which awards a pot
 * with the same functions as the hand engine (`award.ts`, `odd-chips.ts`).
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
  if (game.rankingOption === 'lowballType') return { high: null, low: lowballRanking(options.lowballType) };
  if (game.rankingOption === 'courchevelHiLo' && options.courchevelHiLo) return { high: 'high', low: 'eightOrBetter' };
  return { high: game.showdown.high, low: game.showdown.low };
}

/** The low ranking a `lowballType` names (§4.9): ace-to-five by default, or deuce-to-seven. */
export function lowballRanking(lowballType: ShowdownOptions['lowballType']): RankingId {
  return lowballType === 'deuce-to-seven' ? 'deuceToSeven' : 'aceToFive';
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
