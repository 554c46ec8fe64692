import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';

export interface StoredEndpoint {
  id: string;
  appId: string;
  url: string;
  events: string[];
  secret: string;
  createdAt: Date;
}

export interface StoredDelivery {
  id: string;
  eventId: string;
  eventType: string;
  handId: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** A delivery an instance claimed: it alone sends it until the lease runs out. */
export interface ClaimedDelivery {
  id: string;
  eventId: string;
  body: string;
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
}

/**
 * Claims up to $1 due deliveries for $2 milliseconds. `FOR UPDATE SKIP LOCKED`: two instances
 * claiming at once never get the same row; the claim pushes `nextAttemptAt` ahead by the lease, so
 * that once it commits nobody else takes the row until the lease runs out (the sender died: then
 * another instance sends it again). A delivery is due only when no earlier delivery of the same
 * hand to the same endpoint is pending: a hand's deliveries are never reordered.
 */
const CLAIM_SQL = `
WITH due AS (
  SELECT d.id FROM "WebhookDelivery" d
  WHERE d.status = 'pending' AND d."nextAttemptAt" <= now()
    AND NOT EXISTS (
      SELECT 1 FROM "WebhookDelivery" e
      WHERE e."endpointId" = d."endpointId" AND e."handId" = d."handId" AND e.position < d.position AND e.status = 'pending')
  ORDER BY d."nextAttemptAt"
  LIMIT $1
  FOR UPDATE OF d SKIP LOCKED
)
UPDATE "WebhookDelivery" d SET "nextAttemptAt" = now() + make_interval(secs => $2::int / 1000.0), attempts = d.attempts + 1
FROM due, "WebhookEndpoint" w
WHERE d.id = due.id AND w.id = d."endpointId"
RETURNING d.id, d."eventId", d.body, d.attempts, d."createdAt", w.url, w.secret`;

/** Storage of webhook endpoints and their outbox. */
@Injectable()
export class WebhooksRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(endpoint: Omit<StoredEndpoint, 'id' | 'createdAt'>): Promise<StoredEndpoint> {
    return this.prisma.webhookEndpoint.create({ data: endpoint });
  }

  list(appId: string): Promise<StoredEndpoint[]> {
    return this.prisma.webhookEndpoint.findMany({ where: { appId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 100 });
  }

  find(appId: string, id: string): Promise<StoredEndpoint | null> {
    return this.prisma.webhookEndpoint.findFirst({ where: { id, appId } });
  }

  async delete(appId: string, id: string): Promise<boolean> {
    const { count } = await this.prisma.webhookEndpoint.deleteMany({ where: { id, appId } });
    return count > 0;
  }

  /** The endpoint's latest deliveries, newest first. */
  deliveries(endpointId: string, limit: number): Promise<StoredDelivery[]> {
    return this.prisma.webhookDelivery.findMany({
      where: { endpointId },
      orderBy: [{ createdAt: 'desc' }, { position: 'desc' }],
      take: limit,
      select: { id: true, eventId: true, eventType: true, handId: true, status: true, attempts: true, lastStatusCode: true, lastError: true, nextAttemptAt: true, createdAt: true, deliveredAt: true },
    });
  }

  async claim(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    return (await this.prisma.pool.query<ClaimedDelivery>(CLAIM_SQL, [limit, leaseMs])).rows;
  }

  async delivered(id: string, statusCode: number): Promise<void> {
    await this.prisma.webhookDelivery.update({ where: { id }, data: { status: 'delivered', lastStatusCode: statusCode, lastError: null, deliveredAt: new Date() } });
  }

  /** Deletes up to `batch` finished deliveries (delivered or failed) created before `before`; how many went. */
  async sweep(before: Date, batch: number): Promise<number> {
    return this.prisma.$executeRaw`
      DELETE FROM "WebhookDelivery" WHERE id IN (
        SELECT id FROM "WebhookDelivery" WHERE status <> 'pending' AND "createdAt" < ${before}::timestamptz LIMIT ${batch})`;
  }

  /** A failed attempt: retried at `next`, or given up (`failed`) when `next` is null. */
  async attemptFailed(id: string, statusCode: number | null, error: string, next: Date | null): Promise<void> {
    await this.prisma.webhookDelivery.update({
      where: { id },
      data: { lastStatusCode: statusCode, lastError: error.slice(0, 500), ...(next ? { nextAttemptAt: next } : { status: 'failed' }) },
    });
  }
}
