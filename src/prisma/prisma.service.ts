import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { APP_CONFIG, type AppConfig } from '../config';

/**
 * The one Prisma client of the process, on the pg driver adapter. Closed once the HTTP server has
 * stopped (Nest runs shutdown hooks after it, destroy hooks before), so the requests that were under
 * way when the instance began to close still have their database.
 */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ adapter: new PrismaPg({ connectionString: config.databaseUrl, max: config.databasePoolSize }) });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
  }
}
