import pg from 'pg';

/** The advisory lock that lets one instance at a time sweep a database ('CROU'). */
const SWEEP_LOCK = 0x43524f55;

/**
 * The sweep's SQL, on one connection of its own: a session advisory lock belongs to a connection, and
 * the pool behind Prisma does not promise the same one twice. Every delete is its own statement
 * (autocommit) touching at most `limit` rows, so no lock outlives one small batch.
 */
export class SweepConnection {
  private constructor(private readonly client: pg.Client) {}

  static async open(databaseUrl: string, onError: (error: Error) => void): Promise<SweepConnection> {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, statement_timeout: 30_000 });
    // A connection lost while idle is reported here instead of crashing the process.
    client.on('error', onError);
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return new SweepConnection(client);
  }

  /** True when this connection now holds the sweep lock; false when another instance holds it. */
  async tryLock(): Promise<boolean> {
    const { rows } = await this.client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [SWEEP_LOCK]);
    return rows[0]?.locked === true;
  }

  async unlock(): Promise<void> {
    await this.client.query('SELECT pg_advisory_unlock($1)', [SWEEP_LOCK]);
  }

  /** Deletes up to `limit` idempotency keys stored before `cutoff`, oldest first; the number deleted. */
  async deleteKeysBefore(cutoff: Date, limit: number): Promise<number> {
    const result = await this.client.query(
      `DELETE FROM "IdempotencyKey" WHERE ("handId", "key") IN (
         SELECT "handId", "key" FROM "IdempotencyKey" WHERE "createdAt" < $1 ORDER BY "createdAt" LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [cutoff, limit],
    );
    return result.rowCount ?? 0;
  }

  /** The apps that keep complete hands for a limited number of days. */
  async retentions(): Promise<{ appId: string; days: number }[]> {
    const { rows } = await this.client.query<{ appId: string; days: number }>(
      `SELECT "id" AS "appId", "completeHandRetentionDays" AS "days" FROM "App" WHERE "completeHandRetentionDays" IS NOT NULL`,
    );
    return rows;
  }

  /**
   * Deletes up to `limit` of the app's complete hands created before `cutoff`, oldest first, with
   * their events, seat tokens and keys (cascade); the number of hands deleted. Reads the
   * (appId, status, createdAt, id) index.
   */
  async deleteCompleteHandsBefore(appId: string, cutoff: Date, limit: number): Promise<number> {
    const result = await this.client.query(
      `DELETE FROM "Hand" WHERE "id" IN (
         SELECT "id" FROM "Hand" WHERE "appId" = $1 AND "status" = 'complete' AND "createdAt" < $2 ORDER BY "createdAt" LIMIT $3 FOR UPDATE SKIP LOCKED)`,
      [appId, cutoff, limit],
    );
    return result.rowCount ?? 0;
  }

  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}
