import { createHash, randomBytes } from 'node:crypto';

/**
 * Credentials are 256 random bits behind a readable prefix that says what they are
 * (`crp_app_`, `crp_admin_`, `crp_seat_`, `crp_share_`), so that secret scanners and people can recognise them.
 * Only their SHA-256 is stored: a slow password hash buys nothing for secrets with 256 bits of
 * entropy, and a plain hash keeps every request's lookup cheap.
 */
export type CredentialKind = 'app' | 'admin' | 'seat' | 'share';

const PREFIX: Record<CredentialKind, string> = { app: 'crp_app_', admin: 'crp_admin_', seat: 'crp_seat_', share: 'crp_share_' };

/** What a well-formed credential looks like; anything else is refused before any lookup. */
const SHAPE = /^crp_(app|admin|seat|share)_[A-Za-z0-9_-]{43}$/;

export interface NewSecret {
  secret: string;
  hash: string;
  /** The prefix and the first 6 characters of the random part: enough to tell keys apart in a list. */
  prefix: string;
}

export function newSecret(kind: CredentialKind): NewSecret {
  const secret = PREFIX[kind] + randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret), prefix: secret.slice(0, PREFIX[kind].length + 6) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The kind a presented credential claims to be, or null when it cannot be a Croupier credential. */
export function credentialKind(secret: string): CredentialKind | null {
  const match = SHAPE.exec(secret);
  return match ? (match[1] as CredentialKind) : null;
}
