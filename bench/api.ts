import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { OMAHA_HI_LO_SHOWDOWN } from '../src/showdowns/showdown-examples';

/**
 * `npm run bench:api` — HTTP throughput on loopback, bounded in time, every case from one run on one
 * database, each next to its reference:
 * - a bare Fastify "hello" (the ceiling of this machine and client);
 * - the lean references (bench/lean-server.ts): a bare Fastify route with a JSON schema calling the
 *   same showdown code, and a bare Fastify + `pg` route writing an action with the same engine,
 *   codec, view and one-statement write, its state in memory;
 * - POST /v1/showdowns (stateless: authentication, validation, evaluation, pot division), measured
 *   in slices alternating with its lean reference;
 * - single actions on live hands: `CONNECTIONS` clients, each acting on hands dealt beforehand;
 * - complete hands played through HTTP with persistence: create, then every action until the end.
 * The service runs as built (`node dist/main.js`) on DATABASE_URL or its embedded database, each
 * server in its own process; the load comes from this one. Results are requests per second with
 * latency percentiles, and each rate (and the actions' p99) as a ratio to its reference.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Alternating slices of the showdown cases (see `paired`). */
const SLICES = Number(process.env.BENCH_SLICES ?? 4);
// Ports of the processes the bench starts: BENCH_PORT and the next few.
const PORT_BASE = Number(process.env.BENCH_PORT ?? 38201);
const HELLO_PORT = PORT_BASE;
const SERVICE_PORT = PORT_BASE + 1;
const LEAN_PORT = PORT_BASE + 2;
/** Hands dealt per client before the live-hands cases: more than a client can finish in the time. */
const HANDS_PER_CLIENT = Number(process.env.BENCH_HANDS_PER_CLIENT ?? 60);

function start(script: string, env: NodeJS.ProcessEnv, readyUrl: string, nodeFlags: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
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

async function cannon(name: string, url: string, body?: object, key?: string, seconds = DURATION_S): Promise<Result> {
  const auth: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  const out = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
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

/**
 * Two cases measured in alternating slices (`SLICES` of each, DURATION_S in all per case), so that
 * both see the same moments of a machine whose other load comes and goes: each rate is the sum of
 * its slices, each percentile the median of its slices'.
 */
type Case = [name: string, url: string, body: object, key?: string];
async function paired(a: Case, b: Case): Promise<[Result, Result]> {
  const slices: [Result[], Result[]] = [[], []];
  for (let i = 0; i < SLICES; i++) {
    slices[0].push(await cannon(a[0], a[1], a[2], a[3], DURATION_S / SLICES));
    slices[1].push(await cannon(b[0], b[1], b[2], b[3], DURATION_S / SLICES));
  }
  const sum = (rs: Result[]): Result => {
    const median = (k: number) => rs.map((r) => r.latencies[k]!).sort((x, y) => x - y)[Math.floor(rs.length / 2)]!;
    return { name: rs[0]!.name, requests: rs.reduce((n, r) => n + r.requests, 0), seconds: rs.reduce((n, r) => n + r.seconds, 0), latencies: [median(0), median(1), median(2)], errors: rs.reduce((n, r) => n + r.errors, 0) };
  };
  return [sum(slices[0]), sum(slices[1])];
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
    const res = await post(url, body, key);
    latencies.push(performance.now() - t);
    requests++;
    if (res.status >= 300) errors++;
    return res;
  };
  const table = async (worker: number) => {
    for (let h = 0; Date.now() < end; h++) {
      // Other seeds than the live-hands cases use: these are new hands.
      let hand = (await call(`${base}/v1/hands`, SIX_MAX(worker + 1000, h))).json;
      let action = nextAction(hand);
      while (action && Date.now() < end + 5000) {
        const res = await call(`${base}/v1/hands/${hand.id}/actions`, action);
        if (res.status !== 200) break;
        hand = res.json;
        action = nextAction(hand);
      }
      if (hand.status === 'complete') played++;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => table(i)));
  const seconds = (performance.now() - t0) / 1000;
  return { name: 'complete hands (service)', requests, seconds, latencies: percentiles(latencies), errors, hands: played };
}

const SIX_MAX = (worker: number, h: number) => ({
  game: 'holdem',
  bettingStructure: 'noLimit',
  stakes: { smallBlind: 1, bigBlind: 2 },
  seats: [1, 2, 3, 4, 5, 6].map((seat) => ({ seat, stack: 200 })),
  button: 1 + (h % 6),
  seed: `bench-${worker}-${h}`,
});

/** The check or call the player to act may make (the first legal action otherwise). */
function nextAction(hand: HandJson): object | undefined {
  if (!hand.toAct) return undefined;
  const { seat, legalActions } = hand.toAct;
  const pick = legalActions.find((a) => a.type === 'check') ?? legalActions.find((a) => a.type === 'call') ?? legalActions[0]!;
  return { seat, type: pick.type, ...(pick.min !== undefined ? { amount: pick.min } : {}) };
}

async function post(url: string, body: object, key?: string): Promise<{ status: number; json: HandJson }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as HandJson };
}

