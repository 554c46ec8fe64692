import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { GAME_IDS } from '../engine';
import { GameDto, GameListDto } from './dto/game.dto';
import { ListGamesQueryDto } from './dto/list-games.query.dto';
import { GamesService } from './games.service';
import { Access } from '../auth/access';

@ApiTags('games')
@Access('app')
@Controller('v1/games')
export class GamesController {
  constructor(private readonly games: GamesService) {}

  @Get()
  @ApiOperation({
    summary: 'List the games',
    description:
      'The sixteen games Croupier knows, in the order of the rules: players, cards dealt, betting rounds with ' +
      'their bet unit and first actor, forced bets, hand-forming rule, rankings and split, betting structures, ' +
      'and the stakes and options that apply with their defaults. Filter with `family`, `bettingStructure` and `playable`.',
  })
  @ApiOkResponse({ type: GameListDto })
  @ApiProblems({ status: 422, description: 'An unknown query parameter or an unknown filter value.' })
  list(@Query() query: ListGamesQueryDto): GameListDto {
    return this.games.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Describe one game', description: 'One entry of the catalogue, by its id (e.g. `omahaHiLo`).' })
  @ApiParam({ name: 'id', enum: GAME_IDS, example: 'omahaHiLo' })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems({ status: 404, description: 'No game has this id; the detail lists the known ids.' })
  get(@Param('id') id: string): GameDto {
    return this.games.get(id);
  }
}
