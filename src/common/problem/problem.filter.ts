import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, type ProblemDetails, ProblemException, problemOf } from './problem';
import type { ProblemCode } from './problem-types';
import { isDatabaseUnavailable } from './database-outage';

/**
 * Turns every error into an RFC 9457 `application/problem+json` response. Nothing else reaches the
 * client: no framework message formats, no stack traces. Unexpected errors are logged and answered
 * with a generic 500 that carries the request id.
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<FastifyRequest>();
    const reply = ctx.getResponse<FastifyReply>();
    const problem = toProblem(exception, request, this.logger);
    sendProblem(reply, request, problem);
  }
}

/** What a caller is told when the database does not answer, on every route. */
export const DATABASE_UNAVAILABLE = 'The database does not answer; retry shortly.';

/** Seconds a client is asked to wait after a 503, when nothing more precise is known. */
const RETRY_AFTER_SECONDS = 5;

export function sendProblem(reply: FastifyReply, request: FastifyRequest, problem: ProblemDetails): void {
  const body: ProblemDetails = { ...problem, instance: problem.instance ?? request.url, requestId: request.id };
  void reply.header('x-request-id', request.id);
  if (body.status === 503 && !reply.hasHeader('retry-after')) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  void reply.status(body.status).header('content-type', `${PROBLEM_CONTENT_TYPE}; charset=utf-8`).send(JSON.stringify(body));
}

/** Errors raised by Fastify itself (body parsing, limits) carry a `code` and a `statusCode`. */
interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  message?: string;
}

const FASTIFY_CODES: Record<string, { code: ProblemCode; detail: (e: FastifyLikeError) => string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload-too-large', detail: () => 'The request body is larger than the limit the service accepts.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported-media-type',
    detail: () => 'The request body must be sent with Content-Type: application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'malformed-request',
    detail: () => 'The request declares a JSON body but sends none: send a JSON object, or no Content-Type.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed-request', detail: (e) => `The body is not valid JSON: ${e.message ?? ''}`.trim() },
};

export function toProblem(exception: unknown, request: FastifyRequest, logger: Logger): ProblemDetails {
  if (exception instanceof ProblemException) return exception.problem;
  const fastifyError = exception as FastifyLikeError;
  if (fastifyError && typeof fastifyError.code === 'string' && FASTIFY_CODES[fastifyError.code]) {
    const known = FASTIFY_CODES[fastifyError.code]!;
    return problemOf(known.code, known.detail(fastifyError));
  }
  if (exception instanceof SyntaxError && fastifyError.statusCode === 400) {
    return problemOf('malformed-request', `The body is not valid JSON: ${exception.message}`);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status === 404) return problemOf('route-not-found', `No route matches ${request.method} ${request.url.split('?')[0]}.`);
    if (status === 405) return problemOf('method-not-allowed', `${request.method} is not allowed on ${request.url.split('?')[0]}.`);
    if (status === 413) return problemOf('payload-too-large', 'The request body is larger than the limit the service accepts.');
    if (status === 415) return problemOf('unsupported-media-type', 'The request body must be sent with Content-Type: application/json.');
    if (status >= 400 && status < 500) return problemOf('malformed-request', exception.message);
  }
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return problemOf('malformed-request', fastifyError.message ?? 'The request cannot be read.');
  }
  if (isDatabaseUnavailable(exception)) {
    // The details (address, driver) go to the log only; the caller learns what to do.
    logger.warn({ msg: 'database unavailable', reqId: request.id, err: exception instanceof Error ? exception.message : String(exception) });
    return problemOf('service-unavailable', DATABASE_UNAVAILABLE);
  }
  logger.error(
    { msg: 'unhandled error', reqId: request.id, err: exception instanceof Error ? { message: exception.message, stack: exception.stack } : String(exception) },
  );
  return problemOf('internal-error', 'The service failed while handling this request; nothing was changed. Report the request id.');
}

