import { Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { declaredAccess } from '../auth/access';
import { serveDirectly } from '../common/http/direct-route';
import { RouteValidatedBody } from '../common/problem/validation';
import type { ShowdownRequestDto } from './dto/showdown-request.dto';
import { isPlainShowdown, ShowdownBodyPipe } from './showdown-body.pipe';
import { ShowdownsController } from './showdowns.controller';
import { ShowdownsService } from './showdowns.service';

@Module({ controllers: [ShowdownsController], providers: [ShowdownsService] })
export class ShowdownsModule {
  /**
   * `POST /v1/showdowns` is stateless and takes microseconds, so Nest's per-request machinery would
   * be most of its cost: Fastify runs the controller's steps directly (access check, body pipe,
   * service); the controller stays the route's definition and documentation.
   */
  constructor(host: HttpAdapterHost, showdowns: ShowdownsService) {
    const fastify = host.httpAdapter?.getInstance<FastifyInstance>();
    if (typeof fastify?.addHook !== 'function') return;
    const pipe = new ShowdownBodyPipe();
    const metadata = { type: 'body', metatype: RouteValidatedBody } as const;
    serveDirectly(fastify, { method: 'POST', url: '/v1/showdowns', access: declaredAccess(ShowdownsController, 'evaluate') }, (request) => {
      const body = request.body;
      if (isPlainShowdown(body)) return showdowns.evaluate(body);
      return pipe.transform(body, metadata).then((dto: ShowdownRequestDto) => showdowns.evaluate(dto));
    });
  }
}
