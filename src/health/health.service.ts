import { Injectable, Logger } from '@nestjs/common';
import { ProblemException } from '../common/problem/problem';
import { DATABASE_UNAVAILABLE } from '../common/problem/problem.filter';
import { PrismaService } from '../prisma/prisma.service';
import type { HealthDto } from './health.dto';

const READY_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  private readonly logger = new Logger('HealthService');

  constructor(private readonly prisma: PrismaService) {}

  async ready(): Promise<HealthDto> {
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
