import 'reflect-metadata';
import { ConsoleLogger } from '@nestjs/common';
import { createApp } from './app';
import { serverConfigFromEnv, intFromEnv } from './config';
import { resolveDatabase } from './db/embedded';
import { migrateDeploy } from './db/migrate';

async function bootstrap(): Promise<void> {
  const server = serverConfigFromEnv();
  const logger = new ConsoleLogger('Croupier', { json: true });
  const db = await resolveDatabase(process.env, (message) => logger.log(message));
  try {
    const applied = await migrateDeploy(db.url);
    if (applied.length > 0) logger.log(`applied migrations: ${applied.join(', ')}`);
    const app = await createApp({
      databaseUrl: db.url,
      databasePoolSize: intFromEnv(process.env, 'DATABASE_POOL_SIZE', 10),
      onShutdown: db.stop,
      bodyLimitBytes: server.bodyLimitBytes,
      logLevel: server.logLevel,
      logger,
    });
    await app.listen({ port: server.port, host: server.host });
    logger.log(`listening on http://${server.host}:${server.port} (API docs at /docs, database: ${db.embedded ? 'embedded' : 'DATABASE_URL'})`);
  } catch (error) {
    await db.stop();
    throw error;
  }
}

bootstrap().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'fatal', message: 'start-up failed', error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
