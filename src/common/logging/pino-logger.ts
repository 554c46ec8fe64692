import type { LoggerService } from '@nestjs/common';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type Logger } from 'pino';

/**
 * One log format for the whole service: Fastify's request lines and Nest's application lines both go
 * through this pino logger, as JSON lines with `level`, `time`, `msg` and, for a request, `reqId`.
 * Request lines carry method, URL and address, never headers; redaction is the second lock.
 */
export function createLogger(options: { level?: string; stream?: NodeJS.WritableStream } = {}): Logger {
  const config = { level: options.level ?? 'info', redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' } };
  return options.stream ? pino(config, options.stream) : pino(config);
}

/** Nest's start-up chatter (a line per module and per route) is debug detail, not news. */
const LIFECYCLE = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** Nest's LoggerService written on a pino logger, so Nest lines look like Fastify's. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, context?: string): void {
    this.write(context && LIFECYCLE.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, ...rest: unknown[]): void {
    // Nest calls error(message, stack?, context?); the context is always last.
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    this.write('error', message, context, stack ? { stack } : {});
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal', message: unknown, context?: string, extra: object = {}): void {
    const fields = { ...(context ? { context } : {}), ...extra };
    if (message !== null && typeof message === 'object' && !(message instanceof Error)) {
      // An object with its own `msg` (ProblemFilter's `{ msg, reqId, err }`) keeps it as the message.
      this.pino[level]({ ...fields, ...message });
    } else {
      this.pino[level](fields, message instanceof Error ? message.message : String(message));
    }
  }
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * Fastify's `childLoggerFactory`: a request's logger that becomes the pino child bound to the request
 * (`reqId`) only when something is written at an enabled level. Fastify makes one per request, and a
 * pino child serialises its bindings when made: below `info` almost no request writes a line, and
 * that work was a measurable part of a showdown's cost. What is written is what the child would write.
 */
export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  // A route with a level or serialisers of its own (none here) gets its child at once.
  if (options.level !== undefined || options.serializers !== undefined) return parent.child(bindings, options);
  return new RequestLog(parent as Logger, bindings) as unknown as FastifyBaseLogger;
}

class RequestLog {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  private get bound(): Logger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }
  set level(level: string) {
    this.bound.level = level;
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.bound.child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.made === undefined && !this.parent.isLevelEnabled(level)) return;
    const bound = this.bound;
    (bound[level] as (...a: unknown[]) => void).apply(bound, args);
  }
}

/**
 * Fastify's `logController`: its two lines per request ('incoming request', 'request completed') are
 * `info` lines, and below `info` they are skipped before Fastify builds them (the second reads the
 * clock for its response time); a request that errored is still written, at `error`.
 */
export class RequestLines extends LogController {
  constructor(private readonly log: Logger) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (this.log.isLevelEnabled('info')) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error || this.log.isLevelEnabled('info')) super.requestCompleted(error, request, reply, metadata);
  }
}
