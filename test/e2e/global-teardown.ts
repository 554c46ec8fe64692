import { rm } from 'node:fs/promises';
import type { DatabaseHandle } from '../../src/db/embedded';

export default async function globalTeardown(): Promise<void> {
  if (process.env.EQUITY_WORKER_SCRIPT) await rm(process.env.EQUITY_WORKER_SCRIPT, { force: true });
  const db = (globalThis as { __croupierTestDb?: { handle: DatabaseHandle; dir: string } }).__croupierTestDb;
  if (!db) return;
  await db.handle.stop();
  await rm(db.dir, { recursive: true, force: true });
}
