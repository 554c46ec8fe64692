import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createLogger, PinoNestLogger, RequestLines, requestLogger } from '../../../src/common/logging/pino-logger';

function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')));
      done();
    },
  });
  return { lines, log: createLogger({ level, stream }) };
}

describe('one log format for Nest and Fastify', () => {
  it('writes Nest lines in the shape of pino request lines, with the context as a field', () => {
    const { lines, log } = capture();
    new PinoNestLogger(log).log('listening', 'Croupier');
    log.child({ reqId: 'r-1' }).info({ req: { method: 'GET', url: '/' } }, 'incoming request');
    expect(lines.map((line) => Object.keys(line).sort())).toEqual([
      ['context', 'hostname', 'level', 'msg', 'pid', 'time'],
      ['hostname', 'level', 'msg', 'pid', 'reqId', 'req', 'time'].sort(),
    ]);
    expect(lines[0]).toMatchObject({ level: 30, context: 'Croupier', msg: 'listening' });
  });

  it('keeps the fields and message of an object, such as the request id of an error', () => {
    const { lines, log } = capture();
    new PinoNestLogger(log).error({ msg: 'unhandled error', reqId: 'r-2' }, 'ProblemFilter');
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'unhandled error', reqId: 'r-2', context: 'ProblemFilter' })]);
  });

  it('turns the start-up lines of every module and route into debug lines', () => {
    const { lines, log } = capture();
    const nest = new PinoNestLogger(log);
    nest.log('Mapped {/v1/games, GET} route', 'RouterExplorer');
    nest.log('HandsModule dependencies initialized', 'InstanceLoader');
    nest.warn('CROUPIER_ADMIN_KEY was revoked', 'Croupier');
    expect(lines.map((line) => line.msg)).toEqual(['CROUPIER_ADMIN_KEY was revoked']);
  });

  it('redacts an authorization header should one ever reach a line', () => {
    const { lines, log } = capture();
    log.info({ req: { headers: { authorization: 'Bearer crp_app_secret' } } }, 'incoming request');
    expect(JSON.stringify(lines)).not.toContain('crp_app_secret');
  });

  describe("a request's logger", () => {
    const make = (level: string) => {
      const { lines, log } = capture(level);
      const child = jest.spyOn(log, 'child');
      return { lines, child, request: requestLogger(log as unknown as FastifyBaseLogger, { reqId: 'r-9' }, {}) };
    };

    it('writes what the bound child would, request id included, at every enabled level', () => {
      const { lines, request } = make('info');
      request.info({ res: { statusCode: 200 } }, 'request completed');
      request.warn('slow %s', 'answer');
      request.error(new Error('boom'));
      request.debug('not written');
      expect(lines.map(({ level, msg, reqId }) => ({ level, msg, reqId }))).toEqual([
        { level: 30, msg: 'request completed', reqId: 'r-9' },
        { level: 40, msg: 'slow answer', reqId: 'r-9' },
        { level: 50, msg: 'boom', reqId: 'r-9' },
      ]);
      expect(lines[0]).toMatchObject({ res: { statusCode: 200 } });
    });

    it('makes no child for a request that writes nothing at an enabled level, and one for all its lines', () => {
      const quiet = make('warn');
      quiet.request.info('incoming request');
      quiet.request.debug('details');
      expect(quiet.child).not.toHaveBeenCalled();
      expect(quiet.lines).toEqual([]);
      expect(quiet.request.level).toBe('warn');
      quiet.request.warn('first');
      quiet.request.error('second');
      expect(quiet.child).toHaveBeenCalledTimes(1);
      expect(quiet.lines.map((line) => [line.msg, line.reqId])).toEqual([
        ['first', 'r-9'],
        ['second', 'r-9'],
      ]);
    });

    it("keeps a level set on it and makes children that carry both bindings", () => {
      const { lines, request } = make('warn');
      request.level = 'debug';
      request.debug('now written');
      request.child({ step: 'parse' }).warn('nested');
      expect(lines.map(({ msg, reqId, step }) => ({ msg, reqId, step }))).toEqual([
        { msg: 'now written', reqId: 'r-9', step: undefined },
        { msg: 'nested', reqId: 'r-9', step: 'parse' },
      ]);
    });
  });

  describe("Fastify's request lines", () => {
    const at = (level: string) => {
      const { lines, log } = capture(level);
      const child = log.child({ reqId: 'r-5' });
      const request = { log: child } as unknown as FastifyRequest;
      const reply = { log: child, elapsedTime: 1.5, statusCode: 500 } as unknown as FastifyReply;
      return { lines, controller: new RequestLines(log), request, reply };
    };

    it('are written at info, and skipped below it except for a request that errored', () => {
      const info = at('info');
      info.controller.incomingRequest(info.request, info.reply);
      info.controller.requestCompleted(null, info.request, info.reply);
      expect(info.lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      const warn = at('warn');
      warn.controller.incomingRequest(warn.request, warn.reply);
      warn.controller.requestCompleted(null, warn.request, warn.reply);
      warn.controller.requestCompleted(new Error('socket hang up'), warn.request, warn.reply);
      expect(warn.lines.map(({ level, msg, reqId }) => ({ level, msg, reqId }))).toEqual([{ level: 50, msg: 'request errored', reqId: 'r-5' }]);
    });
  });
});
