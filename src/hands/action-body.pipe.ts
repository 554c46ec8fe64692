import { isRecord, isStrings, isWhole, onlyKeys, PlainBodyPipe } from '../common/problem/plain-body';
import { ACTION_TYPES, ActionDto, MAX_ACTION_SEAT } from './dto/action.dto';

const TYPES: ReadonlySet<unknown> = new Set(ACTION_TYPES);
const BODY_KEYS: ReadonlySet<string> = new Set(['seat', 'type', 'amount', 'cards']);
/** A card code, or `??` for a down card nobody saw. */
const CARD = /^(?:[2-9TJQKA][cdhs]|\?\?)$/;

/**
 * The body of `POST /v1/hands/:id/actions`, validated in microseconds. `ActionDto` stays the one
 * definition of the request: a body this check recognises as plainly valid is passed on as it is,
 * every other one goes through the DTO's validation (`PlainBodyPipe`).
 */
export class ActionBodyPipe extends PlainBodyPipe<ActionDto> {
  constructor() {
    super(isPlainAction, ActionDto);
  }
}

/** True only for a body the DTO's validation accepts as it is. */
export function isPlainAction(body: unknown): body is ActionDto {
  if (!isRecord(body) || !onlyKeys(body, BODY_KEYS)) return false;
  const { seat, type, amount, cards } = body;
  if (!TYPES.has(type)) return false;
  // The seat may be left out only when dealing (board cards).
  if (!(seat === undefined && type === 'deal') && !isWhole(seat, MAX_ACTION_SEAT)) return false;
  if (amount !== undefined && !isWhole(amount, Number.MAX_SAFE_INTEGER)) return false;
  return cards === undefined || isStrings(cards, 5, CARD);
}
