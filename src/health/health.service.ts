import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { ProblemException } from '../common/problem/problem';
import { DATABASE_UNAVAILABLE } from '../common/problem/problem.filter';
import { PrismaService } from '../prisma/prisma.service';
import type { HealthDto } from './health.dto';

const READY_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('HealthService');
  private draining = false;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The first step of a graceful stop, before the HTTP server closes: readiness turns 503 while every
   * route still serves, for `shutdownDrainMs`, so the balancer's health checks take the instance out
   * of rotation and no new request is sent to a closing port (README: Deployment).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.draining = true;
    const ms = this.config.shutdownDrainMs ?? 0;
    if (ms === 0) return;
    this.logger.log(`draining: readiness answers 503 for ${ms} ms before the server closes`);
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  async ready(): Promise<HealthDto> {
    if (this.draining) throw new ProblemException('service-unavailable', 'This instance is shutting down; other instances answer.');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.prisma.$queryRaw`SELECT 1`, timeout]);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      // Whoever asks learns that the database does not answer; where it is and why goes to the log.
      this.logger.warn(`readiness: the database does not answer: ${error instanceof Error ? error.message : String(error)}`);
      throw new ProblemException('service-unavailable', DATABASE_UNAVAILABLE);
    } finally {
      clearTimeout(timer);
    }
  }
}
