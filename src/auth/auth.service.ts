import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { AUTH_DEFAULTS, type AuthConfig } from './auth.config';
import { KeysRepository } from './keys.repository';
import type { Principal } from './principal';
import { RateLimiter, type RateDecision } from './rate-limiter';
import { credentialKind, hashSecret } from './secrets';

export type Authentication = { ok: true; principal: Principal } | { ok: false; reason: 'missing' | 'malformed' | 'invalid' | 'revoked' };

/**
 * Checks credentials and counts requests. A checked credential is remembered for a few seconds by
 * the hash of its secret, so a busy client costs one database read per interval, not per request.
 */
@Injectable()
export class AuthService {
  readonly config: AuthConfig;
  private readonly requests = new RateLimiter(60);
  private readonly failures = new RateLimiter(60);
  private readonly cache = new Map<string, { principal: Principal | 'revoked'; until: number }>();

  constructor(
    private readonly keys: KeysRepository,
    @Inject(APP_CONFIG) appConfig: AppConfig,
  ) {
    this.config = appConfig.auth ?? AUTH_DEFAULTS;
  }

  async authenticate(authorization: string | undefined): Promise<Authentication> {
    if (authorization === undefined || authorization.trim() === '') return { ok: false, reason: 'missing' };
    const match = /^Bearer +(\S+) *$/i.exec(authorization);
    if (!match) return { ok: false, reason: 'malformed' };
    const secret = match[1]!;
    const kind = credentialKind(secret);
    if (!kind) return { ok: false, reason: 'invalid' };
    const hash = hashSecret(secret);
    const now = Date.now();
    const cached = this.cache.get(hash);
    let principal: Principal | 'revoked' | null;
    if (cached && cached.until > now) {
      principal = cached.principal;
    } else {
      principal = await this.lookup(kind, hash);
      if (principal) this.remember(hash, principal, now);
    }
    if (principal === null) return { ok: false, reason: 'invalid' };
    if (principal === 'revoked') return { ok: false, reason: 'revoked' };
    return { ok: true, principal };
  }

  /** Counts one request against the principal's limit. */
  takeRequest(principal: Principal): RateDecision {
    return this.requests.take(principal.credentialId, principal.ratePerMinute ?? this.config.rateLimitPerMinute);
  }

  /** Whether a client address may still try to authenticate (it has failures left). */
  failuresLeft(address: string): RateDecision {
    return this.failures.take(address, this.config.authFailuresPerMinute, false);
  }

  recordFailure(address: string): void {
    this.failures.take(address, this.config.authFailuresPerMinute);
  }

  /** Forgets cached credentials so a revocation takes effect at once on this instance. */
  forget(match: (principal: Principal) => boolean): void {
    for (const [hash, entry] of this.cache) {
      if (entry.principal === 'revoked' || match(entry.principal)) this.cache.delete(hash);
    }
  }

  private remember(hash: string, principal: Principal | 'revoked', now: number): void {
    if (this.cache.size >= 50_000) this.cache.clear();
    this.cache.set(hash, { principal, until: now + this.config.credentialCacheSeconds * 1000 });
  }

  private async lookup(kind: 'app' | 'admin' | 'seat', hash: string): Promise<Principal | 'revoked' | null> {
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
    return { kind: 'app', credentialId: key.id, appId: key.appId!, ratePerMinute: key.rateLimitPerMinute };
  }
}
