import { Logger } from '@nestjs/common';
import { Client } from 'pg';

const RECONNECT_MAX_MS = 5000;

export interface PgListenerOptions {
  databaseUrl: string;
  channel: string;
  /** What is listened for, in log lines ("revocations") and as the connection's application name. */
  what: string;
  logger: Logger;
  /** Each notification's payload on the channel. */
  onPayload(payload: string): void;
  /** The listener (re)connected: whatever was announced while it was not connected is lost. */
  onConnected(): void;
}

/**
 * One `LISTEN` on a connection of its own, outside the pool, that comes back by itself with backoff
 * when it is lost: the shared part of the buses that carry announcements over PostgreSQL
 * (revocations, new hand events). Announcements are sent through the pool with `pg_notify`, so they
 * go out even while this listener is reconnecting.
 */
export class PgListener {
  private client: Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private attempts = 0;
  private closed = false;
  private pid: number | null = null;

  constructor(private readonly options: PgListenerOptions) {}

  start(): Promise<void> {
    return this.connect();
  }

  /** The PostgreSQL backend (`pg_stat_activity.pid`) of the listening connection; null while there is none. */
  get backendPid(): number | null {
    return this.client ? this.pid : null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { databaseUrl, channel, what, logger } = this.options;
    const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, application_name: `croupier-${what.replaceAll(' ', '-')}` });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) this.options.onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      this.pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid ?? null;
    } catch (error) {
      await client.end().catch(() => undefined);
      logger.warn(`cannot listen for ${what} (${error instanceof Error ? error.message : String(error)}); retrying`);
      return this.scheduleReconnect();
    }
    if (this.closed) return void (await client.end().catch(() => undefined));
    this.client = client;
    this.attempts = 0;
    this.options.onConnected();
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.options.logger.warn(`the ${this.options.what} listener lost its connection; reconnecting`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    this.attempts++;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, Math.min(100 * 2 ** this.attempts, RECONNECT_MAX_MS));
    this.retry.unref();
  }
}
