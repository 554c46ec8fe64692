import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQueryable,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';

/**
 * Prisma migrations without the Prisma CLI's native schema engine.
 *
 * The CLI downloads a native engine on first use, which a machine without internet access cannot do.
 * Prisma also publishes its schema engine compiled to WebAssembly; this module drives that engine
 * through the same driver adapter the application uses. `deploy` writes Prisma's standard
 * `_prisma_migrations` table, so the official CLI stays usable wherever it can run.
 */

export const PRISMA_DIR = path.resolve(__dirname, '..', '..', 'prisma');
const SCHEMA_FILE = 'schema.prisma';
const MIGRATIONS_DIR = 'migrations';
const LOCK_FILE = 'migration_lock.toml';
const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** The subset of the WASM engine's API used here (its package is ESM-only and loaded lazily). */
interface SchemaEngine {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diagnoseMigrationHistory(input: unknown): Promise<MigrationStatus>;
  diff(input: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
}

export interface MigrationStatus {
  history:
    | { diagnostic: 'databaseIsBehind'; unappliedMigrationNames: string[] }
    | { diagnostic: 'migrationsDirectoryIsBehind'; unpersistedMigrationNames: string[] }
    | { diagnostic: 'historiesDiverge'; unappliedMigrationNames: string[]; unpersistedMigrationNames: string[] }
    | null;
  failedMigrationNames: string[];
  editedMigrationNames: string[];
  hasMigrationsTable: boolean;
}

/** Applies every committed migration that the database lacks; returns the names applied. */
export async function migrateDeploy(url: string, prismaDir = PRISMA_DIR): Promise<string[]> {
  const migrationsList = await readMigrations(prismaDir);
  return withEngine(url, prismaDir, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    return out.appliedMigrationNames;
  });
}

/** What `prisma migrate status` reports: pending, failed and edited migrations. */
export async function migrateStatus(url: string, prismaDir = PRISMA_DIR): Promise<MigrationStatus> {
  const migrationsList = await readMigrations(prismaDir);
  return withEngine(url, prismaDir, (engine) =>
    engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTERS }),
  );
}

/**
 * Writes a new migration with the SQL that takes the committed migrations to schema.prisma
 * (`prisma migrate dev --create-only`). Needs a role that may create the shadow database.
 * Returns the new folder, or `null` when the schema has no changes.
 */
export async function migrateCreate(url: string, name: string, prismaDir = PRISMA_DIR): Promise<string | null> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('a migration name is lower-case letters, digits and underscores');
  const migrationsList = await readMigrations(prismaDir);
  const schema = await fs.readFile(path.join(prismaDir, SCHEMA_FILE), 'utf8');
  const diff = await withEngine(url, prismaDir, (engine) =>
    engine.diff({
      from: migrationsList.migrationDirectories.length > 0 ? { tag: 'migrations', ...migrationsList } : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: [{ path: SCHEMA_FILE, content: schema }] },
      script: true,
      exitCode: true,
      filters: NO_FILTERS,
    }),
  );
  if (diff.exitCode !== 2 || !diff.stdout) return null;
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = path.join(prismaDir, MIGRATIONS_DIR, `${stamp}_${name}`);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'migration.sql'), diff.stdout);
  const lock = path.join(prismaDir, MIGRATIONS_DIR, LOCK_FILE);
  if (!existsSync(lock)) await fs.writeFile(lock, 'provider = "postgresql"\n');
  return dir;
}

