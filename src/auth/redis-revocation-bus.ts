import type { Redis } from 'ioredis';
import { parseRevocation, type Revocation, type RevocationBus, type RevocationListener } from './revocations';

/**
 * Revocations over Redis pub/sub. The subscription has a connection of its own (a subscribed
 * connection can do nothing else); ioredis reconnects and subscribes again by itself, and every time
 * it is ready again the listener hears that messages may have been missed.
 */
export class RedisRevocationBus implements RevocationBus {
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(
    private readonly redis: Redis,
    keyPrefix: string,
  ) {
    this.channel = `${keyPrefix}revocations`;
    // Queued while disconnected, and without a command timeout: a subscription waits for Redis.
    this.subscriber = redis.duplicate({ connectionName: 'croupier-revocations', enableOfflineQueue: true, commandTimeout: undefined, lazyConnect: true });
    this.subscriber.on('error', () => undefined);
  }

  async start(listener: RevocationListener): Promise<void> {
    this.subscriber.on('message', (channel: string, payload: string) => {
      const revocation = channel === this.channel ? parseRevocation(payload) : null;
      if (revocation) listener.revoked(revocation);
    });
    this.subscriber.on('ready', () => listener.missed());
    this.subscriber.connect().catch(() => undefined);
    // Not awaited beyond a moment: with Redis down, the service starts and subscribes once it is back.
    await Promise.race([this.subscriber.subscribe(this.channel).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }

  async publish(revocation: Revocation): Promise<void> {
    await this.redis.publish(this.channel, JSON.stringify(revocation));
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}