/**
 * Single actions on live hands: every client first deals HANDS_PER_CLIENT hands (not measured), then
 * acts on them one action at a time, moving to its next hand when one ends, until the time is up.
 */
async function liveActions(name: string, base: string, paths: { create: string; act: (id: string) => string }, key?: string): Promise<Result> {
  const dealt = await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      const mine: HandJson[] = [];
      for (let h = 0; h < HANDS_PER_CLIENT; h++) {
        const created = await post(`${base}${paths.create}`, SIX_MAX(worker, h), key);
        if (created.status !== 201) throw new Error(`${name}: dealing failed: ${created.status} ${JSON.stringify(created.json)}`);
        mine.push(created.json);
      }
      return mine;
    }),
  );
  const latencies: number[] = [];
  let requests = 0;
  let errors = 0;
  let exhausted = 0;
  const end = Date.now() + DURATION_S * 1000;
  const client = async (mine: HandJson[]) => {
    let hand = mine.shift();
    while (Date.now() < end) {
      const action = hand && nextAction(hand);
      if (!hand || !action) {
        hand = mine.shift();
        if (!hand) return void exhausted++;
        continue;
      }
      const t = performance.now();
      const res = await post(`${base}${paths.act(hand.id)}`, action, key);
      latencies.push(performance.now() - t);
      requests++;
      if (res.status !== 200) {
        errors++;
        hand = undefined;
      } else hand = res.json;
    }
  };
  const t0 = performance.now();
  await Promise.all(dealt.map(client));
  const seconds = (performance.now() - t0) / 1000;
  if (exhausted > 0) console.log(`${name}: ${exhausted} clients ran out of hands; raise BENCH_HANDS_PER_CLIENT`);
  return { name, requests, seconds, latencies: percentiles(latencies), errors };
}

function percentiles(latencies: number[]): number[] {
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return [pct(0.5), pct(0.9), pct(0.99)];
}

