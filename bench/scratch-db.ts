import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startEmbedded } from '../src/db/embedded';
import { migrateDeploy } from '../src/db/migrate';

const ROOT = path.resolve(__dirname, '..', '..'); // compiled into .bench-dist/bench

/**
 * Runs `body` on a throw-away embedded PostgreSQL (port BENCH_PG_PORT, default 54337) that has the
 * committed migrations, and removes it afterwards.
 */
export async function withScratchDatabase(name: string, body: (db: pg.Client, url: string) => Promise<void>): Promise<void> {
  const dir = path.join(ROOT, '.data', `pg-bench-${name}-${process.pid}`);
  const handle = await startEmbedded({ dir, port: Number(process.env.BENCH_PG_PORT ?? 54337), ephemeral: true });
  const db = new pg.Client({ connectionString: handle.url });
  try {
    await migrateDeploy(handle.url, path.join(ROOT, 'prisma'));
    await db.connect();
    await body(db, handle.url);
  } finally {
    await db.end().catch(() => undefined);
    await handle.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The bench's entry point: prints a failure and exits non-zero. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
