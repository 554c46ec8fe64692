import { Logger } from '@nestjs/common';
import { PgListener } from '../db/pg-listener';
import type { PrismaService } from '../prisma/prisma.service';
import { parseRevocation, type Revocation, type RevocationBus, type RevocationListener } from './revocations';

const CHANNEL = 'croupier_revocations';

/**
 * Revocations over PostgreSQL `LISTEN/NOTIFY`, for deployments without Redis (the embedded database
 * too). Each instance listens on a dedicated connection, outside the pool, and reconnects when it is
 * lost; a revocation is announced through the pool with `pg_notify`, so it reaches the listeners
 * even while this instance's own listener is reconnecting.
 */
export class PgRevocationBus implements RevocationBus {
  private listener: RevocationListener | null = null;
  private readonly pg: PgListener;

  constructor(
    databaseUrl: string,
    private readonly prisma: Pick<PrismaService, '$executeRaw'>,
  ) {
    this.pg = new PgListener({
      databaseUrl,
      channel: CHANNEL,
      what: 'revocations',
      logger: new Logger('Revocations'),
      onPayload: (payload) => {
        const revocation = parseRevocation(payload);
        if (revocation) this.listener?.revoked(revocation);
      },
      // Whatever was announced while no listener was connected is lost: start again from the database.
      onConnected: () => this.listener?.missed(),
    });
  }

  async start(listener: RevocationListener): Promise<void> {
    this.listener = listener;
    await this.pg.start();
  }

  /** The PostgreSQL backend (`pg_stat_activity.pid`) of the listening connection; null while there is none. */
  get backendPid(): number | null {
    return this.pg.backendPid;
  }

  async publish(revocation: Revocation): Promise<void> {
    await this.prisma.$executeRaw`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(revocation)})`;
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
