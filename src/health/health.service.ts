import { Injectable } from '@nestjs/common';
import { ProblemException } from '../common/problem/problem';
import { PrismaService } from '../prisma/prisma.service';
import type { HealthDto } from './health.dto';

const READY_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
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
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProblemException('service-unavailable', `The database does not answer: ${reason}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
