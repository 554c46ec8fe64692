import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { ProblemException } from '../common/problem/problem';
import { Access } from './access';
import { AppListView, AppView, CreateAppDto, CreatedAppView, CreateKeyDto, IssuedKeyView, KeyListView, ListKeysQueryDto, KeyView } from './dto/admin.dto';
import type { StoredApp, StoredKey } from './keys.repository';
import { KeysService, type IssuedKey } from './keys.service';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new ProblemException('not-found', 'There is no such app or key: identifiers are UUIDs.') });

/** Operators' routes: apps, their keys, admin keys. They take an admin key and touch no hand. */
@ApiTags('admin')
@Access('admin')
@Controller('v1/admin')
export class AdminController {
  constructor(private readonly keys: KeysService) {}

  @Post('apps')
  @ApiOperation({ summary: 'Create an app', description: 'A new app with its first key. The key\'s secret is in this response only.' })
  @ApiCreatedResponse({ type: CreatedAppView })
  @ApiProblems({ status: 422, description: 'A missing or overlong name, or a bad rate limit.' })
  async createApp(@Body() body: CreateAppDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<CreatedAppView> {
    const created = await this.keys.createApp(body.name, body.rateLimitPerMinute !== undefined ? { rateLimitPerMinute: body.rateLimitPerMinute } : {});
    void reply.header('location', `/v1/admin/apps/${created.app.id}`);
    return { ...appView(created.app), key: issuedView(created) };
  }

  @Get('apps')
  @ApiOperation({ summary: 'List apps', description: 'Every app with its keys (never their secrets).' })
  @ApiOkResponse({ type: AppListView })
  async listApps(): Promise<AppListView> {
    return { items: (await this.keys.listApps()).map(appView) };
  }

  @Get('apps/:id')
  @ApiOperation({ summary: 'Get an app', description: 'The app with its keys (never their secrets).' })
  @ApiOkResponse({ type: AppView })
  @ApiProblems({ status: 404, description: 'No such app.' })
  async getApp(@Param('id', uuid) id: string): Promise<AppView> {
    return appView(await this.keys.getApp(id));
  }

  @Post('apps/:id/keys')
  @ApiOperation({ summary: 'Create a key for an app', description: 'Another key for the app (rotation: create the new one, deploy it, revoke the old one).' })
  @ApiCreatedResponse({ type: IssuedKeyView })
  @ApiProblems({ status: 404, description: 'No such app.' }, { status: 422, description: 'A bad name or rate limit.' })
  async createAppKey(@Param('id', uuid) id: string, @Body() body: CreateKeyDto): Promise<IssuedKeyView> {
    return issuedView(await this.keys.createAppKey(id, body));
  }

  @Post('admin-keys')
  @ApiOperation({ summary: 'Create an admin key', description: 'Another admin key, e.g. before revoking the current one. Its secret is in this response only.' })
  @ApiCreatedResponse({ type: IssuedKeyView })
  @ApiProblems({ status: 422, description: 'A bad name or rate limit.' })
  async createAdminKey(@Body() body: CreateKeyDto): Promise<IssuedKeyView> {
    return issuedView(await this.keys.createAdminKey(body));
  }

  @Get('keys')
  @ApiOperation({ summary: 'List keys', description: 'App and admin keys, without secrets; filter by role or app.' })
  @ApiOkResponse({ type: KeyListView })
  async listKeys(@Query() query: ListKeysQueryDto): Promise<KeyListView> {
    return { items: (await this.keys.listKeys(query)).map(keyView) };
  }

  @Post('keys/:id/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a key', description: 'The key stops working at once, on every instance (the revocation is broadcast). Revoking twice is harmless.' })
  @ApiOkResponse({ type: KeyView })
  @ApiProblems({ status: 404, description: 'No such key.' }, { status: 409, description: 'The only active admin key.' })
  async revoke(@Param('id', uuid) id: string): Promise<KeyView> {
    return keyView(await this.keys.revokeKey(id));
  }
}

export function keyView(key: StoredKey): KeyView {
  return {
    id: key.id,
    role: key.role,
    appId: key.appId,
    name: key.name,
    prefix: key.prefix,
    rateLimitPerMinute: key.rateLimitPerMinute,
    createdAt: key.createdAt.toISOString(),
    revokedAt: key.revokedAt ? key.revokedAt.toISOString() : null,
  };
}

function issuedView(issued: IssuedKey): IssuedKeyView {
  return { ...keyView(issued.key), secret: issued.secret };
}

function appView(app: StoredApp): AppView {
  return { id: app.id, name: app.name, createdAt: app.createdAt.toISOString(), keys: app.keys.map(keyView) };
}
