import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import type { PrismaService } from '../prisma/prisma.service';
import { parseRevocation, type Revocation, type RevocationBus, type RevocationListener } from './revocations';

const CHANNEL = 'croupier_revocations';
const RECONNECT_MAX_MS = 5000;

/**
 * Revocations over PostgreSQL `LISTEN/NOTIFY`, for deployments without Redis (the embedded database
 * too). Each instance listens on a dedicated connection, outside the pool, and reconnects when it is
 * lost; a revocation is announced through the pool with `pg_notify`, so it reaches the listeners
 * even while this instance's own listener is reconnecting.
 */
export class PgRevocationBus implements RevocationBus {
  private readonly logger = new Logger('Revocations');
  private listener: RevocationListener | null = null;
  private client: Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private attempts = 0;
  private closed = false;
  private pid: number | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly prisma: Pick<PrismaService, '$executeRaw'>,
  ) {}

  async start(listener: RevocationListener): Promise<void> {
    this.listener = listener;
    await this.connect();
  }

  /** The PostgreSQL backend (`pg_stat_activity.pid`) of the listening connection; null while there is none. */
  get backendPid(): number | null {
    return this.client ? this.pid : null;
  }

  async publish(revocation: Revocation): Promise<void> {
    await this.prisma.$executeRaw`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(revocation)})`;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5000, application_name: 'croupier-revocations' });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      const revocation = message.channel === CHANNEL && message.payload ? parseRevocation(message.payload) : null;
      if (revocation) this.listener?.revoked(revocation);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid ?? null;
    } catch (error) {
      await client.end().catch(() => undefined);
      this.logger.warn(`cannot listen for revocations (${error instanceof Error ? error.message : String(error)}); retrying`);
      return this.scheduleReconnect();
    }
    if (this.closed) return void (await client.end().catch(() => undefined));
    this.client = client;
    this.attempts = 0;
    // Whatever was announced while no listener was connected is lost: start again from the database.
    this.listener?.missed();
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn('the revocation listener lost its connection; reconnecting');
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
