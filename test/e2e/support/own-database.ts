import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

const MIGRATIONS = path.join(__dirname, '../../../prisma/migrations');

/**
 * Runs `use` on a database of its own, made on the suites' server from the committed migrations and
 * dropped afterwards: for a case that needs the whole database to itself (the only admin key, say),
 * which the suites' shared database, written by suites running at the same time, cannot give.
 */
export async function withOwnDatabase<T>(name: string, use: (url: string) => Promise<T>): Promise<T> {
  const database = `${name}_${process.pid}`;
  const server = new Client({ connectionString: process.env.DATABASE_URL });
  await server.connect();
  try {
    await server.query(`DROP DATABASE IF EXISTS ${database}`);
    await server.query(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    // The migrations' SQL as it is (the WASM migrator is an ES module, which Jest cannot load here).
    const db = new Client({ connectionString: url.toString() });
    await db.connect();
    for (const dir of readdirSync(MIGRATIONS).filter((d) => /^\d{14}_/.test(d)).sort()) await db.query(readFileSync(path.join(MIGRATIONS, dir, 'migration.sql'), 'utf8'));
    await db.end();
    return await use(url.toString());
  } finally {
    await server.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await server.end();
  }
}
