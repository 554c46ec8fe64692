import { rm } from 'node:fs/promises';
import type { DatabaseHandle } from '../../src/db/embedded';

export default async function globalTeardown(): Promise<void> {
  const db = (globalThis as { __croupierTestDb?: { handle: DatabaseHandle; dir: string } }).__croupierTestDb;
  if (!db) return;
  await db.handle.stop();
  await rm(db.dir, { recursive: true, force: true });
}
