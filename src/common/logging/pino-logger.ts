import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

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
