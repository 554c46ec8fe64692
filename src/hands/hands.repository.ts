import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../prisma/prisma.service';
import { ACTION_WRITE_SQL, type ActionWrite, actionWriteParams, type ActionWriteRow } from './action-write';
import { CREATED_OUTBOX_SQL, createdHandsParam } from '../webhooks/outbox';
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

/**
 * What became of an action write: `written` at `version`; `answered`, the key's stored answer (the
 * action was already applied); `conflict`, nothing written: the hand was no longer at the expected
 * version (`current` as the statement saw it) or is not the app's (`current` null).
 */
export type AppendOutcome =
  | { kind: 'written'; version: number }
  | { kind: 'answered'; stored: StoredAnswer }
  | { kind: 'conflict'; current: number | null };

/** A stored answer as the action write returns it. */
export type StoredAnswer = Omit<IdempotentResponse, 'createdAt'>;

/** What a listing shows of a hand. */
export type HandListRow = Pick<StoredHand, 'id' | 'game' | 'bettingStructure' | 'status' | 'version' | 'createdAt' | 'updatedAt'>;

export interface ListFilter {
  appId: string;
  game?: string;
  status?: string;
  createdFrom?: Date;
  createdTo?: Date;
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** All storage of hands: the hand row and its append-only event log. Only this class uses Prisma (and its pool). */
@Injectable()
export class HandsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The hand, its first events and its webhook deliveries (the outbox), in one transaction. */
  async create(hand: NewHand): Promise<StoredHand> {
    const id = randomUUID();
    const [stored] = await this.prisma.$transaction([
      this.prisma.hand.create({ data: { id, ...handData(hand) } }),
      this.prisma.$executeRawUnsafe(CREATED_OUTBOX_SQL, createdHandsParam([{ id, version: hand.events.length, status: hand.status }]), hand.appId, new Date()),
    ]);
    return stored;
  }

  /**
   * Several hands of one app in one transaction, all or none, with their webhook deliveries: each is
   * announced as `create` announces a hand (an import is how they came to exist here).
   */
  async createMany(appId: string, hands: Omit<NewHand, 'appId'>[]): Promise<StoredHand[]> {
    const ids = hands.map(() => randomUUID());
    const created = hands.map((hand, i) => ({ id: ids[i]!, version: hand.events.length, status: hand.status }));
    const stored = await this.prisma.$transaction([
      ...hands.map((hand, i) => this.prisma.hand.create({ data: { id: ids[i]!, ...handData({ ...hand, appId }) } })),
      this.prisma.$executeRawUnsafe(CREATED_OUTBOX_SQL, createdHandsParam(created), appId, new Date()),
    ]);
    return stored.slice(0, hands.length) as StoredHand[];
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

  /** The events with sequence numbers after+1..last (1..last by default), in order. */
  async eventsUpTo(id: string, last: number, after = 0): Promise<StoredEvent[]> {
    const events = await this.prisma.handEvent.findMany({ where: { handId: id, seq: { lte: last, gt: after } }, orderBy: { seq: 'asc' } });
    return events.map((e) => ({ seq: e.seq, type: e.type, payload: e.payload as EventPayload, createdAt: e.createdAt }));
  }

  /**
   * Writes one action in one statement (`ACTION_WRITE_SQL`): its events after `expectedVersion`,
   * the version bump and the stored idempotent answer, all or nothing. Says what happened: written,
   * a stored answer for the key instead, or a conflict (the hand is elsewhere, or not the app's).
   */
  async appendAction(write: ActionWrite): Promise<AppendOutcome> {
    let row: ActionWriteRow | undefined;
    try {
      // Straight to the client's pg pool: the statement is already plain SQL with bound parameters,
      // and the Prisma client's raw-query path costs about a tenth of an action's CPU.
      [row] = (await this.prisma.pool.query<ActionWriteRow>(ACTION_WRITE_SQL, actionWriteParams(write))).rows;
    } catch (error) {
      // A racing insert of the same sequence number or key: another writer got there first.
      if (isUniqueViolation(error)) return { kind: 'conflict', current: write.expectedVersion };
      throw error;
    }
    if (!row) throw new Error('the action write returned no row');
    if (row.written !== null) return { kind: 'written', version: row.written };
    if (row.requestHash !== null) {
      // `pg` parses jsonb: the stored answer arrives as the JSON it was written as.
      return { kind: 'answered', stored: { requestHash: row.requestHash, status: row.answerStatus!, response: row.response as Prisma.JsonValue } };
    }
    return { kind: 'conflict', current: row.current };
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

/** A unique constraint refused an insert (PostgreSQL's 23505, as `pg` reports it). */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
