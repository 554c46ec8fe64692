import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, Caller } from '../auth/access';
import type { Principal } from '../auth/principal';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { HandIdPipe } from '../hands/hand-id.pipe';
import { HandHistoryView, HistoryQueryDto, ImportPhhDto, ImportResultView, PHH_EXAMPLE } from './dto/history.dto';
import { HistoriesService } from './histories.service';

/**
 * Hand histories: read (JSON, PHH, PokerStars) and imported (PHH). The routes live under /v1/hands;
 * their operation ids are in src/common/openapi/operation-ids.ts.
 */
@ApiTags('histories')
@ApiExtraModels(HandHistoryView, ImportPhhDto)
@Controller('v1/hands')
export class HistoriesController {
  constructor(private readonly histories: HistoriesService) {}

  @Get(':id/history')
  @Access('app')
  @ApiOperation({
    summary: 'Get the history',
    description:
      'The configuration and the complete ordered event log. Once the hand is complete it also holds the deck order and the salt, so `commitment` can be checked. ' +
      '`?format=phh` writes it as a PHH document (TOML, the format of PokerKit), `?format=pokerstars` as a PokerStars hand history for trackers; ' +
      'with `&seat=N`, as player N saw it.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({
    description: 'JSON by default; `application/toml` for phh, `text/plain` for pokerstars.',
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/HandHistoryView' } },
      'application/toml': { schema: { type: 'string' } },
      'text/plain': { schema: { type: 'string' } },
    },
  })
  @ApiProblems({ status: 404, description: 'No such hand.' }, { status: 422, description: 'An unknown format or seat, or a hand the format cannot hold (e.g. a game PokerStars does not deal).' })
  history(@Caller() caller: Principal, @Param('id', HandIdPipe) id: string, @Query() query: HistoryQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<HandHistoryView | string> {
    return this.histories.history(caller, id, query, reply);
  }

  @Post('import')
  @Access('app')
  @ApiOperation({
    requestBody: {
      required: true,
      description: 'The PHH file itself as `application/toml` (one hand, or `[N]` sections), or the same text as JSON `{ "document": "<file>" }`.',
      content: {
        'application/toml': { schema: { type: 'string', description: 'A PHH file (TOML).' }, example: PHH_EXAMPLE },
        'application/json': { schema: { $ref: getSchemaPath(ImportPhhDto) }, example: { document: PHH_EXAMPLE } },
      },
    },
    summary: 'Import PHH hands',
    description:
      'Replays every hand of a PHH file (one hand, or a `.phhs` file of `[N]` sections) through the rules with manual dealing and stores it. ' +
      'Send the file as `application/toml`, or as JSON `{ "document": "<file>" }`. All or nothing: an action the rules forbid, a card seen twice ' +
      'or `finishing_stacks` that differ from the rules\' result reject the import with each hand\'s reasons (the refused action\'s index), and nothing is stored.',
  })
  @ApiCreatedResponse({ type: ImportResultView })
  @ApiProblems({ status: 422, description: 'A hand breaks the PHH format or the rules (`import-rejected`, with `hands`), or the body has no document.' })
  import(@Caller() caller: Principal, @Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<ImportResultView> {
    return this.histories.import(caller, body, reply);
  }
}
