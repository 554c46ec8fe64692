import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app';

/** Boots the real application (same factory as main.ts) against the suite's PostgreSQL. */
export async function bootApp(): Promise<NestFastifyApplication> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: the e2e global setup should have set it');
  const app = await createApp({ databaseUrl, databasePoolSize: 4, logLevel: 'silent', logger: false, shutdownHooks: false });
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
