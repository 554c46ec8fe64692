import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, DEFAULT_STORAGE_CONFIG, type StorageConfig } from '../config';
import { SweepConnection } from './storage.repository';

export interface SweepReport {
  /** False when another instance held the lock, the database could not be reached, or the app is stopping. */
  ran: boolean;
  reason?: 'locked' | 'unreachable' | 'stopping';
  idempotencyKeys: number;
  /** Complete hands deleted because their app's retention had passed. */
  hands: number;
  /** Delete statements run, and the most rows and the longest time any one of them took. */
  batches: number;
  largestBatch: number;
  longestBatchMs: number;
  totalMs: number;
}

/**
 * Keeps storage bounded: every `sweepIntervalSeconds`, on whichever instance takes the advisory lock
 * first, deletes the idempotency keys older than their lifetime, then the complete hands of each app
 * that set a retention and created before it, in batches of `sweepBatchSize`.
 * A failed sweep (database down) is logged and tried again at the next interval; shutdown stops it
 * between two batches and waits for the batch in flight.
 */
@Injectable()
export class StorageSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('StorageSweeper');
  private readonly config: StorageConfig;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<SweepReport> | undefined;
  private stopping = false;

  constructor(@Inject(APP_CONFIG) private readonly app: AppConfig) {
    this.config = app.storage ?? DEFAULT_STORAGE_CONFIG;
  }

  onApplicationBootstrap(): void {
    if (this.config.sweepIntervalSeconds > 0) this.schedule();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.inFlight;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      void this.sweep().finally(() => {
        if (!this.stopping) this.schedule();
      });
    }, this.config.sweepIntervalSeconds * 1000);
    // The timer alone never keeps the process alive.
    this.timer.unref();
  }

  /** One sweep, as the timer runs it; never throws. Shutdown waits for it. */
  sweep(now: Date = new Date()): Promise<SweepReport> {
    const running = this.sweepOnce(now);
    this.inFlight = running;
    void running.finally(() => {
      if (this.inFlight === running) this.inFlight = undefined;
    });
    return running;
  }

  private async sweepOnce(now: Date): Promise<SweepReport> {
    const report: SweepReport = { ran: false, idempotencyKeys: 0, hands: 0, batches: 0, largestBatch: 0, longestBatchMs: 0, totalMs: 0 };
    if (this.stopping) return { ...report, reason: 'stopping' };
    const started = performance.now();
    let connection: SweepConnection | undefined;
    try {
      connection = await SweepConnection.open(this.app.databaseUrl, (error) => this.logger.warn(`storage sweep connection: ${error.message}`));
      if (!(await connection.tryLock())) return { ...report, reason: 'locked' };
      try {
        report.ran = true;
        const keyCutoff = new Date(now.getTime() - this.config.idempotencyKeyTtlSeconds * 1000);
        report.idempotencyKeys = await this.inBatches(report, (limit) => connection!.deleteKeysBefore(keyCutoff, limit));
        for (const { appId, days } of await connection.retentions()) {
          const handCutoff = new Date(now.getTime() - days * 86_400_000);
          report.hands += await this.inBatches(report, (limit) => connection!.deleteCompleteHandsBefore(appId, handCutoff, limit));
        }
      } finally {
        await connection.unlock();
      }
    } catch (error) {
      this.logger.warn(`storage sweep failed, trying again in ${this.config.sweepIntervalSeconds} s: ${error instanceof Error ? error.message : String(error)}`);
      if (!report.ran) report.reason = 'unreachable';
    } finally {
      await connection?.close();
      report.totalMs = performance.now() - started;
    }
    if (report.idempotencyKeys > 0 || report.hands > 0) {
      this.logger.log(
        `storage sweep deleted ${report.idempotencyKeys} expired idempotency keys and ${report.hands} hands past retention in ${report.batches} batches (${report.totalMs.toFixed(0)} ms)`,
      );
    }
    return report;
  }

  /** Runs `batch` until it deletes fewer rows than a batch holds (or the app stops); the rows deleted. */
  private async inBatches(report: SweepReport, batch: (limit: number) => Promise<number>): Promise<number> {
    let total = 0;
    while (!this.stopping) {
      const t0 = performance.now();
      const deleted = await batch(this.config.sweepBatchSize);
      report.batches++;
      report.largestBatch = Math.max(report.largestBatch, deleted);
      report.longestBatchMs = Math.max(report.longestBatchMs, performance.now() - t0);
      total += deleted;
      if (deleted < this.config.sweepBatchSize) break;
    }
    return total;
  }
}
