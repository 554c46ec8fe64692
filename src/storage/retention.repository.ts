import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../prisma/prisma.service';

export interface AppRetention {
  appId: string;
  completeHandRetentionDays: number | null;
}

/** The apps' retention settings. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly prisma: PrismaService) {}

  async find(appId: string): Promise<AppRetention | null> {
    const app = await this.prisma.app.findUnique({ where: { id: appId }, select: { completeHandRetentionDays: true } });
    return app ? { appId, completeHandRetentionDays: app.completeHandRetentionDays } : null;
  }

  /** Null when there is no such app. */
  async set(appId: string, days: number | null): Promise<AppRetention | null> {
    try {
      await this.prisma.app.update({ where: { id: appId }, data: { completeHandRetentionDays: days } });
      return { appId, completeHandRetentionDays: days };
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') return null;
      throw error;
    }
  }
}
