import { DEFAULT_STORAGE_CONFIG } from '../src/config';
import { StorageSweeper } from '../src/storage/storage-sweeper.service';
import { runBench, withScratchDatabase } from './scratch-db';

/**
 * `npm run bench:sweep` — the cost of the storage sweep: BENCH_KEYS expired idempotency keys (default
 * 100,000, about 1 KB of stored answer each) and as many fresh ones on a throw-away embedded
 * PostgreSQL, swept in batches of STORAGE_SWEEP_BATCH_SIZE (default 1000). Prints the total time,
 * the batches and the longest single batch (the longest any row lock of the sweep is held), then a
 * second sweep with nothing to do.
 */

const KEYS = Number(process.env.BENCH_KEYS ?? 100_000);
const BATCH = Number(process.env.STORAGE_SWEEP_BATCH_SIZE ?? DEFAULT_STORAGE_CONFIG.sweepBatchSize);
const APP = '00000000-0000-4000-8000-00000000be4c';
const HAND = '00000000-0000-4000-8000-00000000be4d';

runBench(() =>
  withScratchDatabase('sweep', async (db, url) => {
    await db.query(`INSERT INTO "App" ("id", "name") VALUES ($1, 'bench')`, [APP]);
    await db.query(
      `INSERT INTO "Hand" ("id", "appId", "game", "bettingStructure", "config", "status", "deck", "salt", "commitment", "updatedAt")
       VALUES ($1, $2, 'holdem', 'noLimit', '{}', 'live', '', '', '', now())`,
      [HAND, APP],
    );
    const t0 = performance.now();
    await db.query(
      `INSERT INTO "IdempotencyKey" ("handId", "key", "requestHash", "status", "response", "createdAt")
       SELECT $1, 'k-' || i, md5(i::text), 200, jsonb_build_object('pad', repeat('x', 1000)), now() - CASE WHEN i % 2 = 0 THEN interval '25 hours' ELSE interval '1 hour' END
       FROM generate_series(1, $2::int * 2) AS i`,
      [HAND, KEYS],
    );
    await db.query('ANALYZE "IdempotencyKey"');
    console.log(`${KEYS.toLocaleString('en')} expired and ${KEYS.toLocaleString('en')} fresh keys stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const sweeper = new StorageSweeper({ databaseUrl: url, databasePoolSize: 1, storage: { ...DEFAULT_STORAGE_CONFIG, sweepIntervalSeconds: 0, sweepBatchSize: BATCH } });
    for (const label of ['sweep', 'next sweep (nothing to do)']) {
      const r = await sweeper.sweep();
      console.log(
        `${label}: deleted ${r.idempotencyKeys.toLocaleString('en')} keys in ${r.batches} batches of at most ${BATCH}; ` +
          `total ${r.totalMs.toFixed(0)} ms, longest batch ${r.longestBatchMs.toFixed(1)} ms`,
      );
    }
    const left = await db.query<{ n: string }>('SELECT count(*) AS n FROM "IdempotencyKey"');
    console.log(`keys left: ${Number(left.rows[0]!.n).toLocaleString('en')} (the fresh ones)`);
  }),
);
