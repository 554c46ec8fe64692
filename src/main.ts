import 'reflect-metadata';
import { ConsoleLogger } from '@nestjs/common';
import { createApp } from './app';
import { authConfigFromEnv } from './auth/auth.config';
import { KeysService } from './auth/keys.service';
import { serverConfigFromEnv, intFromEnv } from './config';
import { resolveDatabase } from './db/embedded';
import { migrateDeploy } from './db/migrate';
import { redisConfigFromEnv } from './redis/redis-client';

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
      auth: authConfigFromEnv(process.env),
      redis: redisConfigFromEnv(process.env),
      trustProxyHops: server.trustProxyHops,
      onShutdown: db.stop,
      shutdownDrainMs: intFromEnv(process.env, 'SHUTDOWN_DRAIN_MS', 0),
      bodyLimitBytes: server.bodyLimitBytes,
      logLevel: server.logLevel,
      logger,
    });
    await announceAdminKey(app.get(KeysService), logger, server.port);
    await app.listen({ port: server.port, host: server.host });
    logger.log(`listening on http://${server.host}:${server.port} (API docs at /docs, database: ${db.embedded ? 'embedded' : 'DATABASE_URL'})`);
  } catch (error) {
    await db.stop();
    throw error;
  }
}

/**
 * Secure by default: with no admin key in the database, the first start makes one and prints it once,
 * to standard output and outside the JSON logs. CROUPIER_ADMIN_KEY names the admin key instead.
 */
async function announceAdminKey(keys: KeysService, logger: ConsoleLogger, port: number): Promise<void> {
  const result = await keys.bootstrapAdminKey(process.env.CROUPIER_ADMIN_KEY || undefined);
  if (result === null) return;
  if ('configured' in result) {
    if (result.configured.revokedAt) logger.warn(`CROUPIER_ADMIN_KEY (${result.configured.prefix}...) was revoked and does not work`);
    return;
  }
  process.stdout.write(
    [
      '',
      'No admin key existed, so one was created. It is shown this once and cannot be recovered:',
      '',
      `    ${result.secret}`,
      '',
      'Create an app and its key with it (README: Access control):',
      `    curl -X POST http://localhost:${port}/v1/admin/apps -H 'Authorization: Bearer <admin key>' -H 'content-type: application/json' -d '{"name":"my-app"}'`,
      '',
    ].join('\n') + '\n',
  );
}

bootstrap().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'fatal', message: 'start-up failed', error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
