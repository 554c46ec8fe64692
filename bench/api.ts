import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench:api` — HTTP throughput on loopback, bounded in time:
 * - a bare Fastify "hello" (the ceiling of this machine and client);
 * - POST /v1/showdowns (stateless: validation, evaluation, pot division);
 * - complete hands played through HTTP with persistence: create, then every action until the end,
 *   each an optimistic transaction on PostgreSQL.
 * The service runs as built (`node dist/main.js`) on DATABASE_URL or its embedded database, in its own
 * process; the load comes from this one. Results are requests per second with latency percentiles,
 * and each rate as a share of the "hello" ceiling.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
// Ports of the processes the bench starts: BENCH_PORT and the next few.
const PORT_BASE = Number(process.env.BENCH_PORT ?? 38201);
const HELLO_PORT = PORT_BASE;
const SERVICE_PORT = PORT_BASE + 1;

function start(script: string, env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        const res = await fetch(readyUrl);
        if (res.ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error(`${script} did not become ready`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Result {
  name: string;
  requests: number;
  seconds: number;
  latencies: number[]; // ms, sorted
  errors: number;
}

async function cannon(name: string, url: string, body?: object, key?: string): Promise<Result> {
  const auth: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  const out = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { method: 'POST', body: JSON.stringify(body) } : {}),
  });
  const l = out.latency;
  return {
    name,
    requests: out.requests.total,
    seconds: out.duration,
    latencies: [l.p50, l.p90, l.p99],
    errors: out.errors + out.non2xx,
  };
}

interface HandJson {
  id: string;
  status: string;
  toAct: { seat: number; legalActions: { type: string; min?: number }[] } | null;
}

/** Plays complete hands with `CONNECTIONS` concurrent tables until the time is up. */
async function hands(base: string, key: string): Promise<Result & { hands: number }> {
  const latencies: number[] = [];
  let requests = 0;
  let errors = 0;
  let played = 0;
  const end = Date.now() + DURATION_S * 1000;
  const call = async (url: string, body: object): Promise<{ status: number; json: HandJson }> => {
    const t = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
    const json = (await res.json()) as HandJson;
    latencies.push(performance.now() - t);
    requests++;
    if (res.status >= 300) errors++;
    return { status: res.status, json };
  };
  const table = async (worker: number) => {
    for (let h = 0; Date.now() < end; h++) {
      const created = await call(`${base}/v1/hands`, {
        game: 'holdem',
        bettingStructure: 'noLimit',
        stakes: { smallBlind: 1, bigBlind: 2 },
        seats: [1, 2, 3, 4, 5, 6].map((seat) => ({ seat, stack: 200 })),
        button: 1 + (h % 6),
        seed: `bench-${worker}-${h}`,
      });
      let hand = created.json;
      while (hand.toAct && Date.now() < end + 5000) {
        const { seat, legalActions } = hand.toAct;
        const pick = legalActions.find((a) => a.type === 'check') ?? legalActions.find((a) => a.type === 'call') ?? legalActions[0]!;
        const res = await call(`${base}/v1/hands/${hand.id}/actions`, { seat, type: pick.type, ...(pick.min !== undefined ? { amount: pick.min } : {}) });
        if (res.status !== 200) break;
        hand = res.json;
      }
      if (hand.status === 'complete') played++;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => table(i)));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { name: 'complete hands over HTTP + PostgreSQL', requests, seconds, latencies: [pct(0.5), pct(0.9), pct(0.99)], errors, hands: played };
}

async function main(): Promise<void> {
  const hello = await start(path.join(ROOT, '.bench-dist', 'bench', 'hello-server.js'), { PORT: String(HELLO_PORT) }, `http://127.0.0.1:${HELLO_PORT}/hello`);
  // The service authenticates every request as in production; the bench is an app whose key has a
  // limit it cannot reach, so the numbers include the authentication and counting on every request.
  const adminKey = `crp_admin_${randomBytes(32).toString('base64url')}`;
  const serviceEnv: NodeJS.ProcessEnv = { PORT: String(SERVICE_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CROUPIER_ADMIN_KEY: adminKey };
  if (!process.env.DATABASE_URL) Object.assign(serviceEnv, { EMBEDDED_PG_DIR: '.data/pg-bench', EMBEDDED_PG_PORT: '54349' });
  let service: ChildProcess | undefined;
  try {
    service = await start(path.join(ROOT, 'dist', 'main.js'), serviceEnv, `http://127.0.0.1:${SERVICE_PORT}/health/ready`);
    const base = `http://127.0.0.1:${SERVICE_PORT}`;
    const created = await fetch(`${base}/v1/admin/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminKey}` },
      body: JSON.stringify({ name: 'bench', rateLimitPerMinute: 1_000_000 }),
    });
    if (created.status !== 201) throw new Error(`creating the bench app failed: ${created.status} ${await created.text()}`);
    const key = ((await created.json()) as { key: { secret: string } }).key.secret;
    console.log(`bench:api — loopback, ${CONNECTIONS} connections, ${DURATION_S} s each, database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded'}`);
    const results: (Result & { hands?: number })[] = [];
    results.push(await cannon('bare Fastify hello (ceiling)', `http://127.0.0.1:${HELLO_PORT}/hello`));
    results.push(
      await cannon('POST /v1/showdowns (omahaHiLo, 2 seats, pot)', `${base}/v1/showdowns`, {
        game: 'omahaHiLo',
        board: ['2h', '4d', '7c', 'Jd', 'Js'],
        players: [
          { seat: 1, cards: ['Ac', '3c', 'Kh', 'Qd'] },
          { seat: 2, cards: ['5s', '6s', 'Jh', '9c'] },
        ],
        pot: 61,
        button: 2,
      }, key),
    );
    results.push(await hands(base, key));
    const ceiling = results[0]!.requests / results[0]!.seconds;
    console.log(`${'case'.padEnd(46)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p90 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'vs hello'.padStart(9)}  errors`);
    for (const r of results) {
      const rps = r.requests / r.seconds;
      const [p50, p90, p99] = r.latencies.map((x) => x.toFixed(1));
      console.log(`${r.name.padEnd(46)} ${rps.toFixed(0).padStart(9)} ${p50!.padStart(8)} ${p90!.padStart(8)} ${p99!.padStart(8)} ${((rps / ceiling) * 100).toFixed(1).padStart(8)}%  ${r.errors}`);
      if (r.hands !== undefined) console.log(`${''.padEnd(46)} ${(r.hands / r.seconds).toFixed(1).padStart(9)} complete hands/s (6-max no-limit hold'em, ${(r.requests / Math.max(1, r.hands)).toFixed(1)} requests a hand)`);
    }
  } finally {
    if (service) await stop(service);
    await stop(hello);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
