import { Logger } from '@nestjs/common';
import { Client, type Pool } from 'pg';
import { formatCommit, type HandEventsBus, type HandEventsListener, parseCommit } from './hand-events-bus';

const CHANNEL = 'croupier_hand_events';
const RECONNECT_MAX_MS = 5000;

/**
 * New events announced over PostgreSQL `LISTEN/NOTIFY`, for deployments without Redis (the embedded
 * database too). The listener has a connection of its own, outside the pool, and comes back by
 * itself when it is lost (then every stream catches up from the database); announcements go through
 * the pool, so they are sent even while this instance's listener is reconnecting.
 */
export class PgHandEventsBus implements HandEventsBus {
  private readonly logger = new Logger('HandEvents');
  private listener: HandEventsListener | null = null;
  private client: Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private attempts = 0;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly pool: Pick<Pool, 'query'>,
  ) {}

  async start(listener: HandEventsListener): Promise<void> {
    this.listener = listener;
    await this.connect();
  }

  async publish(handId: string, seq: number): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, formatCommit(handId, seq)]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5000, application_name: 'croupier-hand-events' });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      const commit = message.channel === CHANNEL && message.payload ? parseCommit(message.payload) : null;
      if (commit) this.listener?.committed(commit.handId, commit.seq);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.logger.warn(`cannot listen for hand events (${error instanceof Error ? error.message : String(error)}); retrying`);
      return this.scheduleReconnect();
    }
    if (this.closed) return void (await client.end().catch(() => undefined));
    this.client = client;
    this.attempts = 0;
    this.listener?.missed();
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn('the hand events listener lost its connection; reconnecting');
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
