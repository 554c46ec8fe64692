import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAccess } from '../../auth/access';
import type { PrincipalKind } from '../../auth/principal';
import { toProblem, sendProblem } from '../problem/problem.filter';

/** Where a direct handler is mounted: the method and full path its controller declares. */
export interface DirectRoute {
  method: string;
  url: string;
  /** The route's `@Access`, checked as the access guard checks it. */
  access: readonly PrincipalKind[] | undefined;
}

/**
 * Serves one controller route by a plain Fastify handler, without Nest's per-request machinery
 * (execution context, guard and interceptor chains, observables, parameter pipes) on a route where
 * that machinery is most of the cost. The controller still declares and documents the route, and
 * Fastify registers it with the controller's options (its schemas); only the function Fastify runs
 * for it is swapped as the route is registered. Around `handle` the same things happen as in Nest:
 * every hook (authentication, rate limiting, request ids, logging) runs as for any route, the access
 * guard's check, and a thrown error becomes the problem the global filter would make of it.
 *
 * Must be called before the routes are registered (`app.init()`); a module's constructor is.
 * `handle` returns the answer (or a promise of it) and throws what a controller would throw.
 */
export function serveDirectly(fastify: FastifyInstance, route: DirectRoute, handle: (request: FastifyRequest) => unknown): void {
  const logger = new Logger('ProblemFilter');
  const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown): void => sendProblem(reply, request, toProblem(error, request, logger));
  fastify.addHook('onRoute', (options) => {
    if (options.method !== route.method || options.url !== route.url) return;
    options.handler = function direct(request: FastifyRequest, reply: FastifyReply): void {
      let answer: unknown;
      try {
        checkAccess(request, route.access);
        answer = handle(request);
      } catch (error) {
        return fail(request, reply, error);
      }
      if (answer instanceof Promise) {
        answer.then(
          (value: unknown) => void reply.send(value),
          (error: unknown) => fail(request, reply, error),
        );
      } else void reply.send(answer);
    };
  });
}
