import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access, appOf, Caller, seatFor } from '../auth/access';
import type { Principal } from '../auth/principal';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { ProblemException } from '../common/problem/problem';
import { HandIdPipe } from '../hands/hand-id.pipe';
import { CreateShareDto, ReplayDataQueryDto, ReplayDataView, ShareListView, ShareView } from './dto/replay.dto';
import { type ReplayViewer, ReplaysService } from './replays.service';

/**
 * The replayer's API: share links for a hand, and the data its page shows. The page itself is
 * served by `ReplayPageController`; its operation ids are in src/common/openapi/operation-ids.ts.
 */
@ApiTags('replays')
@Controller('v1/hands')
export class ReplaysController {
  constructor(private readonly replays: ReplaysService) {}

  @Post(':id/shares')
  @Access('app')
  @ApiOperation({
    summary: 'Share a replay',
    description:
      'Makes a read-only share link for the hand: its token reads this hand\'s replay (`GET /v1/hands/{id}/replay-data`) and nothing else. ' +
      'With `seat`, the link shows that player\'s view; without, the whole table: what a spectator sees while the hand is live, every card once it is complete. ' +
      'A link to a live hand shows what has happened when it is opened. `expiresIn` (seconds) ends it. The token is shown once; `url` is the replayer page with the token in its fragment; `id` names the link to revoke it (`DELETE /v1/hands/{id}/shares/{shareId}`).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({
    type: CreateShareDto,
    examples: {
      table: { summary: 'The whole table, for good', value: {} },
      seatForAWeek: { summary: "Seat 3's view, for a week", value: { seat: 3, expiresIn: 604800 } },
    },
  })
  @ApiCreatedResponse({ type: ShareView })
  @ApiProblems({ status: 404, description: 'No such hand.' }, { status: 422, description: 'A seat that is not in the hand, an expiry out of range, or an unknown field.' })
  createShare(@Caller() caller: Principal, @Param('id', HandIdPipe) id: string, @Body() body: CreateShareDto): Promise<ShareView> {
    return this.replays.createShare(appOf(caller), id, body);
  }

  @Get(':id/shares')
  @Access('app')
  @ApiOperation({
    summary: 'List share links',
    description: 'The hand\'s share links, newest first, with their seat, expiry and whether they still work; never their tokens, which are shown only when a link is made.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: ShareListView })
  @ApiProblems({ status: 404, description: 'No such hand.' })
  listShares(@Caller() caller: Principal, @Param('id', HandIdPipe) id: string): Promise<ShareListView> {
    return this.replays.listShares(appOf(caller), id);
  }

  @Delete(':id/shares/:shareId')
  @Access('app')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Revoke a share link',
    description:
      'The link\'s token is refused (401) from now on, by every instance of the service; the hand and its other links are untouched. ' +
      'Revoking a link again changes nothing.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'shareId', format: 'uuid' })
  @ApiNoContentResponse({ description: 'The link no longer works.' })
  @ApiProblems({ status: 404, description: 'No such hand, or no such share of it.' })
  revokeShare(@Caller() caller: Principal, @Param('id', HandIdPipe) id: string, @Param('shareId') shareId: string): Promise<void> {
    return this.replays.revokeShare(appOf(caller), id, shareId);
  }

  @Get(':id/replay-data')
  @Access('app', 'seat', 'share')
  @ApiOperation({
    summary: 'Get the replay data',
    description:
      'Everything a replayer shows, in one answer: the table after each event (seats, stacks, bets, cards as the viewer may see them, board, main and side pots, who acts), ' +
      'the text of each event, and the result (who won what with which hand). With a share token, the share\'s view; with a seat token, its seat\'s; with an app key, the whole table, or `?seat=N`.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: ReplayDataView })
  @ApiProblems({ status: 404, description: 'No such hand.' }, { status: 422, description: 'The seat is not in the hand.' })
  replayData(@Caller() caller: Principal, @Param('id', HandIdPipe) id: string, @Query() query: ReplayDataQueryDto): Promise<ReplayDataView> {
    return this.replays.replayData(appOf(caller), id, viewerOf(caller, query.seat));
  }
}

/** The view a caller gets: a share's own, a seat token's seat, or what an app key asks for. */
function viewerOf(caller: Principal, seat: number | undefined): ReplayViewer {
  if (caller.kind === 'share') {
    if (seat !== undefined && seat !== caller.seat) {
      throw new ProblemException('forbidden', caller.seat === null ? 'This share shows the table as it was shared; it takes no seat.' : `This share shows seat ${caller.seat}'s view; it cannot show seat ${seat}'s.`);
    }
    return caller.seat === null ? 'sharedTable' : { seat: caller.seat };
  }
  const viewer = seatFor(caller, seat, 'see');
  return viewer === undefined ? 'table' : { seat: viewer };
}
