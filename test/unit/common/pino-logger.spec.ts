import { Writable } from 'node:stream';
import { createLogger, PinoNestLogger } from '../../../src/common/logging/pino-logger';

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
});
