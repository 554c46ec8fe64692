import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemException } from '../common/problem/problem';
import { sendProblem } from '../common/problem/problem.filter';
import type { Authentication, AuthService } from './auth.service';
import type { RateDecision } from './rate-limiter';

/** Routes under this prefix need a credential; health, docs and problem types stay open. */
const PROTECTED = /^\/v1(?:[/?]|$)/;

/**
 * Whether a path needs a credential: a route's, decided once as it is registered (the router has
 * already decoded a request's path, so `/%761/...` or an absolute-form `http://host/v1/...` reaches the
 * `/v1` route it names and gets that route's authentication), or the raw path of a request that
 * matches no route, which then gets a 401 rather than a 404.
 */
export function needsCredential(path: string): boolean {
  return PROTECTED.test(path);
}

const POLICY = 'per-key';

/**
 * The hook that authenticates a `/v1` request before its body is read, then counts it against the
 * caller's rate limit. Failures are answered here with problem details; nothing else runs for them. A
 * client address that keeps presenting bad credentials gets 429 instead of 401 once it has used its
 * failures for the minute; a valid key is never refused for its address's failures (behind a proxy
 * many clients may share one address). A callback hook: a credential checked a moment ago is answered
 * from memory with no promise. `createApp` puts it on every route that `needsCredential`, and runs it
 * for unmatched paths that do.
 */
export function authenticationHook(auth: AuthService): (request: FastifyRequest, reply: FastifyReply, done: () => void) => void {
  return (request, reply, done) => {
    const known = auth.authenticateFromMemory(request.headers.authorization);
    if (known) return admit(auth, request, reply, known, done);
    auth.authenticate(request.headers.authorization).then(
      (result) => admit(auth, request, reply, result, done),
      () => void refuse(reply, request, new ProblemException('service-unavailable', 'Credentials cannot be checked right now (the database does not answer); retry shortly.')),
    );
  };
}

/** Lets an authenticated request on (`done`) once it is counted, or answers it with the refusal. */
function admit(auth: AuthService, request: FastifyRequest, reply: FastifyReply, result: Authentication, done: () => void): void {
  if (!result.ok) {
    if (result.reason === 'missing') return unauthenticated(reply, request, result.reason);
    return settle(auth.recordFailure(request.ip), reply, request, (failures) => {
      if (failures.allowed) return unauthenticated(reply, request, result.reason);
      void reply.header('retry-after', String(failures.retryAfterSeconds));
      refuse(reply, request, new ProblemException('too-many-failed-authentications', `Too many failed authentications from this address; try again in ${failures.retryAfterSeconds} s, with a valid key.`, { retryAfter: failures.retryAfterSeconds }));
    });
  }
  request.principal = result.principal;
  settle(auth.charge(result.principal), reply, request, (decision) => {
    setRateHeaders(reply, decision);
    if (decision.allowed) return done();
    void reply.header('retry-after', String(decision.retryAfterSeconds));
    refuse(reply, request, new ProblemException('rate-limited', `This key may make ${decision.limit} requests per minute; try again in ${decision.retryAfterSeconds} s.`, { limit: decision.limit, retryAfter: decision.retryAfterSeconds }));
  });
}

/** Goes on with a count made in memory at once, or with one from Redis when it arrives. */
function settle(decision: RateDecision | Promise<RateDecision>, reply: FastifyReply, request: FastifyRequest, then: (decision: RateDecision) => void): void {
  if (!(decision instanceof Promise)) return then(decision);
  decision.then(then, () => void refuse(reply, request, new ProblemException('service-unavailable', 'Requests cannot be counted right now; retry shortly.')));
}

function unauthenticated(reply: FastifyReply, request: FastifyRequest, reason: keyof typeof UNAUTHENTICATED): void {
  const { detail, error } = UNAUTHENTICATED[reason];
  void reply.header('www-authenticate', error ? `Bearer realm="croupier", error="${error}"` : 'Bearer realm="croupier"');
  refuse(reply, request, new ProblemException('unauthenticated', detail));
}

const UNAUTHENTICATED: Record<'missing' | 'malformed' | 'invalid' | 'revoked' | 'expired', { detail: string; error?: string }> = {
  missing: { detail: 'This route needs an API key: send `Authorization: Bearer <key>` (README: Access control).' },
  malformed: { detail: 'The Authorization header must be `Bearer <key>`, with one key.', error: 'invalid_request' },
  invalid: { detail: 'The key is not valid: check that it was copied whole (keys start with crp_app_, crp_admin_, crp_seat_ or crp_share_).', error: 'invalid_token' },
  revoked: { detail: 'This key or seat token was revoked; ask for a new one.', error: 'invalid_token' },
  expired: { detail: 'This share link has expired; ask whoever shared the hand for a new link.', error: 'invalid_token' },
};

/** The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy, then what is left. */
function setRateHeaders(reply: FastifyReply, decision: RateDecision): void {
  void reply.header('ratelimit-policy', `"${POLICY}";q=${decision.limit};w=60`);
  void reply.header('ratelimit', `"${POLICY}";r=${decision.remaining};t=${decision.resetSeconds}`);
}

function refuse(reply: FastifyReply, request: FastifyRequest, problem: ProblemException): FastifyReply {
  sendProblem(reply, request, problem.problem);
  return reply;
}
