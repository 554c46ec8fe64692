import { Injectable } from '@nestjs/common';
import { ProblemException } from '../common/problem/problem';
import { AuthService } from './auth.service';
import { KeysRepository, type StoredApp, type StoredKey, type StoredShare } from './keys.repository';
import { credentialKind, hashSecret, newSecret } from './secrets';

export interface IssuedKey {
  key: StoredKey;
  /** The secret, shown this once. */
  secret: string;
}

/** Apps and their keys, admin keys, seat tokens and share links: creation, listing and revocation. */
@Injectable()
export class KeysService {
  constructor(
    private readonly keys: KeysRepository,
    private readonly auth: AuthService,
  ) {}

  async createApp(name: string, options: { keyName?: string; rateLimitPerMinute?: number } = {}): Promise<{ app: StoredApp } & IssuedKey> {
    const made = newSecret('app');
    const { app, key } = await this.keys.createApp(name, {
      prefix: made.prefix,
      hash: made.hash,
      ...(options.keyName !== undefined ? { name: options.keyName } : {}),
      ...(options.rateLimitPerMinute !== undefined ? { rateLimitPerMinute: options.rateLimitPerMinute } : {}),
    });
    return { app, key, secret: made.secret };
  }

  listApps(): Promise<StoredApp[]> {
    return this.keys.listApps();
  }

  async getApp(id: string): Promise<StoredApp> {
    const app = await this.keys.findApp(id);
    if (!app) throw new ProblemException('not-found', `There is no app '${id}'.`);
    return app;
  }

  async createAppKey(appId: string, options: { name?: string; rateLimitPerMinute?: number } = {}): Promise<IssuedKey> {
    await this.getApp(appId);
    return this.issue('app', { ...options, appId });
  }

  createAdminKey(options: { name?: string; rateLimitPerMinute?: number } = {}): Promise<IssuedKey> {
    return this.issue('admin', options);
  }

  listKeys(filter: { role?: 'app' | 'admin'; appId?: string } = {}): Promise<StoredKey[]> {
    return this.keys.listKeys(filter);
  }

  async revokeKey(id: string): Promise<StoredKey> {
    const result = await this.keys.revokeKey(id);
    if (!result) throw new ProblemException('not-found', `There is no key '${id}'.`);
    if ('lastAdmin' in result) throw new ProblemException('last-admin-key', 'This is the only active admin key: create another admin key before revoking it.');
    await this.auth.revoked({ kind: 'key', keyId: id });
    return result.revoked;
  }

  /**
   * First start: when no admin key exists, makes one, hands its secret to `stage` (which keeps it
   * where the operator will find it) before storing it, and returns it. With `configured`
   * (CROUPIER_ADMIN_KEY) that key is registered instead and nothing is made.
   */
  async bootstrapAdminKey(
    configured?: string,
    stage?: (secret: string) => Promise<{ keep(): Promise<void>; drop(): Promise<void> }>,
  ): Promise<IssuedKey | { configured: StoredKey } | null> {
    if (configured !== undefined) {
      if (credentialKind(configured) !== 'admin') throw new Error('CROUPIER_ADMIN_KEY must be an admin key: crp_admin_ followed by 43 base64url characters (make one with `npm run keys -- new-admin-secret`)');
      const key = await this.keys.ensureKey({ role: 'admin', name: 'CROUPIER_ADMIN_KEY', prefix: configured.slice(0, 16), hash: hashSecret(configured) });
      return { configured: key };
    }
    const made = newSecret('admin');
    const staged = await stage?.(made.secret);
    const key = await this.keys.createFirstAdminKey(() => ({ prefix: made.prefix, hash: made.hash }));
    await (key ? staged?.keep() : staged?.drop());
    return key ? { key, secret: made.secret } : null;
  }

  /** New seat tokens for some seats of a hand (already checked to be the caller's); older ones stop working. */
  async replaceSeatTokens(handId: string, seats: readonly number[]): Promise<{ seat: number; token: string }[]> {
    const made = seats.map((seat) => ({ seat, ...newSecret('seat') }));
    await this.keys.replaceSeatTokens(handId, made.map((m) => ({ seat: m.seat, hash: m.hash })));
    await this.auth.revoked({ kind: 'seats', handId, seats: [...seats] });
    return made.map((m) => ({ seat: m.seat, token: m.secret }));
  }

  /** A share token for a hand (already checked to be the caller's), as one seat's view or the table's. */
  async createShare(handId: string, seat: number | null, expiresAt: Date | null): Promise<{ share: StoredShare; token: string }> {
    const made = newSecret('share');
    const share = await this.keys.createShare({ handId, seat, hash: made.hash, expiresAt });
    return { share, token: made.secret };
  }

  /** The shares of a hand (already checked to be the caller's), newest first. */
  listShares(handId: string): Promise<StoredShare[]> {
    return this.keys.listShares(handId);
  }

  /**
   * Revokes a share of a hand (already checked to be the caller's): refused at once here and, as
   * soon as they hear of it, on the other instances. Null when the hand has no such share.
   */
  async revokeShare(handId: string, id: string): Promise<StoredShare | null> {
    const share = await this.keys.revokeShare(handId, id);
    if (share) await this.auth.revoked({ kind: 'share', shareId: share.id });
    return share;
  }

  private async issue(role: 'app' | 'admin', options: { appId?: string; name?: string; rateLimitPerMinute?: number }): Promise<IssuedKey> {
    const made = newSecret(role);
    const key = await this.keys.createKey({
      role,
      prefix: made.prefix,
      hash: made.hash,
      ...(options.appId !== undefined ? { appId: options.appId } : {}),
      ...(options.name !== undefined ? { name: options.name } : {}),
      ...(options.rateLimitPerMinute !== undefined ? { rateLimitPerMinute: options.rateLimitPerMinute } : {}),
    });
    return { key, secret: made.secret };
  }
}
