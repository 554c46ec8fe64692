import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp, type CreateAppOptions } from '../../src/app';
import { KeysService } from '../../src/auth/keys.service';
import { DEFAULT_WEBHOOKS_CONFIG } from '../../src/webhooks/webhooks.config';
import { DEFAULT_EQUITY_CONFIG } from '../../src/equity/equity-pool';

export type Agent = ReturnType<typeof request.agent>;

/**
 * Boots the real application (same factory as main.ts) against the suite's PostgreSQL. Suites that
 * are not about webhooks send none: suites run side by side on one database, and a sender of one
 * suite must not take over the deliveries another suite is timing.
 */
export async function bootApp(options: Partial<CreateAppOptions> = {}): Promise<NestFastifyApplication> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: the e2e global setup should have set it');
  const webhooks = { ...DEFAULT_WEBHOOKS_CONFIG, enabled: false };
  // The equity worker bundled by the global setup (the suites run from the TypeScript sources).
  const equity = { ...DEFAULT_EQUITY_CONFIG, workerScript: process.env.EQUITY_WORKER_SCRIPT };
  const app = await createApp({ databaseUrl, databasePoolSize: 4, logLevel: 'silent', logger: false, shutdownHooks: false, webhooks, equity, ...options });
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * A new app with one key, made through the service the admin routes use. Suites that are not about
 * rate limits get a limit high enough never to be reached.
 */
export async function newAppKey(app: NestFastifyApplication, options: { name?: string; rateLimitPerMinute?: number } = {}): Promise<{ appId: string; key: string; keyId: string }> {
  const created = await app.get(KeysService).createApp(options.name ?? 'e2e', { rateLimitPerMinute: options.rateLimitPerMinute ?? 1_000_000 });
  return { appId: created.app.id, key: created.secret, keyId: created.key.id };
}

/** A supertest agent that sends `Authorization: Bearer <key>` with every request. */
export function client(app: NestFastifyApplication, key: string): Agent {
  return request.agent(app.getHttpServer()).set('authorization', `Bearer ${key}`);
}

/** A booted app and an agent holding a fresh app key: what most suites need. */
export async function bootWithKey(options: Partial<CreateAppOptions> = {}): Promise<{ app: NestFastifyApplication; api: Agent; key: string; appId: string }> {
  const app = await bootApp(options);
  const { key, appId } = await newAppKey(app);
  return { app, api: client(app, key), key, appId };
}
