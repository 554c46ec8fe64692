import { rm } from 'node:fs/promises';
import { buildSync } from 'esbuild';
import path from 'node:path';
import { PROJECT_ROOT, startEmbedded, type DatabaseHandle } from '../../src/db/embedded';
import { migrateDeploy } from '../../src/db/migrate';

/**
 * Runs once before the end-to-end suites. With DATABASE_URL set (CI's system PostgreSQL) the suites
 * use that server; otherwise a throw-away embedded PostgreSQL is started and removed afterwards.
 * Either way the committed migrations are applied first, exactly as at service start-up.
 */
export default async function globalSetup(): Promise<void> {
  // Equity runs on worker threads, whose script is JavaScript: the suites run from the TypeScript
  // sources, so the worker is bundled from them here (`nest build` compiles it for the service).
  const worker = path.join(PROJECT_ROOT, '.data', `equity-worker-${process.pid}.js`);
  buildSync({ entryPoints: [path.join(PROJECT_ROOT, 'src', 'equity', 'equity-worker.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile: worker, logLevel: 'warning' });
  process.env.EQUITY_WORKER_SCRIPT = worker;
  let handle: DatabaseHandle | undefined;
  if (!process.env.DATABASE_URL) {
    const dir = path.join(PROJECT_ROOT, '.data', `pg-test-${process.pid}`);
    await rm(dir, { recursive: true, force: true });
    handle = await startEmbedded({ dir, port: Number(process.env.TEST_PG_PORT ?? 54339), ephemeral: true });
    process.env.DATABASE_URL = handle.url;
    (globalThis as { __croupierTestDb?: { handle: DatabaseHandle; dir: string } }).__croupierTestDb = { handle, dir };
  }
  await migrateDeploy(process.env.DATABASE_URL!);
}
