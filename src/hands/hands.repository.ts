import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../prisma/prisma.service';
import type { EventPayload } from './hand-codec';

export interface StoredHand {
  id: string;
  appId: string;
  game: string;
  bettingStructure: string;
  config: Prisma.JsonValue;
  status: string;
  version: number;
  deck: string;
  salt: string;
  commitment: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface StoredEvent {
  seq: number;
  type: string;
  payload: EventPayload;
  createdAt: Date;
}

export interface NewHand {
  appId: string;
  game: string;
  bettingStructure: string;
  config: Prisma.InputJsonValue;
  status: string;
  deck: string;
  salt: string;
  commitment: string;
  events: { type: string; payload: EventPayload }[];
  /** Hashes of seat tokens issued with the hand, stored in the same transaction. */
  seatTokens?: { seat: number; hash: string }[];
}

export interface IdempotentResponse {
  requestHash: string;
  createdAt: Date;
  status: number;
  response: Prisma.JsonValue;
}

/** What a listing shows of a hand. */
export type HandListRow = Pick<StoredHand, 'id' | 'game' | 'bettingStructure' | 'status' | 'version' | 'createdAt' | 'updatedAt'>;

/** The hand moved on between reading it and writing the action (another writer won the race). */
export class VersionConflict extends Error {}

export interface ListFilter {
  appId: string;
  game?: string;
  status?: string;
  createdFrom?: Date;
  createdTo?: Date;
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** All storage of hands: the hand row and its append-only event log. Only this class uses Prisma. */
@Injectable()
export class HandsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(hand: NewHand): Promise<StoredHand> {
    return this.prisma.hand.create({ data: handData(hand) });
  }

  /** Several hands in one transaction: all are stored, or none. */
  async createMany(hands: NewHand[]): Promise<StoredHand[]> {
    return this.prisma.$transaction(hands.map((hand) => this.prisma.hand.create({ data: handData(hand) })));
  }

  /** The hand, when it belongs to `appId`: another app's hand is not found, exactly like a missing one. */
  find(id: string, appId: string): Promise<StoredHand | null> {
    return this.prisma.hand.findUnique({ where: { id, appId } });
  }

  /**
   * Deletes the hand, when it belongs to `appId`, with its events, seat tokens and idempotency keys
   * (the foreign keys cascade). False when there was no such hand of that app.
   */
  async delete(id: string, appId: string): Promise<boolean> {
    const { count } = await this.prisma.hand.deleteMany({ where: { id, appId } });
    return count > 0;
  }

  /**
   * The hand and its first `upTo` events (all by default), in order. The row is read first and the
   * events only up to its version: events are never changed once written, so the pair is consistent
   * even when another writer appends in between.
   */
  async findWithEvents(id: string, appId: string, upTo?: number): Promise<{ hand: StoredHand; events: StoredEvent[] } | null> {
    const hand = await this.find(id, appId);
    if (!hand) return null;
    const last = upTo === undefined ? hand.version : Math.min(upTo, hand.version);
    return { hand, events: await this.eventsUpTo(id, last) };
  }

  /** The events with sequence numbers 1..last, in order. */
  async eventsUpTo(id: string, last: number): Promise<StoredEvent[]> {
    const events = await this.prisma.handEvent.findMany({ where: { handId: id, seq: { lte: last } }, orderBy: { seq: 'asc' } });
    return events.map((e) => ({ seq: e.seq, type: e.type, payload: e.payload as EventPayload, createdAt: e.createdAt }));
  }

  /**
   * Appends events after `expectedVersion` in one transaction: the version check, the events (unique
   * per hand and sequence) and the stored idempotent response all commit together or not at all.
   */
  async append(
    id: string,
    expectedVersion: number,
    events: { type: string; payload: EventPayload }[],
    status: string,
    updatedAt: Date,
    idempotency?: { key: string; requestHash: string; status: number; response: Prisma.InputJsonValue },
  ): Promise<StoredHand> {
    try {
      // One batch transaction: the update matches only while the hand is still at expectedVersion.
      const [hand] = await this.prisma.$transaction([
        this.prisma.hand.update({ where: { id, version: expectedVersion }, data: { version: expectedVersion + events.length, status, updatedAt } }),
        this.prisma.handEvent.createMany({
          data: events.map((e, i) => ({ handId: id, seq: expectedVersion + i + 1, type: e.type, payload: e.payload as Prisma.InputJsonValue })),
        }),
        ...(idempotency
          ? [
              this.prisma.idempotencyKey.create({
                data: { handId: id, key: idempotency.key, requestHash: idempotency.requestHash, status: idempotency.status, response: idempotency.response },
              }),
            ]
          : []),
      ]);
      return hand;
    } catch (error) {
      // P2025: no hand at that version (someone appended first); P2002: a racing insert of the same seq or key.
      if (error instanceof Prisma.PrismaClientKnownRequestError && (error.code === 'P2025' || error.code === 'P2002')) throw new VersionConflict();
      throw error;
    }
  }

  findIdempotent(handId: string, key: string): Promise<IdempotentResponse | null> {
    return this.prisma.idempotencyKey.findUnique({ where: { handId_key: { handId, key } }, select: { requestHash: true, status: true, response: true, createdAt: true } });
  }

  /** Deletes a stored answer that has expired (only that one: a newer answer under the key stays). */
  async forgetIdempotent(handId: string, key: string, createdAt: Date): Promise<void> {
    await this.prisma.idempotencyKey.deleteMany({ where: { handId, key, createdAt } });
  }

  /**
   * One page of an app's hands, newest first, ties on `createdAt` broken by id. The cursor is a
   * row-value comparison, which PostgreSQL turns into an index range (`(appId[, game|status],
   * createdAt DESC, id DESC)`), so a page deep in the list reads as few rows as the first one. The
   * query API cannot express a row comparison, hence raw SQL, with every value a bound parameter.
   */
  list(filter: ListFilter): Promise<HandListRow[]> {
    const conditions = [
      Prisma.sql`"appId" = ${filter.appId}::uuid`,
      ...(filter.game ? [Prisma.sql`"game" = ${filter.game}`] : []),
      ...(filter.status ? [Prisma.sql`"status" = ${filter.status}`] : []),
      ...(filter.createdFrom ? [Prisma.sql`"createdAt" >= ${filter.createdFrom}::timestamptz`] : []),
      ...(filter.createdTo ? [Prisma.sql`"createdAt" < ${filter.createdTo}::timestamptz`] : []),
      ...(filter.after ? [Prisma.sql`("createdAt", "id") < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`] : []),
    ];
    return this.prisma.$queryRaw<HandListRow[]>`
      SELECT "id", "game", "bettingStructure", "status", "version", "createdAt", "updatedAt"
      FROM "Hand"
      WHERE ${Prisma.join(conditions, ' AND ')}
      ORDER BY "createdAt" DESC, "id" DESC
      LIMIT ${filter.limit}`;
  }
}

function handData(hand: NewHand): Prisma.HandUncheckedCreateInput {
  return {
    appId: hand.appId,
    game: hand.game,
    bettingStructure: hand.bettingStructure,
    config: hand.config,
    status: hand.status,
    version: hand.events.length,
    deck: hand.deck,
    salt: hand.salt,
    commitment: hand.commitment,
    events: { create: hand.events.map((e, i) => ({ seq: i + 1, type: e.type, payload: e.payload as Prisma.InputJsonValue })) },
    ...(hand.seatTokens?.length ? { seatTokens: { create: hand.seatTokens } } : {}),
  };
}
