import { computeEquity, type EquityError, type EquityResult, findGame, type ShowdownOptions } from '../engine';
import type { EquityPlayerInput, EquityMethod } from '../engine';

/**
 * One equity computation as it crosses to a worker thread: plain data only (the game by id, the
 * seed already chosen), so that the same request computes the same answer wherever it runs.
 */
export interface EquityJob {
  game: string;
  options?: ShowdownOptions;
  board?: readonly string[];
  dead?: readonly string[];
  players: readonly EquityPlayerInput[];
  method?: EquityMethod;
  exactLimit?: number;
  samples?: number;
  seed: string;
  timeBudgetMs: number;
}

export type EquityJobAnswer = { ok: true; result: EquityResult; elapsedMs: number } | { ok: false; errors: EquityError[] };

/**
 * Runs a job against the budget. The engine has no clock: it asks `stop` every few thousand
 * runouts, and this answers by the budget, counted from the start of the computation (time spent
 * waiting for a worker is not the job's).
 */
export function runEquityJob(job: EquityJob): EquityJobAnswer {
  const started = performance.now();
  const deadline = started + job.timeBudgetMs;
  const answer = computeEquity({
    game: findGame(job.game)!,
    options: job.options,
    board: job.board,
    dead: job.dead,
    players: job.players,
    method: job.method,
    exactLimit: job.exactLimit,
    samples: job.samples,
    seed: job.seed,
    stop: () => performance.now() > deadline,
    // An exact enumeration that has not finished in half the budget gives way to Monte Carlo for the rest.
    stopExact: () => performance.now() > started + job.timeBudgetMs / 2,
  });
  if (!answer.ok) return answer;
  return { ok: true, result: answer.result, elapsedMs: Math.round((performance.now() - started) * 100) / 100 };
}
