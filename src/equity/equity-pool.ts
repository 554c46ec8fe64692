import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { intFromEnv } from '../config';
import { ProblemException } from '../common/problem/problem';
import type { EquityJob, EquityJobAnswer } from './equity-job';

/** How equity is computed off the event loop (README: Configuration). */
export interface EquityConfig {
  /** Worker threads computing equity; a request's computation never runs on the thread that serves HTTP. */
  workers: number;
  /** Requests waiting for a worker, beyond those being computed; one more is refused with 503 `equity-busy`. */
  queue: number;
  /** The worker's script; by default the compiled `equity-worker.js` beside this file. */
  workerScript?: string;
}

export const DEFAULT_EQUITY_CONFIG: EquityConfig = { workers: Math.max(1, availableParallelism() - 1), queue: 32 };

export function equityConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EquityConfig {
  return {
    workers: Math.max(1, intFromEnv(env, 'EQUITY_WORKERS', DEFAULT_EQUITY_CONFIG.workers)),
    queue: intFromEnv(env, 'EQUITY_QUEUE', DEFAULT_EQUITY_CONFIG.queue),
    ...(env.EQUITY_WORKER_SCRIPT ? { workerScript: env.EQUITY_WORKER_SCRIPT } : {}),
  };
}

/** Past its budget, how long a worker may stay silent before it is taken for stuck and replaced. */
const WATCHDOG_GRACE_MS = 5_000;

interface Pending {
  id: number;
  job: EquityJob;
  resolve: (answer: EquityJobAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * A small pool of worker threads for equity. A computation may take its whole time budget (seconds,
 * by the caller's choice): on the HTTP thread it would hold every other request of the instance for
 * as long, so it runs on a worker while the event loop goes on serving. Workers start on the first
 * request and are kept; a bounded queue holds requests while all are busy.
 */
export class EquityPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, { pending: Pending; watchdog: NodeJS.Timeout }>();
  private readonly waiting: Pending[] = [];
  private readonly script: string;
  private nextId = 1;
  private closed = false;

  constructor(private readonly config: EquityConfig) {
    this.script = config.workerScript ?? path.join(__dirname, 'equity-worker.js');
  }

  run(job: EquityJob): Promise<EquityJobAnswer> {
    if (this.closed) return Promise.reject(new ProblemException('service-unavailable', 'This instance is shutting down; send the request again and another instance will answer it.'));
    return new Promise((resolve, reject) => {
      const pending: Pending = { id: this.nextId++, job, resolve, reject };
      const worker = this.idle.pop() ?? (this.size < this.config.workers ? this.spawn() : undefined);
      if (worker) return this.dispatch(worker, pending);
      if (this.waiting.length >= this.config.queue) {
        return reject(
          new ProblemException(
            'equity-busy',
            `This instance computes ${this.config.workers} equities at once and ${this.waiting.length} more wait: retry in a moment, or ask for a smaller timeBudgetMs.`,
          ),
        );
      }
      this.waiting.push(pending);
    });
  }

  /** Stops every worker; computations under way or waiting are refused as the instance shuts down. */
  async close(): Promise<void> {
    this.closed = true;
    const refused = new ProblemException('service-unavailable', 'This instance is shutting down; send the request again and another instance will answer it.');
    for (const pending of this.waiting.splice(0)) pending.reject(refused);
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    for (const { pending, watchdog } of this.busy.values()) {
      clearTimeout(watchdog);
      pending.reject(refused);
    }
    this.busy.clear();
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private get size(): number {
    return this.idle.length + this.busy.size;
  }

  private spawn(): Worker {
    if (!existsSync(this.script)) throw new Error(`the equity worker script ${this.script} does not exist: build the service (npm run build) or set EQUITY_WORKER_SCRIPT`);
    const worker = new Worker(this.script);
    worker.on('message', ({ id, answer }: { id: number; answer: EquityJobAnswer }) => {
      const running = this.busy.get(worker);
      if (!running || running.pending.id !== id) return;
      clearTimeout(running.watchdog);
      this.busy.delete(worker);
      running.pending.resolve(answer);
      this.next(worker);
    });
    // A worker that fails or exits takes its job with it (a defect: the engine does not throw on any
    // input the validation lets through); the next request gets a new worker.
    const lost = (error: unknown) => {
      const running = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      if (running) {
        clearTimeout(running.watchdog);
        running.pending.reject(error);
      }
      if (!this.closed && this.waiting.length > 0 && this.size < this.config.workers) {
        const next = this.waiting.shift()!;
        try {
          this.dispatch(this.spawn(), next);
        } catch (failure) {
          next.reject(failure);
        }
      }
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the equity worker exited (code ${code})`)));
    return worker;
  }

  private dispatch(worker: Worker, pending: Pending): void {
    const watchdog = setTimeout(() => void worker.terminate(), pending.job.timeBudgetMs + WATCHDOG_GRACE_MS);
    watchdog.unref();
    this.busy.set(worker, { pending, watchdog });
    worker.postMessage({ id: pending.id, job: pending.job });
  }

  private next(worker: Worker): void {
    const pending = this.waiting.shift();
    if (pending) this.dispatch(worker, pending);
    else this.idle.push(worker);
  }
}
