import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { RedisService } from '../redis/redis.service';
import { AUTH_DEFAULTS, type AuthConfig } from './auth.config';
import { KeysRepository } from './keys.repository';
import { LruCache } from './lru-cache';
import type { Principal } from './principal';
import { RateLimiter, type Buckets, type RateDecision } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';
import { isRevokedBy, REVOCATION_BUS, type Revocation, type RevocationBus } from './revocations';
import { credentialKind, type CredentialKind, hashSecret } from './secrets';

/** Credentials remembered at most; beyond it the least recently used is forgotten. */
const CACHED_CREDENTIALS = 50_000;

export type Authentication = { ok: true; principal: Principal } | { ok: false; reason: 'missing' | 'malformed' | 'invalid' | 'revoked' | 'expired' };

/**
 * Checks credentials and counts requests. A checked credential is remembered for a few seconds by
 * its secret (hashed only to be looked up: a request answered from memory costs no hashing), so a
 * busy client costs one database read per interval, not per request;
 * requests that arrive while that read is under way wait for it instead of making their own. A
 * revocation is broadcast to every instance, which forgets what it remembered at once.
 *
 * Request and failure counts live in Redis when it is configured (shared by every instance), in
 * this process otherwise (one instance).
 */
@Injectable()
export class AuthService implements OnModuleInit, OnApplicationShutdown {
  readonly config: AuthConfig;
  private readonly requests: Buckets;
  private readonly failures: Buckets;
  private readonly cache: LruCache<Principal | 'revoked'>;
  private readonly logger = new Logger('Revocations');
  /** Look-ups under way, by secret: one per credential, whatever the number of requests waiting on it. */
  private readonly pending = new Map<string, Promise<Principal | 'revoked' | null>>();
  private readonly revokedListeners: ((revocation: Revocation) => void)[] = [];
  private readonly missedListeners: (() => void)[] = [];
  /** Bumped by every `forget`, so that a lookup that raced a revocation is not cached. */
  private generation = 0;

  constructor(
    private readonly keys: KeysRepository,
    @Inject(APP_CONFIG) appConfig: AppConfig,
    redis: RedisService,
    @Inject(REVOCATION_BUS) private readonly revocations: RevocationBus,
  ) {
    this.config = appConfig.auth ?? AUTH_DEFAULTS;
    this.cache = new LruCache(CACHED_CREDENTIALS, this.config.credentialCacheSeconds * 1000);
    const shared = redis.client;
    this.requests = shared ? new RedisRateLimiter(shared, 60, 'requests') : new RateLimiter(60);
    this.failures = shared ? new RedisRateLimiter(shared, 60, 'failures') : new RateLimiter(60);
  }

  async onModuleInit(): Promise<void> {
    await this.revocations.start({ revoked: (revocation) => this.forget(revocation), missed: () => this.forgetAll() });
  }

  /** Stops listening once the HTTP server is closed: a revocation made while the instance drains still applies. */
  async onApplicationShutdown(): Promise<void> {
    await this.revocations.close();
  }

  async authenticate(authorization: string | undefined): Promise<Authentication> {
    const known = this.authenticateFromMemory(authorization);
    if (known) return known;
    const { kind, secret } = this.parse(authorization) as { kind: CredentialKind; secret: string };
    return outcome(await this.shared(kind, secret));
  }

  /**
   * The answer when it needs no database read: a missing or malformed credential, or one checked
   * within the cache interval. `undefined`: it must be looked up (`authenticate`).
   */
  authenticateFromMemory(authorization: string | undefined): Authentication | undefined {
    // The usual header, `Bearer <secret>` with a secret checked a moment ago, costs one look-up: only
    // parsed secrets are ever cached, so a hit is exactly what parsing the header would have found.
    if (authorization !== undefined && authorization.startsWith('Bearer ')) {
      const cached = this.cache.get(authorization.slice(7));
      if (cached !== undefined) return outcome(cached);
    }
    const parsed = this.parse(authorization);
    if ('ok' in parsed) return parsed;
    const cached = this.cache.get(parsed.secret);
    return cached === undefined ? undefined : outcome(cached);
  }

  private parse(authorization: string | undefined): Authentication | { kind: CredentialKind; secret: string } {
    if (authorization === undefined || authorization.trim() === '') return { ok: false, reason: 'missing' };
    const match = /^Bearer +(\S+) *$/i.exec(authorization);
    if (!match) return { ok: false, reason: 'malformed' };
    const secret = match[1]!;
    const kind = credentialKind(secret);
    if (!kind) return { ok: false, reason: 'invalid' };
    return { kind, secret };
  }

  /** Counts a failed authentication from a client address; refused once its failures are used up. */
  recordFailure(address: string): RateDecision | Promise<RateDecision> {
    return this.failures.take(address, this.config.authFailuresPerMinute);
  }

