import type { Principal } from '../../../src/auth/principal';
import { isRevokedBy, parseRevocation } from '../../../src/auth/revocations';

const HAND = '0b7e6d1a-3f7e-4c2a-9d55-6a3f1c2b9e10';
const share = (credentialId: string): Principal => ({ kind: 'share', credentialId, appId: 'app', handId: HAND, seat: null, expiresAt: null, ratePerMinute: null });
const seat: Principal = { kind: 'seat', credentialId: 'seat-1', appId: 'app', handId: HAND, seat: 1, ratePerMinute: null };
const key: Principal = { kind: 'app', credentialId: 'share-1', appId: 'app', ratePerMinute: null };

describe('revocations of share links', () => {
  it('names only the share revoked: not its hand\'s other shares, seat tokens, or a key that happens to share the id', () => {
    const revocation = { kind: 'share', shareId: 'share-1' } as const;
    expect(isRevokedBy(revocation, share('share-1'))).toBe(true);
    expect(isRevokedBy(revocation, share('share-2'))).toBe(false);
    expect(isRevokedBy(revocation, seat)).toBe(false);
    expect(isRevokedBy(revocation, key)).toBe(false);
  });

  it('travels between instances as JSON and back; a malformed one is ignored', () => {
    expect(parseRevocation(JSON.stringify({ kind: 'share', shareId: 'share-1' }))).toEqual({ kind: 'share', shareId: 'share-1' });
    expect(parseRevocation(JSON.stringify({ kind: 'share', shareId: 7 }))).toBeNull();
    expect(parseRevocation(JSON.stringify({ kind: 'share' }))).toBeNull();
  });
});
