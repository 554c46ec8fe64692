import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problemOf } from './problem';
import { sendProblem } from './problem.filter';

/** Identifiers in paths are at most this long; a longer one names nothing (Fastify's `maxParamLength`). */
export const MAX_PATH_PARAMETER_LENGTH = 100;

/**
 * Fastify's `frameworkErrors`: errors its router raises before any route runs, answered as problems
 * like every other error. A path that cannot be decoded is malformed (400); a path segment longer
 * than any identifier names nothing (404, as an unknown id does).
 */
export function onFrameworkError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const path = request.raw.url?.split('?')[0] ?? '';
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? problemOf('not-found', `Nothing exists at this path: identifiers are at most ${MAX_PATH_PARAMETER_LENGTH} characters long.`)
      : error.code === 'FST_ERR_BAD_URL'
        ? problemOf('malformed-request', 'The path holds a percent escape that is not UTF-8 (e.g. `%zz` or a cut-off `%E0%A4`); encode each byte as % and two hex digits.')
        : problemOf('malformed-request', 'The request cannot be routed.');
  sendProblem(reply, request, { ...problem, instance: path.length > 200 ? `${path.slice(0, 200)}…` : path });
}

/**
 * Fastify's `clientErrorHandler`: the request could not be read at all (an unparsable request line,
 * headers over the limit, a timeout), so no request object exists. The answer is written to the
 * socket as a problem, with a fresh request id, and the connection is closed.
 */
export function onClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const problem =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? problemOf('headers-too-large', 'The request headers are larger than 16 KB; send fewer or shorter headers.')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? problemOf('request-timeout', 'The request was not received in time; send it again.')
        : problemOf('malformed-request', 'The request line or the headers cannot be read as HTTP/1.1 (e.g. `GET /v1/games HTTP/1.1`, then one `Name: value` per line).');
  const requestId = randomUUID();
  const body = JSON.stringify({ ...problem, requestId });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${problem.status} ${problem.title}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
