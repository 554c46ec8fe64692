import { intFromEnv } from '../config';

/** Delivery of webhooks (README: Webhooks). */
export interface WebhooksConfig {
  /** Longest a receiver may take to answer one delivery. */
  timeoutMs: number;
  /**
   * How much longer than `timeoutMs` a claimed delivery stays the claimer's (time to record the
   * answer). A sender that dies mid-call holds its deliveries this long past the timeout; then another
   * instance sends them again.
   */
  leaseMarginMs: number;
  /** Deliveries one instance sends at once; the rest wait in the outbox. */
  concurrency: number;
  /** Time between two looks at the outbox when it had nothing due. */
  pollMs: number;
  /** First retry delay; each failure doubles it (up to an hour), until `retryForMs` after the event. */
  retryBaseMs: number;
  retryForMs: number;
  /** Refuse endpoint URLs whose host is or resolves to a loopback, private or link-local address. */
  blockPrivateAddresses: boolean;
  /** Delivered and failed deliveries are deleted this long after their event (the outbox stays bounded). */
  deliveryRetentionMs: number;
  /** 0 sends nothing from this instance (another one sends). */
  enabled: boolean;
}

export const DEFAULT_WEBHOOKS_CONFIG: WebhooksConfig = {
  timeoutMs: 10_000,
  leaseMarginMs: 5000,
  concurrency: 8,
  pollMs: 500,
  retryBaseMs: 10_000,
  retryForMs: 24 * 3600 * 1000,
  blockPrivateAddresses: false,
  deliveryRetentionMs: 7 * 24 * 3600 * 1000,
  enabled: true,
};

export function webhooksConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WebhooksConfig {
  const d = DEFAULT_WEBHOOKS_CONFIG;
  return {
    timeoutMs: intFromEnv(env, 'WEBHOOK_TIMEOUT_MS', d.timeoutMs),
    leaseMarginMs: intFromEnv(env, 'WEBHOOK_LEASE_MARGIN_MS', d.leaseMarginMs),
    concurrency: intFromEnv(env, 'WEBHOOK_CONCURRENCY', d.concurrency),
    pollMs: intFromEnv(env, 'WEBHOOK_POLL_MS', d.pollMs),
    retryBaseMs: intFromEnv(env, 'WEBHOOK_RETRY_BASE_MS', d.retryBaseMs),
    retryForMs: intFromEnv(env, 'WEBHOOK_RETRY_FOR_SECONDS', d.retryForMs / 1000) * 1000,
    blockPrivateAddresses: env.WEBHOOK_BLOCK_PRIVATE_ADDRESSES === '1',
    deliveryRetentionMs: intFromEnv(env, 'WEBHOOK_DELIVERY_RETENTION_DAYS', d.deliveryRetentionMs / 86_400_000) * 86_400_000,
    enabled: env.WEBHOOK_SENDER !== '0',
  };
}
