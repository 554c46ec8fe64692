import type { Principal } from './principal';

/**
 * A credential that stopped working: a key (app or admin), one share link, the seat tokens of some
 * seats of a hand, or every seat token and share of a hand (it was deleted).
 */
export type Revocation =
  | { kind: 'key'; keyId: string }
  | { kind: 'share'; shareId: string }
  | { kind: 'seats'; handId: string; seats: number[] }
  | { kind: 'hand'; handId: string };

export interface RevocationListener {
  /** Another instance (or this one) revoked a credential. */
  revoked(revocation: Revocation): void;
  /** Notifications may have been missed (the connection was lost and is back): trust nothing cached. */
  missed(): void;
}

/**
 * Tells every instance of the service about revocations, so each drops what it cached at once.
 * Delivery is best effort: a revocation is stored first, and an instance that misses its message
 * still refuses the credential once its cache entry expires (CREDENTIAL_CACHE_SECONDS).
 */
export interface RevocationBus {
  start(listener: RevocationListener): Promise<void>;
  publish(revocation: Revocation): Promise<void>;
  close(): Promise<void>;
}

export const REVOCATION_BUS = Symbol('REVOCATION_BUS');

/** Whether a cached credential is one the revocation names. */
export function isRevokedBy(revocation: Revocation, principal: Principal): boolean {
  if (revocation.kind === 'key') return principal.credentialId === revocation.keyId;
  if (revocation.kind === 'share') return principal.kind === 'share' && principal.credentialId === revocation.shareId;
  if (revocation.kind === 'hand') return (principal.kind === 'seat' || principal.kind === 'share') && principal.handId === revocation.handId;
  return principal.kind === 'seat' && principal.handId === revocation.handId && revocation.seats.includes(principal.seat);
}

/** A message from another instance, checked: anything else is ignored. */
export function parseRevocation(payload: string): Revocation | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.kind === 'key' && typeof v.keyId === 'string') return { kind: 'key', keyId: v.keyId };
  if (v.kind === 'share' && typeof v.shareId === 'string') return { kind: 'share', shareId: v.shareId };
  if (v.kind === 'hand' && typeof v.handId === 'string') return { kind: 'hand', handId: v.handId };
  if (v.kind === 'seats' && typeof v.handId === 'string' && Array.isArray(v.seats) && v.seats.every((s) => Number.isSafeInteger(s))) {
    return { kind: 'seats', handId: v.handId, seats: v.seats as number[] };
  }
  return null;
}