  /** Counts `cost` requests against the principal's limit (one per request; an import, one per hand). */
  charge(principal: Principal, cost = 1): RateDecision | Promise<RateDecision> {
    return this.requests.take(principal.credentialId, principal.ratePerMinute ?? this.config.rateLimitPerMinute, cost);
  }

  /**
   * A stored revocation takes effect: at once here, and on the other instances as soon as they hear
   * of it (a failed broadcast is logged; they then refuse it when their cache entry expires).
   */
  async revoked(revocation: Revocation): Promise<void> {
    this.forget(revocation);
    try {
      await this.revocations.publish(revocation);
    } catch (error) {
      this.logger.warn(`a revocation could not be broadcast (${error instanceof Error ? error.message : String(error)}); other instances refuse it within ${this.config.credentialCacheSeconds} s`);
    }
  }

  /** Calls `listener` with each revocation this instance hears of (open event streams end theirs). */
  onRevoked(listener: (revocation: Revocation) => void): void {
    this.revokedListeners.push(listener);
  }

  /**
   * Calls `listener` each time revocations may have been missed (the bus lost its connection and is
   * back): what was checked before, open event streams included, must be checked again.
   */
  onMissed(listener: () => void): void {
    this.missedListeners.push(listener);
  }

  /**
   * The ids of the credentials among `principals` that still work, read from the database now (one
   * query per kind): not revoked, not expired, not gone with their hand. Throws when it cannot read.
   */
  async stillValid(principals: readonly Principal[]): Promise<Set<string>> {
    const ids = { keys: [] as string[], seats: [] as string[], shares: [] as string[] };
    for (const p of new Map(principals.map((principal) => [principal.credentialId, principal])).values()) {
      if (p.kind === 'seat') ids.seats.push(p.credentialId);
      else if (p.kind === 'share') ids.shares.push(p.credentialId);
      else ids.keys.push(p.credentialId);
    }
    return this.keys.findActiveCredentials(ids, new Date());
  }

  /** Forgets the cached credentials a revocation names. */
  private forget(revocation: Revocation): void {
    for (const listener of this.revokedListeners) listener(revocation);
    this.restartLookups();
    this.cache.deleteWhere((principal) => principal === 'revoked' || isRevokedBy(revocation, principal));
  }

  /** Forgets every cached credential (revocations may have been missed). */
  private forgetAll(): void {
    this.restartLookups();
    this.cache.clear();
    for (const listener of this.missedListeners) listener();
  }

  private restartLookups(): void {
    this.generation++;
    // Requests from now on look again rather than join a look-up that may predate the revocation.
    this.pending.clear();
  }

  /** One look-up for all the requests presenting this credential now; a failed one is not kept. */
  private shared(kind: CredentialKind, secret: string): Promise<Principal | 'revoked' | null> {
    const running = this.pending.get(secret);
    if (running) return running;
    const generation = this.generation;
    const lookup = this.lookup(kind, hashSecret(secret))
      .then((principal) => {
        // A revocation made while the lookup was under way may not have been seen by it: don't keep it.
        if (principal && generation === this.generation) this.cache.set(secret, principal);
        return principal;
      })
      .finally(() => {
        if (this.pending.get(secret) === lookup) this.pending.delete(secret);
      });
    this.pending.set(secret, lookup);
    return lookup;
  }

  private async lookup(kind: CredentialKind, hash: string): Promise<Principal | 'revoked' | null> {
    if (kind === 'share') {
      const share = await this.keys.findShareByHash(hash);
      if (!share) return null;
      if (share.revokedAt) return 'revoked';
      return { kind: 'share', credentialId: share.id, appId: share.appId, handId: share.handId, seat: share.seat, expiresAt: share.expiresAt?.getTime() ?? null, ratePerMinute: null };
    }
    if (kind === 'seat') {
      const token = await this.keys.findSeatTokenByHash(hash);
      if (!token) return null;
      if (token.revokedAt) return 'revoked';
      return { kind: 'seat', credentialId: token.id, appId: token.appId, handId: token.handId, seat: token.seat, ratePerMinute: null };
    }
    const key = await this.keys.findKeyByHash(hash);
    // The prefix is only a label: the stored role decides what the key may do.
    if (!key) return null;
    if (key.revokedAt) return 'revoked';
    if (key.role === 'admin') return { kind: 'admin', credentialId: key.id, ratePerMinute: key.rateLimitPerMinute };
    // An app key without an app cannot act for anyone (the schema allows the row; the service never writes it).
    if (key.role !== 'app' || !key.appId) return null;
    return { kind: 'app', credentialId: key.id, appId: key.appId, ratePerMinute: key.rateLimitPerMinute };
  }
}

function outcome(principal: Principal | 'revoked' | null): Authentication {
  if (principal === null) return { ok: false, reason: 'invalid' };
  if (principal === 'revoked') return { ok: false, reason: 'revoked' };
  // Checked on every request, so a share stops at its expiry even while it is remembered.
  if (principal.kind === 'share' && principal.expiresAt !== null && principal.expiresAt <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, principal };
}
