import 'reflect-metadata';
import { createApp } from './app';
import { adminKeyFileFromEnv, stageKeyFile } from './auth/admin-key-file';
import { authConfigFromEnv } from './auth/auth.config';
import { KeysService } from './auth/keys.service';
import { createLogger } from './common/logging/pino-logger';
import { serverConfigFromEnv, intFromEnv, storageConfigFromEnv } from './config';
import { resolveDatabase } from './db/embedded';
import { migrateDeploy } from './db/migrate';
import type { Logger } from 'pino';
import { equityConfigFromEnv } from './equity/equity-pool';
import { liveConfigFromEnv } from './live/live.config';
import { redisConfigFromEnv } from './redis/redis-client';
import { webhooksConfigFromEnv } from './webhooks/webhooks.config';

async function bootstrap(): Promise<void> {
  const server = serverConfigFromEnv();
  const log = createLogger({ level: server.logLevel });
  const logger = log.child({ context: 'Croupier' });
  const db = await resolveDatabase(process.env, (message) => logger.info(message));
  try {
    const applied = await migrateDeploy(db.url);
    if (applied.length > 0) logger.info(`applied migrations: ${applied.join(', ')}`);
    const app = await createApp({
      databaseUrl: db.url,
      databasePoolSize: intFromEnv(process.env, 'DATABASE_POOL_SIZE', 10),
      auth: authConfigFromEnv(process.env),
      storage: storageConfigFromEnv(process.env),
      redis: redisConfigFromEnv(process.env),
      live: liveConfigFromEnv(process.env),
      webhooks: webhooksConfigFromEnv(process.env),
      equity: equityConfigFromEnv(process.env),
      trustProxyHops: server.trustProxyHops,
      onShutdown: db.stop,
      shutdownDrainMs: intFromEnv(process.env, 'SHUTDOWN_DRAIN_MS', 0),
      bodyLimitBytes: server.bodyLimitBytes,
      log,
    });
    const keyFile = await makeFirstAdminKey(app.get(KeysService), logger);
    await app.listen({ port: server.port, host: server.host }).catch((error: unknown) => {
      throw (error as { code?: string }).code === 'EADDRINUSE'
        ? new Error(`port ${server.port} is already in use (HOST ${server.host}): set PORT to a free port, for example PORT=${server.port + 1} npm start, or stop what holds it`)
        : error;
    });
    logger.info(`listening on http://${server.host}:${server.port} (API docs at /docs, database: ${db.embedded ? 'embedded' : 'DATABASE_URL'})`);
    if (keyFile) {
      process.stdout.write(`\nFirst start: the admin key is in ${keyFile} (readable by its owner only). Make an app and print its key: npm run -s keys -- create-app my-app\n\n`);
    }
  } catch (error) {
    await db.stop();
    throw error;
  }
}

/**
 * Secure by default: with no admin key in the database, the first start makes one and writes it to a
 * file only its owner can read (never to the logs), and says where. CROUPIER_ADMIN_KEY names the
 * admin key instead. Returns the file's path when a key was made.
 */
async function makeFirstAdminKey(keys: KeysService, logger: Logger): Promise<string | null> {
  const file = adminKeyFileFromEnv(process.env);
  const result = await keys.bootstrapAdminKey(process.env.CROUPIER_ADMIN_KEY || undefined, (secret) => stageKeyFile(file, secret));
  if (result === null) return null;
  if ('configured' in result) {
    if (result.configured.revokedAt) logger.warn(`CROUPIER_ADMIN_KEY (${result.configured.prefix}...) was revoked and does not work`);
    return null;
  }
  return file;
}

bootstrap().catch((error: unknown) => {
  // The same JSON line shape as every other log line, and the sentence that says what to do.
  createLogger().fatal({ context: 'Croupier', err: error instanceof Error ? error.message : String(error) }, 'start-up failed');
  process.exit(1);
});
