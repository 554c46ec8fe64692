import { randomUUID } from 'node:crypto';
import { type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { authenticationHook, needsCredential } from './auth/auth.hook';
import { AuthService } from './auth/auth.service';
import { MAX_PATH_PARAMETER_LENGTH, onClientError, onFrameworkError } from './common/problem/http-errors';
import { polishDocument } from './common/openapi/document-polish';
import { operationIdOf } from './common/openapi/operation-ids';
import { ProblemException, problemOf } from './common/problem/problem';
import { ProblemFilter, sendProblem } from './common/problem/problem.filter';
import { exceedsJsonBounds } from './common/validation/json-bounds';
import { findUnstorableChar, findUnstorableEscape, lineAndColumn } from './common/validation/storable-text';
import { createLogger, PinoNestLogger, RequestLines, requestLogger } from './common/logging/pino-logger';
import { createValidationPipe } from './common/problem/validation';
import type { AppConfig } from './config';

export interface CreateAppOptions extends AppConfig {
  bodyLimitBytes?: number;
  /** Log level (`info` logs one JSON line per request); `silent` turns it off. */
  logLevel?: string;
  logger?: LoggerService | false;
  /** Close gracefully on SIGTERM/SIGINT (the service); tests that boot several apps turn it off. */
  shutdownHooks?: boolean;
  /** Where the JSON log lines go (standard output by default). */
  logStream?: NodeJS.WritableStream;
  /** The service's logger, shared with start-up code; made from `logLevel` and `logStream` when absent. */
  log?: Logger;
  /** Proxies in front whose X-Forwarded-For is trusted for the client address (0: none). */
  trustProxyHops?: number;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const IMPORT_ROUTE = '/v1/hands/import';

/**
 * The service's first onRequest hook, on every route and on unmatched paths. The
 * request's id goes on the answer at once (problems made later keep it; `sendProblem` sets it too, for
 * answers made before any hook runs). Once the instance starts closing, a request that still arrives
 * on an open connection is answered at once with a 503 problem and `Connection: close`, so the client
 * retries elsewhere; requests already running finish. Otherwise `next` runs (a request that matches no
 * route is authenticated here; the routes that need a credential authenticate in their own hook).
 */
function frontDoor(fastify: FastifyInstance, next: (request: FastifyRequest, reply: FastifyReply, done: () => void) => void): void {
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks here and below: no promise per request.
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    void reply.header('x-request-id', request.id);
    if (!closing) return next(request, reply, done);
    void reply.header('connection', 'close');
    sendProblem(reply, request, problemOf('service-unavailable', 'This instance is shutting down; send the request again and another instance will answer it.'));
  });
}

/**
 * The raw text of a PHH import, as TOML or as JSON `{ "document" }`, is checked before it is parsed:
 * a NUL, an unpaired surrogate, or an escape that decodes to one would otherwise reach the database
 * in a player's name or another stored string.
 */
function refuseUnstorableImportText(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const body = request.body as { document?: unknown } | string | null | undefined;
  const text = typeof body === 'string' ? body : body?.document;
  if (typeof text !== 'string') return done();
  const bad = findUnstorableChar(text) ?? findUnstorableEscape(text);
  if (!bad) return done();
  const pointer = typeof body === 'string' ? '' : '/document';
  const detail = `the PHH text holds ${bad.what} at ${lineAndColumn(text, bad.index)}; remove it (names and other strings must be storable text)`;
  sendProblem(reply, request, problemOf('validation-error', detail, { errors: [{ pointer, detail }] }));
}

/**
 * Builds the application exactly as it runs: Fastify adapter, validation, problem responses, request
 * ids, OpenAPI. `main.ts` and the end-to-end tests both call this, so tests exercise what ships.
 */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const log = options.log ?? createLogger({ level: options.logLevel ?? 'info', ...(options.logStream ? { stream: options.logStream } : {}) });
  const adapter = new FastifyAdapter({
    bodyLimit: options.bodyLimitBytes ?? 1024 * 1024,
    // An incoming X-Request-Id is kept when it is a sane token; otherwise a fresh UUID is used.
    requestIdHeader: false,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    loggerInstance: log,
    // A request's child logger is made when it first writes (most never do below `info`).
    childLoggerFactory: requestLogger,
    logController: new RequestLines(log),
    // No Nest middleware is used: its engine's hook would run for nothing on every request.
    skipMiddie: true,
    // The first `trustProxyHops` addresses (the peer, then X-Forwarded-For from the right) are proxies.
    ...(options.trustProxyHops ? { trustProxy: trustHops(options.trustProxyHops) } : {}),
    // While the instance drains, requests still arriving on open connections get a 503 problem (below).
    return503OnClosing: false,
    // Errors raised before any route runs are problems too (README: Errors).
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(options), adapter, {
    logger: options.logger ?? new PinoNestLogger(log),
    bufferLogs: false,
    // Fastify's own JSON parser is enough; Nest's would add a form-encoded one the API does not speak.
    bodyParser: false,
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ProblemFilter());
  const fastify = app.getHttpAdapter().getInstance();
  // The API speaks JSON only: any other body is a 415, not a string that fails validation later.
  fastify.removeContentTypeParser('text/plain');
  // Fastify's JSON parser (with its prototype-poisoning checks), behind one pass that bounds its cost.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const excess = exceedsJsonBounds(body as string);
    if (excess) return done(new ProblemException('validation-error', excess, { errors: [{ pointer: '', detail: excess }] }), undefined);
    parseJson(request, body as string, done);
  });
  // PHH files are TOML; only the import route reads them raw, every other route stays JSON-only (415).
  fastify.addContentTypeParser('application/toml', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.url === IMPORT_ROUTE) return done(null, body);
    done(Object.assign(new Error('only /v1/hands/import reads application/toml'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
  });
  // Declared up front, so setting it does not change the shape of every request object.
  fastify.decorateRequest('principal', null);
  const authenticate = authenticationHook(app.get(AuthService));
  // Hooks of the routes that need them, decided once per route: a request runs no test of its path,
  // and no other route pays for the import route's text check.
  fastify.addHook('onRoute', (route) => {
    const onRequest = [route.onRequest ?? []].flat();
    if (needsCredential(route.url) && !onRequest.includes(authenticate)) route.onRequest = [authenticate, ...onRequest];
    if (route.url === IMPORT_ROUTE) route.preValidation = [refuseUnstorableImportText, ...[route.preValidation ?? []].flat()];
  });
  frontDoor(fastify, (request, reply, done) => (request.is404 && needsCredential(request.url) ? authenticate(request, reply, done) : done()));
  setupOpenApi(app);
  if (options.shutdownHooks !== false) app.enableShutdownHooks();
  await app.init();
  return app;
}

/**
 * Trust in the nearest `hops` proxies, as a function: Fastify 5.12 no longer reads a number as a hop
 * count (it trusts no proxy then), but calls this with each address and its distance (0: the peer).
 */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

function setupOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Croupier')
    .setDescription(
      'The rules of sixteen poker games over HTTP: the game catalogue, showdowns, legal actions with exact ' +
        'amounts, and stored, replayable hands. Errors are RFC 9457 problem details (`application/problem+json`); ' +
        'each `type` resolves under /problems.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An app key (crp_app_...), an admin key (crp_admin_...) for /v1/admin, or a seat token (crp_seat_...).' })
    .build();
  const document = polishDocument(SwaggerModule.createDocument(app, config, { operationIdFactory: operationIdOf }));
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json' });
}
