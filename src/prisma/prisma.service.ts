import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import { APP_CONFIG, type AppConfig } from '../config';

/**
 * The one Prisma client of the process, on the pg driver adapter; closed when the app shuts down.
 * Its connections are one `pg` pool (`DATABASE_POOL_SIZE` of them), also exposed as `pool` for the
 * one hot statement that skips the client's query machinery (the action write): both share the
 * same connections and the same bound, and the pool is ended after the client has disconnected.
 */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
    // An idle connection dropped by the server must not crash the process: the next query reconnects.
    pool.on('error', (error) => new Logger('Database').warn(`idle connection lost: ${error.message}`));
    super({ adapter: new PrismaPg(pool) });
    this.pool = pool;
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
    await this.pool.end();
  }
}
