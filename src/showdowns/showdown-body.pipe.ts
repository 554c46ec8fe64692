import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { GAME_IDS } from '../engine';
import { createValidationPipe } from '../common/problem/validation';
import { MAX_SEAT, ShowdownRequestDto } from './dto/showdown-request.dto';

const GAMES: ReadonlySet<string> = new Set(GAME_IDS);
const CARD = /^[2-9TJQKA][cdhs]$/;
const BODY_KEYS: ReadonlySet<string> = new Set(['game', 'board', 'players', 'pot', 'button', 'options']);
const PLAYER_KEYS: ReadonlySet<string> = new Set(['seat', 'cards']);
const OPTION_KEYS: ReadonlySet<string> = new Set(['lowballType', 'courchevelHiLo']);
const LOWBALL_TYPES: ReadonlySet<unknown> = new Set(['ace-to-five', 'deuce-to-seven']);

/**
 * The body of `POST /v1/showdowns`, validated in microseconds. `ShowdownRequestDto` stays the one
 * definition of the request: a body this check recognises as plainly valid (every field present is of
 * its type, within its limits, no other field, every card a card code) is what the DTO's validation
 * would accept unchanged, and it is passed on as it is. Anything else goes through the DTO's
 * validation (the global pipe's, with its answers): the check only decides when that walk can be
 * skipped, never what an error says. The controller declares the body a `RouteValidatedBody`, so
 * the global pipe leaves it to this one.
 */
export class ShowdownBodyPipe implements PipeTransform<unknown, Promise<ShowdownRequestDto>> {
  private readonly full = createValidationPipe();

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<ShowdownRequestDto> {
    if (isPlainShowdown(value)) return value;
    return (await this.full.transform(value, { ...metadata, metatype: ShowdownRequestDto })) as ShowdownRequestDto;
  }
}

/** True only for a body the DTO's validation accepts as it is. */
export function isPlainShowdown(body: unknown): body is ShowdownRequestDto {
  if (!isRecord(body) || !onlyKeys(body, BODY_KEYS)) return false;
  const { game, board, players, pot, button, options } = body;
  if (typeof game !== 'string' || !GAMES.has(game)) return false;
  if (board !== undefined && !isCards(board, 5)) return false;
  if (!Array.isArray(players) || players.length < 1 || players.length > 10) return false;
  for (const player of players as unknown[]) {
    if (!isRecord(player) || !onlyKeys(player, PLAYER_KEYS)) return false;
    if (!isWhole(player.seat, MAX_SEAT) || !isCards(player.cards, 7)) return false;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function onlyKeys(value: Record<string, unknown>, allowed: ReadonlySet<string>): boolean {
  for (const key in value) if (!allowed.has(key)) return false;
  return true;
}

function isWhole(value: unknown, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

function isCards(value: unknown, max: number): boolean {
  if (!Array.isArray(value) || value.length > max) return false;
  for (const card of value as unknown[]) if (typeof card !== 'string' || !CARD.test(card)) return false;
  return true;
}