async function main(): Promise<void> {
  const hello = await start(path.join(ROOT, '.bench-dist', 'bench', 'hello-server.js'), { PORT: String(HELLO_PORT) }, `http://127.0.0.1:${HELLO_PORT}/hello`);
  // The service authenticates every request as in production; the bench is an app whose key has a
  // limit it cannot reach, so the numbers include the authentication and counting on every request.
  const adminKey = `crp_admin_${randomBytes(32).toString('base64url')}`;
  const serviceEnv: NodeJS.ProcessEnv = { PORT: String(SERVICE_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CROUPIER_ADMIN_KEY: adminKey };
  if (!process.env.DATABASE_URL) Object.assign(serviceEnv, { EMBEDDED_PG_DIR: '.data/pg-bench', EMBEDDED_PG_PORT: String(Number(process.env.BENCH_PG_PORT ?? 54349)) });
  let service: ChildProcess | undefined;
  let lean: ChildProcess | undefined;
  try {
    // Node refuses --cpu-prof in NODE_OPTIONS: it goes on the command line.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    service = await start(path.join(ROOT, 'dist', 'main.js'), serviceEnv, `http://127.0.0.1:${SERVICE_PORT}/health/ready`, profile);
    const base = `http://127.0.0.1:${SERVICE_PORT}`;
    const created = await fetch(`${base}/v1/admin/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminKey}` },
      body: JSON.stringify({ name: 'bench', rateLimitPerMinute: 1_000_000 }),
    });
    if (created.status !== 201) throw new Error(`creating the bench app failed: ${created.status} ${await created.text()}`);
    const app = (await created.json()) as { id: string; key: { secret: string } };
    const key = app.key.secret;
    // The lean references use the service's database: the URL the service was given, or its embedded one.
    const databaseUrl = process.env.DATABASE_URL ?? `postgresql://croupier:croupier@127.0.0.1:${serviceEnv.EMBEDDED_PG_PORT}/croupier`;
    lean = await start(path.join(ROOT, '.bench-dist', 'bench', 'lean-server.js'), { PORT: String(LEAN_PORT), DATABASE_URL: databaseUrl, APP_ID: app.id }, `http://127.0.0.1:${LEAN_PORT}/ready`);
    const leanBase = `http://127.0.0.1:${LEAN_PORT}`;
    console.log(`bench:api — loopback, ${CONNECTIONS} connections, ${DURATION_S} s each, database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded'}`);
    const helloResult = await cannon('bare Fastify hello (ceiling)', `http://127.0.0.1:${HELLO_PORT}/hello`);
    const [leanShowdowns, showdowns] = await paired(
      ['lean showdowns (Fastify + JSON schema)', `${leanBase}/showdowns`, OMAHA_HI_LO_SHOWDOWN],
      ['POST /v1/showdowns (omahaHiLo, 2 seats, pot)', `${base}/v1/showdowns`, OMAHA_HI_LO_SHOWDOWN, key],
    );
    const leanActions = await liveActions('lean actions (Fastify + pg, 1 statement)', leanBase, { create: '/hands', act: (id) => `/hands/${id}/actions` });
    const actions = await liveActions('actions on live hands (service)', base, { create: '/v1/hands', act: (id) => `/v1/hands/${id}/actions` }, key);
    const complete = await hands(base, key);
    const rows: [Result & { hands?: number }, Result | undefined][] = [
      [helloResult, undefined],
      [leanShowdowns, helloResult],
      [showdowns, leanShowdowns],
      [leanActions, helloResult],
      [actions, leanActions],
      [complete, leanActions],
    ];
    const rate = (r: Result) => r.requests / r.seconds;
    console.log(`${'case'.padEnd(46)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p90 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  ${'vs reference'.padEnd(46)} errors`);
    for (const [r, ref] of rows) {
      const [p50, p90, p99] = r.latencies.map((x) => x.toFixed(1));
      const ratio = ref ? `${((rate(r) / rate(ref)) * 100).toFixed(0)}% of ${ref.name.replace(/ \(.*/, '')}` : '';
      console.log(`${r.name.padEnd(46)} ${rate(r).toFixed(0).padStart(9)} ${p50!.padStart(8)} ${p90!.padStart(8)} ${p99!.padStart(8)}  ${ratio.padEnd(46)} ${r.errors}`);
      if (r.hands !== undefined) console.log(`${''.padEnd(46)} ${(r.hands / r.seconds).toFixed(1).padStart(9)} complete hands/s (6-max no-limit hold'em, ${(r.requests / Math.max(1, r.hands)).toFixed(1)} requests a hand)`);
    }
    const p99 = (r: Result) => r.latencies[2]!;
    console.log(`actions: ${((rate(actions) / rate(leanActions)) * 100).toFixed(0)}% of the lean rate, p99 ${(p99(actions) / Math.max(0.1, p99(leanActions))).toFixed(2)}x the lean p99; showdowns: ${((rate(showdowns) / rate(leanShowdowns)) * 100).toFixed(0)}% of the lean rate`);
  } finally {
    if (lean) await stop(lean);
    if (service) await stop(service);
    await stop(hello);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
