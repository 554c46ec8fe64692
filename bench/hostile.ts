import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { hostileBodies, send } from '../test/e2e/support/hostile-bodies';

/**
 * `npm run bench:hostile` — how long the worst bodies within the 1 MiB limit hold the event loop of
 * an instance built as it ships (`dist/`), one request at a time (the 50 ms target) and four at once
 * (four requests read in one turn of the loop are handled back to back). Next to each:
 * what `JSON.parse` of the same body alone takes here (the floor of any JSON service) and, as the
 * peer, an ordinary showdown request sent the same way. The instance runs in this process on
 * DATABASE_URL or an embedded database of its own; the client is cheap (prepared strings).
 */

const ROOT = path.resolve(__dirname, '..', '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
/** Only the bodies whose label contains this text (with the peer). */
const ONLY = process.env.BENCH_ONLY ?? '';
const TARGET_MS = 50;

interface App {
  listen(options: { port: number; host: string }): Promise<unknown>;
  getHttpServer(): { address(): AddressInfo };
  get<T>(token: unknown): T;
  close(): Promise<void>;
}

async function load<T>(module: string): Promise<T> {
  return (await import(path.join(ROOT, 'dist', module))) as T;
}

function timeParse(body: string): number {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = process.hrtime.bigint();
    try {
      JSON.parse(body);
    } catch {
      // the bare nesting is valid JSON; nothing here should throw, and a throw costs the same
    }
    runs.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return runs.sort((a, b) => a - b)[2]!;
}

async function main(): Promise<void> {
  const { createApp } = await load<{ createApp(options: object): Promise<App> }>('app.js');
  const { resolveDatabase } = await load<{ resolveDatabase(env: NodeJS.ProcessEnv): Promise<{ url: string; stop(): Promise<void> }> }>('db/embedded.js');
  const { migrateDeploy } = await load<{ migrateDeploy(url: string): Promise<unknown> }>('db/migrate.js');
  const { KeysService } = await load<{ KeysService: unknown }>('auth/keys.service.js');
  const db = await resolveDatabase({ ...process.env, EMBEDDED_PG_PORT: '39210', EMBEDDED_PG_DIR: '.data/pg-bench-hostile' });
  await migrateDeploy(db.url);
  const app = await createApp({ databaseUrl: db.url, databasePoolSize: 4, logLevel: 'silent', logger: false, shutdownHooks: false });
  try {
    await app.listen({ port: 39211, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address();
    const keys = app.get<{ createApp(name: string, options: object): Promise<{ secret: string }> }>(KeysService);
    const appKey = (await keys.createApp('bench-hostile', { rateLimitPerMinute: 1_000_000_000 })).secret;
    const created = await fetch(`http://127.0.0.1:${port}/v1/hands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${appKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1, seed: 'bench', seatTokens: true }),
    });
    const hand = (await created.json()) as { id: string; seatTokens: { token: string }[] };
    const showdown = JSON.stringify({ game: 'holdem', board: ['2h', '4d', '7c', 'Jd', 'Js'], players: [{ seat: 1, cards: ['As', 'Ad'] }, { seat: 2, cards: ['Ks', 'Kd'] }] });
    const cases = [{ label: 'peer: a valid showdown', url: '/v1/showdowns', body: showdown }, ...hostileBodies(hand.id).filter((b) => b.label.includes(ONLY))];
    console.log(`largest event-loop delay over ${ROUNDS} rounds of each body, one request at a time and four at once (target: one request < ${TARGET_MS} ms)\n`);
    console.log(`${'body'.padEnd(44)} ${'1 at a time'.padStart(11)} ${'4 at once'.padStart(10)} ${'JSON.parse'.padStart(11)}  status  target`);
    for (const { label, url, body } of cases) {
      const token = url.endsWith('/actions') ? hand.seatTokens[0]!.token : appKey;
      await send(port, url, token, body);
      const statuses = new Set<number>();
      const measure = async (concurrency: number): Promise<number> => {
        const histogram = monitorEventLoopDelay({ resolution: 1 });
        histogram.enable();
        for (let round = 0; round < ROUNDS; round++) {
          const answers = await Promise.all(Array.from({ length: concurrency }, () => send(port, url, token, body)));
          for (const answer of answers) statuses.add(answer.status);
        }
        histogram.disable();
        return histogram.max / 1e6;
      };
      const single = await measure(1);
      const four = await measure(4);
      const ms = (n: number, width: number) => `${n.toFixed(1)} ms`.padStart(width);
      console.log([label.padEnd(44), ms(single, 11), ms(four, 10), ms(timeParse(body), 11), ` ${[...statuses].join('/').padEnd(6)}`, single < TARGET_MS ? 'met' : 'MISSED'].join(' '));
    }
  } finally {
    await app.close();
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
