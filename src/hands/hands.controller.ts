import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, appOf, Caller, seatFor } from '../auth/access';
import { AuthService } from '../auth/auth.service';
import { KeysService } from '../auth/keys.service';
import type { Principal } from '../auth/principal';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { ProblemException } from '../common/problem/problem';
import { RouteValidatedBody } from '../common/problem/validation';
import { ActionDto } from './dto/action.dto';
import { CreateHandDto } from './dto/create-hand.dto';
import { HandView, SeatTokensView } from './dto/hand-view.dto';
import { HandListView, HandQueryDto, IssueSeatTokensDto, ListHandsQueryDto, ReplayQueryDto } from './dto/hand-queries.dto';
import { HandIdPipe } from './hand-id.pipe';
import { ActionBodyPipe } from './action-body.pipe';
import { HandsService } from './hands.service';

const etag = (version: number) => `"${version}"`;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

@ApiTags('hands')
@Controller('v1/hands')
export class HandsController {
  constructor(
    private readonly hands: HandsService,
    private readonly keys: KeysService,
    private readonly auth: AuthService,
  ) {}

  @Post()
  @Access('app')
  @ApiOperation({
    summary: 'Create a hand',
    description:
      'Deals a new hand: antes and blinds are posted, hole cards dealt, and the answer says who acts first with ' +
      'every legal action and its exact amounts. Without `deck` or `seed` the server shuffles with a secure ' +
      'generator and keeps the order secret while the hand is live; `commitment` lets anyone check it afterwards.',
  })
  @ApiBody({
    type: CreateHandDto,
    examples: {
      noLimitHoldem: {
        summary: "No-limit hold'em, three players",
        value: { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 200 }, { seat: 2, stack: 200 }, { seat: 3, stack: 200 }], button: 1 },
      },
      fixedLimitOmaha8: {
        summary: 'Fixed-limit Omaha Hi-Lo, bets 2/4, seeded shuffle',
        value: { game: 'omahaHiLo', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4 }, seats: [{ seat: 1, stack: 100 }, { seat: 4, stack: 100 }], button: 4, seed: 'table-7-hand-12' },
      },
    },
  })
  @ApiCreatedResponse({ type: HandView, description: 'The hand as dealt. `Location` names it; `ETag` carries its version.' })
  @ApiProblems({ status: 422, description: 'An invalid configuration (RULES.md §7): unknown game or option, missing or inconsistent stakes, seats, button, deck.' })
  async create(@Caller() caller: Principal, @Body() body: CreateHandDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<HandView> {
    const { view, version } = await this.hands.create(appOf(caller), body);
    void reply.status(201).header('location', `/v1/hands/${view.id}`).header('etag', etag(version));
    return view;
  }

  @Get()
  @Access('app')
  @ApiOperation({ summary: 'List hands', description: 'Newest first, with cursor pagination; filter by game, status and creation time.' })
  @ApiOkResponse({ type: HandListView })
  @ApiProblems({ status: 422, description: 'An unknown filter, a bad date or a cursor this service did not issue.' })
  list(@Caller() caller: Principal, @Query() query: ListHandsQueryDto): Promise<HandListView> {
    return this.hands.list(appOf(caller), query);
  }

  @Get(':id')
  @Access('app', 'seat')
  @ApiOperation({
    summary: 'Get a hand',
    description: 'The current state: stacks, bets, cards, pots, whose turn it is with the legal actions, and the result once complete. `?seat=N` gives what player N may see; with a seat token, its seat\'s view is the only one.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: HandView })
  @ApiProblems({ status: 404, description: 'No such hand.' }, { status: 422, description: 'The seat is not in the hand.' })
  async get(@Caller() caller: Principal, @Param('id', HandIdPipe) id: string, @Query() query: HandQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<HandView> {
    const { view, version } = await this.hands.get(appOf(caller), id, seatFor(caller, query.seat, 'see'));
    void reply.header('etag', etag(version));
    return view;
  }

  @Delete(':id')
  @Access('app')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a hand',
    description:
      'Removes the hand for good, with its event log, its seat tokens and its stored idempotent answers. Its seat tokens ' +
      'stop working; the app\'s other hands are untouched. Another app\'s hand is not found, exactly like a missing one.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse({ description: 'The hand is gone.' })
  @ApiProblems({ status: 404, description: 'No such hand.' })
  async delete(@Caller() caller: Principal, @Param('id', HandIdPipe) id: string): Promise<void> {
    await this.hands.delete(appOf(caller), id);
    await this.auth.revoked({ kind: 'hand', handId: id });
  }

  @Post(':id/actions')
  @Access('app', 'seat')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Act',
    description:
      'Submits one player action; `amount` is the raise-to total. Each accepted action is one transaction that appends ' +
      'its events. With `If-Match` (the ETag) the action applies only to that version (412 otherwise); without it, an action ' +
      'whose seat acted again after the version it was checked against is refused with 409 `decision-superseded` (a double click acts once); with ' +
      '`Idempotency-Key` a retry returns the stored answer and never acts twice. An illegal action is a 422 whose ' +
      '`type` names the rule, with `legalActions`.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiHeader({ name: 'If-Match', required: false, description: 'The ETag of the version the action was decided on.' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A unique key per intended action (1-255 visible ASCII characters).' })
  @ApiBody({ type: ActionDto })
  @ApiOkResponse({ type: HandView, description: 'The hand after the action and every automatic step it caused.' })
  @ApiProblems(
    { status: 404, description: 'No such hand.' },
    { status: 409, description: 'Without If-Match, the seat acted again after the version this action was decided on (`decision-superseded`, with the current `hand`); or the original request of this Idempotency-Key is still under way (`idempotency-key-in-progress`, with Retry-After).' },
    { status: 412, description: 'If-Match names an old version.' },
    { status: 422, description: 'An illegal action (not-your-turn, raise-below-minimum, ...), an invalid body, or an Idempotency-Key reused for another action.' },
  )
  async act(
    @Caller() caller: Principal,
    @Param('id', HandIdPipe) id: string,
    // The global pipe leaves a RouteValidatedBody to ActionBodyPipe (plain bodies in microseconds).
    @Body(ActionBodyPipe) validated: RouteValidatedBody,
    @Headers('if-match') ifMatch: string | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<HandView> {
    const body = validated as ActionDto;
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new ProblemException('validation-error', 'Idempotency-Key is 1 to 255 visible ASCII characters', {
        errors: [{ pointer: 'header:Idempotency-Key', detail: 'use 1 to 255 visible ASCII characters, e.g. a UUID' }],
      });
    }
    // A seat token acts for its own seat only, and gets its seat's view back; dealing is the app's.
    if (caller.kind === 'seat' && body.type === 'deal') throw new ProblemException('forbidden', 'A seat token cannot deal cards; the app deals manual hands with its key.');
    // Naming the real cards behind `??` is the dealer's word too: a player could name any cards.
    if (caller.kind === 'seat' && body.type === 'show' && body.cards !== undefined) {
      throw new ProblemException('forbidden', 'A seat token cannot name the cards of a hand; it may show or muck, and the app names unknown cards with its key.');
    }
    const viewer = caller.kind === 'seat' ? seatFor(caller, body.seat, 'act for') : undefined;
    try {
      const { status, view, version } = await this.hands.act(appOf(caller), id, body, { ifMatch, idempotencyKey, viewer });
      void reply.status(status).header('etag', etag(version));
      return view;
    } catch (error) {
      if (error instanceof ProblemException && error.problem.type.endsWith('/idempotency-key-in-progress')) void reply.header('retry-after', '1');
      throw error;
    }
  }

  @Get(':id/replay')
  @Access('app', 'seat')
  @ApiOperation({ summary: 'Replay to a step', description: 'The hand as it was after its first `step` events; `?seat=N` (or a seat token) gives what that player could see then.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: HandView })
  @ApiProblems({ status: 404, description: 'No such hand.' }, { status: 422, description: 'A step beyond the log.' })
  replay(@Caller() caller: Principal, @Param('id', HandIdPipe) id: string, @Query() query: ReplayQueryDto): Promise<HandView> {
    return this.hands.replayAt(appOf(caller), id, query.step, seatFor(caller, query.seat, 'see'));
  }

  @Post(':id/seat-tokens')
  @Access('app')
  @ApiOperation({
    summary: 'Issue seat tokens',
    description:
      'New tokens for the given seats (all seats by default), shown once. Each earlier token of those seats stops working: ' +
      'issue a new one when a player reconnects from another device or a token may have leaked.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiCreatedResponse({ type: SeatTokensView })
  @ApiProblems({ status: 404, description: 'No such hand.' }, { status: 422, description: 'A seat that is not in the hand.' })
  async issueSeatTokens(@Caller() caller: Principal, @Param('id', HandIdPipe) id: string, @Body() body: IssueSeatTokensDto): Promise<SeatTokensView> {
    const seats = await this.hands.seatsOf(appOf(caller), id, body.seats);
    return { seatTokens: await this.keys.replaceSeatTokens(id, seats) };
  }
}
