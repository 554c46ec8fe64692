import { Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { PgListener } from '../db/pg-listener';
import { formatCommit, type HandEventsBus, type HandEventsListener, parseCommit } from './hand-events-bus';

const CHANNEL = 'croupier_hand_events';

/**
 * New events announced over PostgreSQL `LISTEN/NOTIFY`, for deployments without Redis (the embedded
 * database too). The listener has a connection of its own, outside the pool, and comes back by
 * itself when it is lost (then every stream catches up from the database); announcements go through
 * the pool, so they are sent even while this instance's listener is reconnecting.
 */
export class PgHandEventsBus implements HandEventsBus {
  private listener: HandEventsListener | null = null;
  private readonly pg: PgListener;

  constructor(
    databaseUrl: string,
    private readonly pool: Pick<Pool, 'query'>,
  ) {
    this.pg = new PgListener({
      databaseUrl,
      channel: CHANNEL,
      what: 'hand events',
      logger: new Logger('HandEvents'),
      onPayload: (payload) => {
        const commit = parseCommit(payload);
        if (commit) this.listener?.committed(commit.handId, commit.seq);
      },
      onConnected: () => this.listener?.missed(),
    });
  }

  async start(listener: HandEventsListener): Promise<void> {
    this.listener = listener;
    await this.pg.start();
  }

  async publish(handId: string, seq: number): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, formatCommit(handId, seq)]);
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
