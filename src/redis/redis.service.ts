import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config';
import type { RedisConfig } from './redis-client';
import { createRedisClient } from './redis-client';

/** How long start-up waits for a first connection before serving anyway (limits then start per instance). */
const READY_WAIT_MS = 2000;

/** The Redis connection of the process when `REDIS_URL` is set (`client` is null otherwise). */
@Injectable()
export class RedisService implements OnModuleInit, OnApplicationShutdown {
  readonly config: RedisConfig | null;
  readonly client: Redis | null;
  private readonly logger = new Logger('Redis');
  private lastError = '';

  constructor(@Inject(APP_CONFIG) appConfig: AppConfig) {
    this.config = appConfig.redis ?? null;
    this.client = this.config ? createRedisClient(this.config, 'croupier') : null;
    // Logged once per distinct failure, not once per reconnection attempt.
    this.client?.on('error', (error: Error) => {
      if (error.message === this.lastError) return;
      this.lastError = error.message;
      this.logger.warn(`Redis connection: ${error.message}`);
    });
    this.client?.on('ready', () => {
      this.lastError = '';
    });
  }

  /** Connects, waiting a little for Redis; a Redis that is down does not stop the service from starting. */
  async onModuleInit(): Promise<void> {
    const client = this.client;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([client.connect().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, READY_WAIT_MS)))]);
    clearTimeout(timer);
  }

  /** Closed once the HTTP server is: requests served while the instance drains still count in Redis. */
  async onApplicationShutdown(): Promise<void> {
    this.client?.disconnect();
  }
}
