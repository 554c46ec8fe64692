import { Injectable } from '@nestjs/common';
import { evaluateShowdown, findGame, formatCards, type HandValue, type SeatHands } from '../engine';
import { ProblemException } from '../common/problem/problem';
import type { ShowdownRequestDto } from './dto/showdown-request.dto';
import type { HandDto, SeatHandsDto, ShowdownResultDto } from './dto/showdown-result.dto';

@Injectable()
export class ShowdownsService {
  evaluate(request: ShowdownRequestDto): ShowdownResultDto {
    const game = findGame(request.game)!;
    const optionErrors = [
      request.options?.lowballType !== undefined && game.id !== 'lowballDraw'
        ? { pointer: '/options/lowballType', detail: `lowballType applies to lowballDraw only, not ${game.id}` }
        : null,
      request.options?.courchevelHiLo !== undefined && game.id !== 'courchevel'
        ? { pointer: '/options/courchevelHiLo', detail: `courchevelHiLo applies to courchevel only, not ${game.id}` }
        : null,
    ].filter((e) => e !== null);
    if (optionErrors.length > 0) throw invalid(optionErrors);

    const evaluated = evaluateShowdown({ ...request, game });
    if (!evaluated.ok) throw invalid(evaluated.errors);
    const { result } = evaluated;
    return {
      game: game.id,
      rankings: result.rankings,
      hands: result.hands.map(toSeatView),
      standings: result.standings,
      ...(result.awards ? { awards: result.awards } : {}),
    };
  }
}

function invalid(errors: { pointer: string; detail: string }[]): ProblemException {
  const detail = errors.length === 1 ? `${errors[0]!.pointer}: ${errors[0]!.detail}` : `${errors.length} fields are invalid; see errors.`;
  return new ProblemException('validation-error', detail, { errors });
}

function toSeatView(hands: SeatHands): SeatHandsDto {
  return {
    seat: hands.seat,
    ...(hands.high !== undefined ? { high: toHandView(hands.high) } : {}),
    ...(hands.low !== undefined ? { low: hands.low === null ? null : toHandView(hands.low) } : {}),
  };
}

function toHandView(hand: HandValue): HandDto {
  return { ranking: hand.ranking, rank: hand.rank, category: hand.category, cards: formatCards(hand.cards), description: hand.description };
}
