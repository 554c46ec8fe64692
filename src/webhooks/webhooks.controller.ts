import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access, appOf, Caller } from '../auth/access';
import type { Principal } from '../auth/principal';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { ProblemException } from '../common/problem/problem';
import { CreatedWebhookView, CreateWebhookDto, WebhookDeliveryListView, WebhookListView, WebhookView } from './dto/webhook.dto';
import { WebhooksService } from './webhooks.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID names no endpoint. */
function endpointId(id: string): string {
  if (!UUID.test(id)) throw new ProblemException('not-found', `There is no webhook endpoint '${id.slice(0, 64)}'.`);
  return id.toLowerCase();
}

@ApiTags('webhooks')
@Controller('v1/webhooks')
@Access('app')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @ApiOperation({
    summary: 'Register a webhook endpoint',
    description:
      'The app\'s hands\' events of the chosen types are POSTed to `url` as JSON, at least once, in order per hand, retried with ' +
      'exponential backoff for a day. Each delivery is signed: `Croupier-Signature: v1=<hex HMAC-SHA256 of "${Croupier-Timestamp}.${body}">` ' +
      'keyed with `secret`, which is shown only in this answer. `Croupier-Event-Id` is the same on every retry: drop repeats by it.',
  })
  @ApiCreatedResponse({ type: CreatedWebhookView })
  @ApiProblems({ status: 422, description: 'Not an http(s) URL, an unknown event type, or too many endpoints.' })
  create(@Caller() caller: Principal, @Body() body: CreateWebhookDto): Promise<CreatedWebhookView> {
    return this.webhooks.create(appOf(caller), body);
  }

  @Get()
  @ApiOperation({ summary: 'List webhook endpoints', description: 'The app\'s endpoints, newest first, without their secrets.' })
  @ApiOkResponse({ type: WebhookListView })
  list(@Caller() caller: Principal): Promise<WebhookListView> {
    return this.webhooks.list(appOf(caller));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a webhook endpoint', description: 'One endpoint of the app, without its secret.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: WebhookView })
  @ApiProblems({ status: 404, description: 'No such endpoint.' })
  get(@Caller() caller: Principal, @Param('id') id: string): Promise<WebhookView> {
    return this.webhooks.get(appOf(caller), endpointId(id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a webhook endpoint', description: 'Nothing more is sent to it; its pending deliveries are dropped.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse({ description: 'The endpoint is gone.' })
  @ApiProblems({ status: 404, description: 'No such endpoint.' })
  delete(@Caller() caller: Principal, @Param('id') id: string): Promise<void> {
    return this.webhooks.delete(appOf(caller), endpointId(id));
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'List deliveries of a webhook endpoint', description: 'The latest 100 deliveries, newest first: status, attempts, the last response code and the next attempt.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: WebhookDeliveryListView })
  @ApiProblems({ status: 404, description: 'No such endpoint.' })
  deliveries(@Caller() caller: Principal, @Param('id') id: string): Promise<WebhookDeliveryListView> {
    return this.webhooks.deliveries(appOf(caller), endpointId(id));
  }
}
