import { applyDecorators, type CanActivate, createParamDecorator, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import type { FastifyRequest } from 'fastify';
import { ProblemException } from '../common/problem/problem';
import type { Principal, PrincipalKind } from './principal';

const ACCESS = 'croupier:access';

const WHAT: Record<PrincipalKind, string> = { app: 'an app key', admin: 'an admin key', seat: 'a seat token', share: 'a share token' };

/**
 * Which credentials a route (or every route of a controller) accepts. A `/v1` route without it
 * accepts none: access is granted route by route, never by default.
 */
export function Access(...kinds: PrincipalKind[]) {
  return applyDecorators(
    SetMetadata(ACCESS, kinds),
    ApiBearerAuth(),
    ApiProblems(
      { status: 401, description: 'No credential, or an unknown or revoked one (`WWW-Authenticate` says which).' },
      { status: 403, description: `The credential may not use this route; it takes ${kinds.map((k) => WHAT[k]).join(' or ')}.` },
      { status: 429, description: 'Rate limit reached, or too many failed authentications from this address; `Retry-After` says when to retry.' },
    ),
  );
}

/** The authenticated caller of the request (set by the authentication hook). */
export const Caller = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<FastifyRequest>().principal;
  // The guard refuses such a request first; this is the second lock.
  if (!principal) throw new ProblemException('unauthenticated', 'This route needs an API key: send `Authorization: Bearer <key>`.');
  return principal;
});

/**
 * Checks the caller's kind against the route's `@Access`, and keeps a seat token on its own hand.
 * Routes without `@Access` outside `/v1` are open; a `/v1` route without it accepts no credential.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    checkAccess(context.switchToHttp().getRequest<FastifyRequest>(), this.reflector.getAllAndOverride<PrincipalKind[] | undefined>(ACCESS, [context.getHandler(), context.getClass()]));
    return true;
  }
}

/** The credentials a controller method accepts, by its own `@Access` or its controller's. */
export function declaredAccess(controller: abstract new (...args: never[]) => unknown, method: string): PrincipalKind[] | undefined {
  const handler = (controller.prototype as Record<string, unknown>)[method] as object;
  return (Reflect.getMetadata(ACCESS, handler) ?? Reflect.getMetadata(ACCESS, controller)) as PrincipalKind[] | undefined;
}

/** The guard's decision for a request and the access its route declares: returns, or throws the 401/403 problem. */
export function checkAccess(request: FastifyRequest, declared: readonly PrincipalKind[] | undefined): void {
  const principal = request.principal;
  const params = request.params as Record<string, string> | undefined;
  // Open routes (health, problem types) declare no access. A route that declares access and yet
  // reached here without a caller slipped past the authentication hook: refuse it.
  if (!principal) {
    if (declared === undefined) return;
    throw new ProblemException('unauthenticated', 'This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).');
  }
  const allowed = declared ?? [];
  if (!allowed.includes(principal.kind)) {
    const accepted = allowed.length ? allowed.map((k) => WHAT[k]).join(' or ') : 'no credential';
    throw new ProblemException('forbidden', `This route takes ${accepted}, not ${WHAT[principal.kind]}.`);
  }
  if (principal.kind === 'seat' && params?.id?.toLowerCase() !== principal.handId) {
    throw new ProblemException('forbidden', 'This seat token belongs to another hand; it reaches only its own seat of its own hand.');
  }
  if (principal.kind === 'share' && params?.id?.toLowerCase() !== principal.handId) {
    throw new ProblemException('forbidden', 'This share token belongs to another hand; it reads the replay of its own hand only.');
  }
}

/**
 * The seat a request may see or act for: a seat token's own seat (another seat is 403), or the seat
 * an app key asks for (any, or none for the full view).
 */
export function seatFor(caller: Principal, requested: number | undefined, what: string): number | undefined {
  if (caller.kind === 'share') throw new ProblemException('forbidden', 'A share token reads its replay only.');
  if (caller.kind !== 'seat') return requested;
  if (requested !== undefined && requested !== caller.seat) {
    throw new ProblemException('forbidden', `This seat token is for seat ${caller.seat}; it cannot ${what} seat ${requested}.`);
  }
  return caller.seat;
}

/** The app a request acts for: an app key's, or a seat token's. */
export function appOf(caller: Principal): string {
  if (caller.kind === 'admin') throw new ProblemException('forbidden', 'Admin keys manage apps and keys; use an app key for hands.');
  return caller.appId;
}
