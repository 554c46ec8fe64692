import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';

export interface StoredKey {
  id: string;
  role: string;
  appId: string | null;
  name: string | null;
  prefix: string;
  rateLimitPerMinute: number | null;
  createdAt: Date;
  revokedAt: Date | null;
}

export interface StoredApp {
  id: string;
  name: string;
  createdAt: Date;
  keys: StoredKey[];
}

export interface NewKey {
  role: 'app' | 'admin';
  appId?: string;
  name?: string;
  rateLimitPerMinute?: number;
  prefix: string;
  hash: string;
}

const KEY_FIELDS = { id: true, role: true, appId: true, name: true, prefix: true, rateLimitPerMinute: true, createdAt: true, revokedAt: true } as const;

export interface StoredShare {
  id: string;
  handId: string;
  seat: number | null;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

const SHARE_FIELDS = { id: true, handId: true, seat: true, createdAt: true, expiresAt: true, revokedAt: true } as const;

/** Serialises the "is there an admin key yet?" check of instances starting together. */
const ADMIN_BOOTSTRAP_LOCK = 0x63726f75; // "crou"

/** Storage of apps, API keys and seat tokens. Secrets never reach this class, only their hashes. */
@Injectable()
export class KeysRepository {
  constructor(private readonly prisma: PrismaService) {}

  findKeyByHash(hash: string): Promise<StoredKey | null> {
    return this.prisma.apiKey.findUnique({ where: { hash }, select: KEY_FIELDS });
  }

  async findSeatTokenByHash(hash: string): Promise<{ id: string; handId: string; seat: number; revokedAt: Date | null; appId: string } | null> {
    const token = await this.prisma.seatToken.findUnique({
      where: { hash },
      select: { id: true, handId: true, seat: true, revokedAt: true, hand: { select: { appId: true } } },
    });
    return token && { id: token.id, handId: token.handId, seat: token.seat, revokedAt: token.revokedAt, appId: token.hand.appId };
  }

  async findShareByHash(hash: string): Promise<{ id: string; handId: string; seat: number | null; expiresAt: Date | null; revokedAt: Date | null; appId: string } | null> {
    const share = await this.prisma.handShare.findUnique({
      where: { hash },
      select: { id: true, handId: true, seat: true, expiresAt: true, revokedAt: true, hand: { select: { appId: true } } },
    });
    return share && { id: share.id, handId: share.handId, seat: share.seat, expiresAt: share.expiresAt, revokedAt: share.revokedAt, appId: share.hand.appId };
  }

  /**
   * Of these keys, seat tokens and shares (by id), the ones that still work at `now`: not revoked, a
   * share not expired, and still stored (a deleted hand takes its seat tokens and shares with it).
   * One query per kind, however many ids.
   */
  async findActiveCredentials(ids: { keys: string[]; seats: string[]; shares: string[] }, now: Date): Promise<Set<string>> {
    const select = { id: true } as const;
    const none = Promise.resolve<{ id: string }[]>([]);
    const found = await Promise.all([
      ids.keys.length ? this.prisma.apiKey.findMany({ where: { id: { in: ids.keys }, revokedAt: null }, select }) : none,
      ids.seats.length ? this.prisma.seatToken.findMany({ where: { id: { in: ids.seats }, revokedAt: null }, select }) : none,
      ids.shares.length ? this.prisma.handShare.findMany({ where: { id: { in: ids.shares }, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }, select }) : none,
    ]);
    return new Set(found.flat().map((row) => row.id));
  }

  /** A new share of a hand (already checked to be the caller's). */
  async createShare(share: { handId: string; seat: number | null; hash: string; expiresAt: Date | null }): Promise<StoredShare> {
    return this.prisma.handShare.create({ data: share, select: SHARE_FIELDS });
  }

