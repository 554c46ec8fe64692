import { GAME_IDS } from '../engine';
import { isRecord, isStrings, isWhole, onlyKeys, PlainBodyPipe } from '../common/problem/plain-body';
import { MAX_SEAT, ShowdownRequestDto } from './dto/showdown-request.dto';

const GAMES: ReadonlySet<string> = new Set(GAME_IDS);
const CARD = /^[2-9TJQKA][cdhs]$/;
const BODY_KEYS: ReadonlySet<string> = new Set(['game', 'board', 'players', 'pot', 'button', 'options']);
const PLAYER_KEYS: ReadonlySet<string> = new Set(['seat', 'cards']);
const OPTION_KEYS: ReadonlySet<string> = new Set(['lowballType', 'courchevelHiLo']);
const LOWBALL_TYPES: ReadonlySet<unknown> = new Set(['ace-to-five', 'deuce-to-seven']);

/**
 * The body of `POST /v1/showdowns`, validated in microseconds. `ShowdownRequestDto` stays the one
 * definition of the request: a body this check recognises as plainly valid (every card a card code)
 * is passed on as it is, every other one goes through the DTO's validation (`PlainBodyPipe`).
 */
export class ShowdownBodyPipe extends PlainBodyPipe<ShowdownRequestDto> {
  constructor() {
    super(isPlainShowdown, ShowdownRequestDto);
  }
}

/** True only for a body the DTO's validation accepts as it is. */
export function isPlainShowdown(body: unknown): body is ShowdownRequestDto {
  if (!isRecord(body) || !onlyKeys(body, BODY_KEYS)) return false;
  const { game, board, players, pot, button, options } = body;
  if (typeof game !== 'string' || !GAMES.has(game)) return false;
  if (board !== undefined && !isStrings(board, 5, CARD)) return false;
  if (!Array.isArray(players) || players.length < 1 || players.length > 10) return false;
  for (const player of players as unknown[]) {
    if (!isRecord(player) || !onlyKeys(player, PLAYER_KEYS)) return false;
    if (!isWhole(player.seat, MAX_SEAT) || !isStrings(player.cards, 7, CARD)) return false;
  }
  if (pot !== undefined && !isWhole(pot, Number.MAX_SAFE_INTEGER)) return false;
  if (button !== undefined && !isWhole(button, MAX_SEAT)) return false;
  if (options !== undefined) {
    if (!isRecord(options) || !onlyKeys(options, OPTION_KEYS)) return false;
    if (options.lowballType !== undefined && !LOWBALL_TYPES.has(options.lowballType)) return false;
    if (options.courchevelHiLo !== undefined && typeof options.courchevelHiLo !== 'boolean') return false;
  }
  return true;
}
