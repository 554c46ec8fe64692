import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * The deployment of docker-compose.yml without Docker: a database of its own on the system
 * PostgreSQL, the system Redis, the migration run once, two instances of the built service
 * (`node dist/main.js`) and Debian's haproxy on deploy/haproxy.cfg, all on loopback. Every process
 * it starts is stopped by `stop()`, and by the exit hook if the run dies first.
 */

/** The project folder: the one holding deploy/haproxy.cfg, above this file (compiled or not). */
function projectRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) if (existsSync(path.join(dir, 'deploy', 'haproxy.cfg'))) return dir;
  throw new Error(`no deploy/haproxy.cfg above ${from}`);
}

const ROOT = projectRoot(__dirname);
const SYSTEM_DB = process.env.TOPOLOGY_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TOPOLOGY_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT_BASE = Number(process.env.TOPOLOGY_PORT ?? 39450);

export interface Instance {
  name: string;
  port: number;
  process: ChildProcess | null;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function launch(command: string, args: string[], env: NodeJS.ProcessEnv, log: (line: string) => void): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const keep = (chunk: Buffer) => log(chunk.toString('utf8'));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return child;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function sql(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export class Cluster {
  readonly adminKey = `crp_admin_${randomBytes(32).toString('base64url')}`;
  readonly balancer = `http://127.0.0.1:${PORT_BASE}`;
  readonly instances: Instance[] = [1, 2].map((n) => ({ name: `croupier-${n}`, port: PORT_BASE + n, process: null }));
  /** The output of every process, shown when a test fails. */
  readonly log: string[] = [];
  private readonly database = `croupier_topology_${process.pid}`;
  private readonly databaseUrl: string;
  private haproxy: ChildProcess | null = null;

  constructor() {
    const url = new URL(SYSTEM_DB);
    url.pathname = `/${this.database}`;
    this.databaseUrl = url.toString();
  }

  async start(): Promise<void> {
    if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
    await sql(SYSTEM_DB, `DROP DATABASE IF EXISTS ${this.database} WITH (FORCE)`);
    await sql(SYSTEM_DB, `CREATE DATABASE ${this.database}`);
    // As docker-compose.yml does: the migration once, then the instances together.
    const migrate = spawnSync(process.execPath, ['dist/db/migrate-cli.js', 'deploy'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: this.databaseUrl }, encoding: 'utf8' });
    if (migrate.status !== 0) throw new Error(`migration failed: ${migrate.stderr}${migrate.stdout}`);
    await Promise.all(this.instances.map((instance) => this.startInstance(instance)));
    this.haproxy = launch('haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], {
      CROUPIER_BIND: `127.0.0.1:${PORT_BASE}`,
      CROUPIER_1: `127.0.0.1:${this.instances[0]!.port}`,
      CROUPIER_2: `127.0.0.1:${this.instances[1]!.port}`,
    }, (text) => this.log.push(`[haproxy] ${text}`));
    await this.waitForRotation(this.instances.map((i) => i.name));
  }

  async startInstance(instance: Instance): Promise<void> {
    instance.process = launch(process.execPath, ['dist/main.js'], {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(instance.port),
      DATABASE_URL: this.databaseUrl,
      REDIS_URL,
      CROUPIER_ADMIN_KEY: this.adminKey,
      TRUST_PROXY_HOPS: '1',
      SHUTDOWN_DRAIN_MS: '3000',
      LOG_LEVEL: 'warn',
    }, (text) => this.log.push(`[${instance.name}] ${text}`));
    await waitFor(`${instance.name} ready`, async () => (await fetch(`http://127.0.0.1:${instance.port}/health/ready`)).ok);
  }

  /** Until the balancer has answered from each of `names` (its health checks put them in rotation). */
  async waitForRotation(names: string[]): Promise<void> {
    const seen = new Set<string>();
    await waitFor(`the balancer routing to ${names.join(' and ')}`, async () => {
      const res = await fetch(`${this.balancer}/health/ready`);
      if (res.ok) seen.add(res.headers.get('x-served-by') ?? '');
      return names.every((name) => seen.has(name));
    });
  }

  async restartStopped(): Promise<void> {
    const stopped = this.instances.filter((i) => i.process === null || i.process.exitCode !== null || i.process.signalCode !== null);
    if (stopped.length === 0) return;
    await Promise.all(stopped.map((instance) => this.startInstance(instance)));
    await this.waitForRotation(this.instances.map((i) => i.name));
  }

  kill(instance: Instance, signal: NodeJS.Signals): Promise<void> {
    const child = instance.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  async stop(): Promise<void> {
    const children = [this.haproxy, ...this.instances.map((i) => i.process)].filter((c): c is ChildProcess => c !== null);
    await Promise.all(children.map((child) => new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    })));
    await sql(SYSTEM_DB, `DROP DATABASE IF EXISTS ${this.database} WITH (FORCE)`);
  }
}
