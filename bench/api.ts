import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
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
 *   in slices alternating with its lean reference after both are warmed up, then with both loaded at
 *   once on one CPU (`sameCore`), the ratio that does not move with the machine's other load;
 * - single actions on live hands: `CONNECTIONS` clients, each acting on hands dealt beforehand;
 * - complete hands played through HTTP with persistence: create, then every action until the end;
 * - live events: with BENCH_STREAMS (100) event streams open, the time from an action's 200 to its
 *   event at each subscriber, next to the same actions' own latency.
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

/**
 * The two showdown servers loaded at once, both held to one CPU (Linux `taskset`, on a machine with two
 * or more), with the load generator on the others: each gets the same share of the same CPU at the same
 * moments, so the ratio of their rates is the ratio of what a request costs each, whatever else the
 * machine is doing (rates measured in turn move by a tenth from one second to the next on a shared
 * machine). Each server is put back on every CPU afterwards. Undefined where that cannot be done.
 */
async function sameCore(a: Case & { pid: number }, b: Case & { pid: number }): Promise<{ ratio: number; a: Result; b: Result } | undefined> {
  const cpus = availableParallelism();
  const pin = (pid: number, list: string) => spawnSync('taskset', ['-a', '-cp', list, String(pid)], { stdio: 'ignore' }).status === 0;
  const all = `0-${cpus - 1}`;
  const server = String(cpus - 1);
  const load = cpus > 2 ? `0-${cpus - 2}` : '0';
  if (cpus < 2 || !pin(a.pid, server) || !pin(b.pid, server) || !pin(process.pid, load)) {
    for (const pid of [a.pid, b.pid, process.pid]) pin(pid, all);
    return undefined;
  }
  try {
    // A short warm-up of both at once, then the measured window.
    await Promise.all([cannon(a[0], a[1], a[2], a[3], 2), cannon(b[0], b[1], b[2], b[3], 2)]);
    const [ra, rb] = await Promise.all([cannon(a[0], a[1], a[2], a[3]), cannon(b[0], b[1], b[2], b[3])]);
    return { ratio: rb.requests / rb.seconds / (ra.requests / ra.seconds), a: ra, b: rb };
  } finally {
    for (const pid of [a.pid, b.pid, process.pid]) pin(pid, all);
  }
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

const STREAMS = Number(process.env.BENCH_STREAMS ?? 100);
const STREAMS_PER_HAND = 10;

/** Opens an event stream; `onEvent(seq)` at each event, at the moment it is parsed. Resolves once the headers are in. */
function subscribe(base: string, handId: string, key: string, onEvent: (seq: number) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/v1/hands/${handId}/events`, { headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const id = /^id: (\d+)$/m.exec(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (id) onEvent(Number(id[1]));
        }
      });
      res.on('error', () => undefined);
      resolve(req);
    });
    req.on('error', reject);
  });
}

/**
 * STREAMS open streams, STREAMS_PER_HAND on each of STREAMS / STREAMS_PER_HAND tables that play
 * complete hands (a new hand gets its subscribers before its first action). For each action, the
 * time from its 200 to the arrival of its last event at each subscriber (negative: the event came
 * first); and the actions' own latency, as the reference of the same run.
 */
async function eventDelivery(base: string, key: string): Promise<{ delivery: Result; actions: Result }> {
  const tables = Math.max(1, Math.round(STREAMS / STREAMS_PER_HAND));
  const delivery: number[] = [];
  const actionMs: number[] = [];
  let errors = 0;
  let requests = 0;
  const end = Date.now() + DURATION_S * 1000;
  const table = async (worker: number) => {
    for (let h = 0; Date.now() < end; h++) {
      let hand = (await post(`${base}/v1/hands`, SIX_MAX(worker + 2000, h), key)).json;
      // Per seq: when its 200 came, and when each subscriber got it.
      const answered = new Map<number, number>();
      const arrived = new Map<number, number[]>();
      const note = (seq: number, at: number) => {
        const t200 = answered.get(seq);
        if (t200 !== undefined) delivery.push(at - t200);
        else arrived.set(seq, [...(arrived.get(seq) ?? []), at]);
      };
      const streams = await Promise.all(Array.from({ length: STREAMS_PER_HAND }, () => subscribe(base, hand.id, key, (seq) => note(seq, performance.now()))));
      let action = nextAction(hand);
      while (action && Date.now() < end + 5000) {
        const t = performance.now();
        const res = await post(`${base}/v1/hands/${hand.id}/actions`, action, key);
        const t200 = performance.now();
        actionMs.push(t200 - t);
        requests++;
        if (res.status !== 200) {
          errors++;
          break;
        }
        hand = res.json;
        const seq = (hand as HandJson & { version: number }).version;
        answered.set(seq, t200);
        for (const at of arrived.get(seq) ?? []) delivery.push(at - t200);
        arrived.delete(seq);
        action = nextAction(hand);
      }
      for (const s of streams) s.destroy();
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: tables }, (_, i) => table(i)));
  const seconds = (performance.now() - t0) / 1000;
  return {
    delivery: { name: `action 200 -> event at subscriber (${STREAMS} streams)`, requests: delivery.length, seconds, latencies: percentiles(delivery), errors: 0 },
    actions: { name: `the same actions, 200 (${tables} tables)`, requests, seconds, latencies: percentiles(actionMs), errors },
  };
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
    const leanCase: Case = ['lean showdowns (Fastify + JSON schema)', `${leanBase}/showdowns`, OMAHA_HI_LO_SHOWDOWN];
    const serviceCase: Case = ['POST /v1/showdowns (omahaHiLo, 2 seats, pot)', `${base}/v1/showdowns`, OMAHA_HI_LO_SHOWDOWN, key];
    // Both warmed up (compiled and optimised) before either is measured.
    await cannon(leanCase[0], leanCase[1], leanCase[2], leanCase[3], 2);
    await cannon(serviceCase[0], serviceCase[1], serviceCase[2], serviceCase[3], 2);
    const [leanShowdowns, showdowns] = await paired(leanCase, serviceCase);
    const oneCore = await sameCore(Object.assign([...leanCase] as Case, { pid: lean.pid! }), Object.assign([...serviceCase] as Case, { pid: service.pid! }));
    const leanActions = await liveActions('lean actions (Fastify + pg, 1 statement)', leanBase, { create: '/hands', act: (id) => `/hands/${id}/actions` });
    const actions = await liveActions('actions on live hands (service)', base, { create: '/v1/hands', act: (id) => `/v1/hands/${id}/actions` }, key);
    const complete = await hands(base, key);
    const live = await eventDelivery(base, key);
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
    const [d50, , d99] = live.delivery.latencies.map((x) => x.toFixed(1));
    const [a50, , a99] = live.actions.latencies.map((x) => x.toFixed(1));
    console.log(`live events: ${live.delivery.requests} events received over ${STREAMS} open streams; action 200 -> event at a subscriber p50 ${d50} ms, p99 ${d99} ms (the same actions' own latency: p50 ${a50} ms, p99 ${a99} ms; ${live.actions.errors} errors)`);
    console.log(
      oneCore
        ? `showdowns on one CPU at once (${DURATION_S} s, ${oneCore.a.errors + oneCore.b.errors} errors): service ${rate(oneCore.b).toFixed(0)} req/s, lean ${rate(oneCore.a).toFixed(0)} req/s, ${(oneCore.ratio * 100).toFixed(0)}% of the lean rate`
        : 'showdowns on one CPU at once: not measured (needs Linux taskset and two or more CPUs)',
    );
    console.log(
      `actions: ${((rate(actions) / rate(leanActions)) * 100).toFixed(0)}% of the lean rate, p99 ${(p99(actions) / Math.max(0.1, p99(leanActions))).toFixed(2)}x the lean p99; ` +
        `showdowns: ${((rate(showdowns) / rate(leanShowdowns)) * 100).toFixed(0)}% of the lean rate in turns${oneCore ? `, ${(oneCore.ratio * 100).toFixed(0)}% on one CPU at once` : ''}`,
    );
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
