/**
 * Who is calling, once the `Authorization` header has been checked. An app key acts for its app; an
 * admin key manages apps and keys; a seat token acts for one seat of one hand of one app; a share
 * token reads the replay of one hand (as one seat saw it, or the whole table), until it expires.
 */
export type Principal =
  | { kind: 'app'; credentialId: string; appId: string; ratePerMinute: number | null }
  | { kind: 'admin'; credentialId: string; ratePerMinute: number | null }
  | { kind: 'seat'; credentialId: string; appId: string; handId: string; seat: number; ratePerMinute: number | null }
  | { kind: 'share'; credentialId: string; appId: string; handId: string; seat: number | null; expiresAt: number | null; ratePerMinute: number | null };

export type PrincipalKind = Principal['kind'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every `/v1` request that got past it (null before). */
    principal?: Principal | null;
  }
}
