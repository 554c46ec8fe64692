import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import { APP_CONFIG, type AppConfig } from '../config';

/**
 * The one Prisma client of the process, on the pg driver adapter. Its connections are one `pg` pool
 * (`DATABASE_POOL_SIZE` of them), also exposed as `pool` for the one hot statement that skips the
 * client's query machinery (the action write): both share the same connections and the same bound.
 * Closed once the HTTP server has stopped (Nest runs shutdown hooks after it, destroy hooks before), so
 * the requests under way when the instance began to close still have their database; the pool is
 * ended after the client has disconnected.
 */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
    // An idle connection dropped by the server must not crash the process: the next query reconnects.
    pool.on('error', (error) => new Logger('Database').warn(`idle connection lost: ${error.message}`));
    super({ adapter: new PrismaPg(pool) });
    this.pool = pool;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
    await this.pool.end();
  }
}
