import { parentPort } from 'node:worker_threads';
import { prepareOmahaTables } from '../engine';
import { type EquityJob, runEquityJob } from './equity-job';

/**
 * The body of an equity worker thread (src/equity/equity-pool.ts): jobs in, answers out, one at a
 * time. The Omaha tables are built once, before the first job, outside any job's budget.
 */
prepareOmahaTables();
parentPort?.on('message', ({ id, job }: { id: number; job: EquityJob }) => {
  parentPort!.postMessage({ id, answer: runEquityJob(job) });
});
