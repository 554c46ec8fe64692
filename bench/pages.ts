import type pg from 'pg';
import { runBench, withScratchDatabase } from './scratch-db';

/**
 * `npm run bench:pages` — the cost of a page of `GET /v1/hands` by its depth in the list.
 * A throw-away embedded PostgreSQL gets the committed migrations and BENCH_HANDS hands (default
 * 100,000) of one app, two to a timestamp so that the cursor has ties to break. Two query forms
 * read the same pages, on the same indexes, interleaved: the cursor as an OR of two comparisons
 * (what the listing sent before, and what Prisma's query API produces), and the row-value
 * comparison the listing sends now. Each page is read BENCH_REPEATS times; the table gives the
 * median and the 95th percentile, and the rows PostgreSQL read to answer (EXPLAIN ANALYZE).
 */

const HANDS = Number(process.env.BENCH_HANDS ?? 100_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 50);
const LIMIT = 21; // a page of 20 and one more, to know whether another page follows
const APP = '00000000-0000-4000-8000-00000000be4c';

const COLUMNS = `"id", "game", "bettingStructure", "status", "version", "createdAt", "updatedAt"`;
const FORMS: Record<string, string> = {
  'OR of comparisons': `SELECT ${COLUMNS} FROM "Hand" WHERE "appId" = $1::uuid AND ("createdAt" < $2::timestamptz OR ("createdAt" = $2::timestamptz AND "id" < $3::uuid)) ORDER BY "createdAt" DESC, "id" DESC LIMIT ${LIMIT}`,
  'row value': `SELECT ${COLUMNS} FROM "Hand" WHERE "appId" = $1::uuid AND ("createdAt", "id") < ($2::timestamptz, $3::uuid) ORDER BY "createdAt" DESC, "id" DESC LIMIT ${LIMIT}`,
};
const FIRST_PAGE = `SELECT ${COLUMNS} FROM "Hand" WHERE "appId" = $1::uuid ORDER BY "createdAt" DESC, "id" DESC LIMIT ${LIMIT}`;

async function seed(db: pg.Client): Promise<void> {
  await db.query(`INSERT INTO "App" ("id", "name") VALUES ($1, 'bench')`, [APP]);
  await db.query(
    `INSERT INTO "Hand" ("id", "appId", "game", "bettingStructure", "config", "status", "version", "deck", "salt", "commitment", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, (ARRAY['holdem', 'omaha', 'razz'])[1 + i % 3], 'noLimit', '{}', CASE WHEN i % 10 = 0 THEN 'live' ELSE 'complete' END,
            0, '', '', '', timestamptz '2026-12-01' - (i / 2) * interval '86 seconds', now()
     FROM generate_series(1, $2::int) AS i`,
    [APP, HANDS],
  );
  await db.query('ANALYZE "Hand"');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function time(db: pg.Client, sql: string, params: unknown[]): Promise<{ median: number; p95: number; rowsRead: number }> {
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const t0 = performance.now();
    await db.query(sql, params);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const plan = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), rowsRead: rowsRead(plan.rows[0]['QUERY PLAN'][0].Plan) };
}

/** Rows the scans produced plus rows their filters threw away: the work behind one page. */
function rowsRead(node: { 'Actual Rows'?: number; 'Rows Removed by Filter'?: number; Plans?: unknown[]; 'Node Type'?: string }): number {
  const own = node['Node Type']?.includes('Scan') ? (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) : 0;
  return own + (node.Plans ?? []).reduce<number>((sum, child) => sum + rowsRead(child as typeof node), 0);
}

async function main(): Promise<void> {
  await withScratchDatabase('pages', async (db) => {
    const t0 = performance.now();
    await seed(db);
    console.log(`${HANDS.toLocaleString('en')} hands of one app stored in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${REPEATS} reads per page, ms\n`);
    const first = await time(db, FIRST_PAGE, [APP]);
    console.log(`first page (no cursor): median ${first.median.toFixed(3)}, p95 ${first.p95.toFixed(3)}, rows read ${first.rowsRead}`);
    console.log('\n| depth | form | median | p95 | rows read |\n|---|---|---|---|---|');
    for (const depth of [20, 10_000, 40_000, 80_000, HANDS - 40].filter((d) => d < HANDS)) {
      const at = await db.query(`SELECT "createdAt", "id" FROM "Hand" WHERE "appId" = $1 ORDER BY "createdAt" DESC, "id" DESC OFFSET $2 LIMIT 1`, [APP, depth - 1]);
      const params = [APP, at.rows[0].createdAt, at.rows[0].id];
      for (const [form, sql] of Object.entries(FORMS)) {
        const r = await time(db, sql, params);
        console.log(`| ${depth.toLocaleString('en')} | ${form} | ${r.median.toFixed(3)} | ${r.p95.toFixed(3)} | ${r.rowsRead.toLocaleString('en')} |`);
      }
    }
  });
}

runBench(main);
