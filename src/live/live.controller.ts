import { Controller, Get, Headers, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, appOf, Caller, seatFor } from '../auth/access';
import type { Principal } from '../auth/principal';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { ProblemException } from '../common/problem/problem';
import { HandIdPipe } from '../hands/hand-id.pipe';
import { HandEventsQueryDto } from './dto/hand-events-query.dto';
import { HandStreams } from './hand-streams.service';

const EVENT_ID = /^\d{1,6}$/;

const STREAM_EXAMPLE = [
  'retry: 1000',
  '',
  'id: 4',
  'data: {"seq":4,"type":"deal","payload":{"cards":[{"seat":1,"card":"Ah","up":false},{"seat":2,"card":null,"up":false}]},"version":4,"status":"live","toAct":{"seat":1,"legalActions":[{"type":"fold"},{"type":"call","amount":1,"allIn":false}]}}',
  '',
  ': heartbeat',
  '',
  'id: 5',
  'data: {"seq":5,"type":"call","payload":{"seat":1,"amount":1,"allIn":false},"version":5,"status":"live","toAct":{"seat":2,"legalActions":[]}}',
  '',
  'event: complete',
  'data: {"id":"3f1c9a52-6a1e-4e43-a0b5-0f6c1f7b8d21","status":"complete","version":31,"...":"the hand as GET /v1/hands/{id} gives it"}',
  '',
].join('\n');

@ApiTags('hands')
@Controller('v1/hands')
export class LiveController {
  constructor(private readonly streams: HandStreams) {}

  @Get(':id/events')
  @Access('app', 'seat')
  @ApiOperation({
    summary: 'Stream the events of a hand',
    description:
      'Server-Sent Events: first the events so far (or those after `Last-Event-ID`), then each new one as it is committed, by ' +
      'whichever instance. Each message has the event\'s sequence number as `id` and, as `data`, the event as the caller may see ' +
      'it (an app key: everything; a seat token or `?seat=N`: the seat view\'s rule, a hidden card is null), with the hand\'s ' +
      '`version`, `status` and `toAct` once it is applied. Comments (`: heartbeat`) keep the connection open. Once the hand is ' +
      'complete, a last message `event: complete` carries the hand as `GET /v1/hands/{id}` shows it to the caller, and the ' +
      'stream ends. A reconnect with `Last-Event-ID` (or `?after=`) loses and repeats nothing. Every refusal (401, 403, 404, ' +
      '422, 429, 503) is a problem answered before the stream starts.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The `id` of the last event received: the stream resumes after it.' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'An event stream (`text/event-stream`), open until the hand completes.',
    content: { 'text/event-stream': { schema: { type: 'string' }, example: STREAM_EXAMPLE } },
  })
  @ApiProblems(
    { status: 404, description: 'No such hand.' },
    { status: 422, description: 'The seat is not in the hand, or the resume point is beyond its events.' },
    { status: 429, description: 'Rate limit reached, too many failed authentications from this address, or this credential already holds as many open streams on this instance as it may (`too-many-streams`); `Retry-After` says when to retry where it applies.' },
    { status: 503, description: 'This instance serves as many streams as it may (`streams-at-capacity`), or is shutting down; `Retry-After` says when to retry.' },
  )
  async stream(
    @Caller() caller: Principal,
    @Param('id', HandIdPipe) id: string,
    @Query() query: HandEventsQueryDto,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const after = lastEventId !== undefined ? resumePoint(lastEventId) : (query.after ?? 0);
    const prepared = await this.streams.prepare(caller, appOf(caller), id, seatFor(caller, query.seat, 'see'), after);
    // From here on the connection is the stream's: the headers Fastify would have sent go with it.
    reply.hijack();
    const headers: Record<string, string> = { 'x-request-id': request.id };
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = String(value);
    this.streams.attach(prepared, reply.raw, headers);
  }
}

function resumePoint(header: string): number {
  const value = header.trim();
  if (!EVENT_ID.test(value)) {
    throw new ProblemException('validation-error', `Last-Event-ID '${value.slice(0, 40)}' is not an event id of this stream`, {
      errors: [{ pointer: 'header:Last-Event-ID', detail: 'send the `id` of the last event received, a whole number' }],
    });
  }
  return Number(value);
}