  /** The shares of a hand, newest first, without their hashes. */
  listShares(handId: string): Promise<StoredShare[]> {
    return this.prisma.handShare.findMany({ where: { handId }, select: SHARE_FIELDS, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  }

  /** Revokes one share of a hand (a share already revoked keeps its first revocation time); null when the hand has no such share. */
  async revokeShare(handId: string, id: string): Promise<StoredShare | null> {
    const revoked = await this.prisma.handShare.updateManyAndReturn({ where: { id, handId, revokedAt: null }, data: { revokedAt: new Date() }, select: SHARE_FIELDS });
    return revoked[0] ?? (await this.prisma.handShare.findFirst({ where: { id, handId }, select: SHARE_FIELDS }));
  }

  async createApp(name: string, key: Omit<NewKey, 'role' | 'appId'>): Promise<{ app: StoredApp; key: StoredKey }> {
    const app = await this.prisma.app.create({
      data: { name, keys: { create: keyData({ ...key, role: 'app' }) } },
      include: { keys: { select: KEY_FIELDS } },
    });
    return { app, key: app.keys[0]! };
  }

  findApp(id: string): Promise<StoredApp | null> {
    return this.prisma.app.findUnique({ where: { id }, include: { keys: { select: KEY_FIELDS, orderBy: { createdAt: 'asc' } } } });
  }

  listApps(): Promise<StoredApp[]> {
    return this.prisma.app.findMany({ orderBy: { createdAt: 'asc' }, include: { keys: { select: KEY_FIELDS, orderBy: { createdAt: 'asc' } } } });
  }

  createKey(key: NewKey): Promise<StoredKey> {
    return this.prisma.apiKey.create({ data: { ...keyData(key), appId: key.appId ?? null }, select: KEY_FIELDS });
  }

  listKeys(filter: { role?: string; appId?: string }): Promise<StoredKey[]> {
    return this.prisma.apiKey.findMany({
      where: { ...(filter.role ? { role: filter.role } : {}), ...(filter.appId ? { appId: filter.appId } : {}) },
      select: KEY_FIELDS,
      orderBy: { createdAt: 'asc' },
    });
  }

  findKey(id: string): Promise<StoredKey | null> {
    return this.prisma.apiKey.findUnique({ where: { id }, select: KEY_FIELDS });
  }

  /**
   * Revokes a key, unless it is the last active admin key (which would lock every operator out).
   * Checked and written in one serialisable step so two revocations cannot both pass the check.
   */
  async revokeKey(id: string): Promise<{ revoked: StoredKey } | { lastAdmin: true } | null> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_BOOTSTRAP_LOCK})`;
      const key = await tx.apiKey.findUnique({ where: { id }, select: KEY_FIELDS });
      if (!key) return null;
      if (key.revokedAt) return { revoked: key };
      if (key.role === 'admin') {
        const active = await tx.apiKey.count({ where: { role: 'admin', revokedAt: null } });
        if (active <= 1) return { lastAdmin: true as const };
      }
      return { revoked: await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() }, select: KEY_FIELDS }) };
    });
  }

  /**
   * Creates an admin key with `make()` when no active admin key exists (first start), and returns
   * it; returns null when one exists. Instances starting together take turns on an advisory lock.
   */
  async createFirstAdminKey(make: () => Omit<NewKey, 'role'>): Promise<StoredKey | null> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_BOOTSTRAP_LOCK})`;
      if ((await tx.apiKey.count({ where: { role: 'admin', revokedAt: null } })) > 0) return null;
      const key = make();
      return tx.apiKey.create({ data: keyData({ ...key, role: 'admin', name: key.name ?? 'first admin key' }), select: KEY_FIELDS });
    });
  }

  /**
   * Registers a key given by the operator (its hash), unless it is already known; instances starting
   * together both succeed (the insert does nothing when the hash exists).
   */
  async ensureKey(key: NewKey): Promise<StoredKey> {
    await this.prisma.apiKey.createMany({ data: [{ ...keyData(key), appId: key.appId ?? null }], skipDuplicates: true });
    return (await this.findKeyByHash(key.hash))!;
  }

  /** New tokens for some seats of a hand; the seats' earlier tokens are revoked in the same transaction. */
  async replaceSeatTokens(handId: string, tokens: { seat: number; hash: string }[]): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.seatToken.updateMany({ where: { handId, seat: { in: tokens.map((t) => t.seat) }, revokedAt: null }, data: { revokedAt: new Date() } }),
      this.prisma.seatToken.createMany({ data: tokens.map((t) => ({ handId, seat: t.seat, hash: t.hash })) }),
    ]);
  }
}

/** The stored columns of a new key (its app, when it has one, is set by the caller or the relation). */
function keyData(key: Omit<NewKey, 'appId'>) {
  return { role: key.role, name: key.name ?? null, prefix: key.prefix, hash: key.hash, rateLimitPerMinute: key.rateLimitPerMinute ?? null };
}
