import { Injectable } from '@nestjs/common';
import { type DealStep, type GameDefinition, isPlayable, listGames, optionsFor } from '../engine';
import { ProblemException } from '../common/problem/problem';
import type { DealStepDto, GameDto, GameListDto } from './dto/game.dto';
import type { ListGamesQueryDto } from './dto/list-games.query.dto';

/** Publishes the engine's game table; the catalogue never describes a rule the engine does not hold. */
@Injectable()
export class GamesService {
  private readonly views = new Map(listGames().map((g) => [g.id as string, toView(g)]));

  list(filter: ListGamesQueryDto = {}): GameListDto {
    const games = [...this.views.values()].filter(
      (g) =>
        (filter.family === undefined || g.family === filter.family) &&
        (filter.bettingStructure === undefined || g.bettingStructures.allowed.includes(filter.bettingStructure)) &&
        (filter.playable === undefined || g.playable === filter.playable),
    );
    return { games };
  }

  get(id: string): GameDto {
    const view = this.views.get(id);
    if (!view) {
      throw new ProblemException('not-found', `There is no game '${id}'. Known games: ${listGames().map((g) => g.id).join(', ')}.`);
    }
    return view;
  }
}

function toStepView(step: DealStep): DealStepDto {
  switch (step.kind) {
    case 'hole':
      return { kind: step.kind, faces: [...step.faces] };
    case 'board':
    case 'discard':
      return { kind: step.kind, count: step.count };
    default:
      return { kind: step.kind };
  }
}

function toView(game: GameDefinition): GameDto {
  const { high, low } = game.showdown;
  return {
    id: game.id,
    name: game.name,
    family: game.family,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    ...(game.usualMaxPlayers ? { usualMaxPlayers: game.usualMaxPlayers } : {}),
    forcedBets: game.forcedBets,
    cards: { down: game.holeCards.down, up: game.holeCards.up, atShowdown: game.holeCardsAtShowdown, board: game.boardCards },
    bettingRounds: game.streets.map((street) => ({
      name: street.name,
      before: street.steps.map(toStepView),
      unit: street.betting.unit === 'small' ? 'smallBet' : 'bigBet',
      firstToAct: street.betting.opener,
    })),
    handForming: game.handForming,
    rankings: { high, low, split: high && low ? 'hiLo' : high ? 'high' : 'low' },
    bettingStructures: { default: game.structures.default, allowed: [...game.structures.allowed] },
    ...(game.maxDraw !== undefined ? { maxDraw: game.maxDraw } : {}),
    options: optionsFor(game).map((spec) => ({
      name: spec.name,
      kind: spec.kind,
      type: spec.type,
      ...(spec.values ? { values: [...spec.values] } : {}),
      default: spec.defaultFor(game),
      ...(spec.required ? { required: spec.required } : {}),
      description: spec.description,
    })),
    playable: isPlayable(game.id),
    rules: game.rules,
  };
}