async function readMigrations(prismaDir: string) {
  const baseDir = path.join(prismaDir, MIGRATIONS_DIR);
  const entries = existsSync(baseDir) ? await fs.readdir(baseDir, { withFileTypes: true }) : [];
  const dirs = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const migrationDirectories = await Promise.all(
    dirs.map(async (dir) => ({
      path: dir,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok', value: await fs.readFile(path.join(baseDir, dir, 'migration.sql'), 'utf8') },
      },
    })),
  );
  const lockPath = path.join(baseDir, LOCK_FILE);
  return {
    baseDir,
    lockfile: { path: LOCK_FILE, content: existsSync(lockPath) ? await fs.readFile(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

async function withEngine<T>(url: string, prismaDir: string, run: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const schema = await fs.readFile(path.join(prismaDir, SCHEMA_FILE), 'utf8');
  const cfg = connectionConfig(url);
  const adapters = new CharAwareAdapters(cfg);
  const engine = await instantiateEngine(schema, adapters.factory());
  try {
    return await run(engine);
  } finally {
    engine.free();
    await adapters.close();
    // An AsyncLocalStorage once run keeps Node's promise hooks on for the whole process (on Node 20),
    // a cost on every promise of every request served afterwards. Turned off when the engine is done.
    charColumns.disable();
  }
}

function connectionConfig(url: string): pg.PoolConfig {
  const u = new URL(url);
  return {
    host: decodeURIComponent(u.hostname),
    port: u.port ? Number(u.port) : 5432,
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres',
    user: decodeURIComponent(u.username) || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    max: 2,
  };
}

/**
 * The engine's catalogue queries read columns of PostgreSQL's internal `"char"` type (OID 18), which
 * the pg adapter refuses to decode. This client reports them as text to the adapter and remembers
 * their names, so the adapter wrapper can declare them as the engine's `Character` type.
 */
const charColumns = new AsyncLocalStorage<Set<string>>();
const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

class CharAwareClient extends pg.Client {
  // pg's query() has many overloads: with a callback (as pg.Pool calls it) or returning a promise.
  override query(...args: unknown[]): never {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const callback = last as (err: Error | null, res: pg.QueryResult) => void;
      const wrapped = (err: Error | null, res: pg.QueryResult) => callback(err, err ? res : markCharColumns(res));
      return (super.query as (...a: unknown[]) => unknown)(...args.slice(0, -1), wrapped) as never;
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    return (result instanceof Promise ? result.then(markCharColumns) : result) as never;
  }
}

function markCharColumns(res: pg.QueryResult): pg.QueryResult {
  const seen = charColumns.getStore();
  for (const field of res?.fields ?? []) {
    if (field.dataTypeID === PG_CHAR_OID) {
      field.dataTypeID = PG_TEXT_OID;
      seen?.add(field.name);
    }
  }
  return res;
}

function charAware(adapter: SqlDriverAdapter): SqlDriverAdapter {
  wrapQueryRaw(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => wrapQueryRaw(await startTransaction(isolationLevel));
  return adapter;
}

function wrapQueryRaw<T extends SqlQueryable>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = (query) =>
    charColumns.run(new Set<string>(), async () => {
      const result = await queryRaw(query);
      const seen = charColumns.getStore()!;
      if (seen.size > 0) {
        result.columnTypes = result.columnTypes.map((type, i) =>
          seen.has(result.columnNames[i]!) ? ColumnTypeEnum.Character : type,
        );
      }
      return result;
    });
  return queryable;
}

/**
 * Adapter factory for the engine. The shadow database (for `create`) is made and dropped here, because
 * the pg adapter's own shadow support reuses the main database name when given a connection string
 * and tries to drop the shadow database while its own pool still holds connections to it.
 */
class CharAwareAdapters {
  private readonly pools: pg.Pool[] = [];

  constructor(private readonly cfg: pg.PoolConfig) {}

  factory(): SqlMigrationAwareDriverAdapterFactory {
    const main = new PrismaPg(this.pool(this.cfg));
    return {
      provider: main.provider,
      adapterName: main.adapterName,
      connect: async () => charAware(await main.connect()),
      connectToShadowDb: async () => {
        const database = `prisma_shadow_${randomUUID().replace(/-/g, '')}`;
        const admin = new pg.Client({ ...this.cfg, database: 'postgres' });
        await admin.connect();
        await admin.query(`CREATE DATABASE "${database}"`);
        const shadowPool = new pg.Pool({ ...this.cfg, database, Client: CharAwareClient });
        const shadow = charAware(await new PrismaPg(shadowPool).connect());
        const dispose = shadow.dispose.bind(shadow);
        shadow.dispose = async () => {
          await dispose();
          await shadowPool.end();
          await admin.query(`DROP DATABASE IF EXISTS "${database}"`);
          await admin.end();
        };
        return shadow;
      },
    };
  }

  private pool(cfg: pg.PoolConfig): pg.Pool {
    const pool = new pg.Pool({ ...cfg, Client: CharAwareClient });
    this.pools.push(pool);
    return pool;
  }

  async close(): Promise<void> {
    await Promise.all(this.pools.map((p) => p.end()));
  }
}

// Node's WebAssembly global; @types/node 20 does not declare it and the DOM lib is not wanted here.
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: Record<string, unknown> };
};

type WasmBindings = Record<string, unknown> & {
  __wbg_set_wasm(exports: Record<string, unknown>): void;
  SchemaEngine: { new: (options: unknown, log: (msg: string) => void, adapter: object) => Promise<SchemaEngine> };
};

async function instantiateEngine(schema: string, factory: SqlMigrationAwareDriverAdapterFactory): Promise<SchemaEngine> {
  const g = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown };
  // The engine reports Rust panics through this global; the host must provide it.
  g.PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (message: string) => console.error(message) };
  const bindings = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as unknown as WasmBindings;
  const imports: Record<string, unknown> = { ...bindings };
  // The engine arms a timer it never clears; unref it so a finished migration lets the process exit.
  for (const key of Object.keys(imports)) {
    if (key.startsWith('__wbg_setTimeout_')) {
      imports[key] = (fn: () => void, ms: number) => setTimeout(fn, ms >>> 0).unref();
    }
  }
  const wasmPath = path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm');
  const module = new WebAssembly.Module(await fs.readFile(wasmPath));
  const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': imports });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bindings.SchemaEngine.new(
    { datamodels: [[SCHEMA_FILE, schema]] },
    () => undefined,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}
