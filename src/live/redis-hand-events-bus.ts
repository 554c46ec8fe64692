import type { Redis } from 'ioredis';
import { formatCommit, type HandEventsBus, type HandEventsListener, parseCommit } from './hand-events-bus';

/**
 * New events announced over Redis pub/sub. The subscription has a connection of its own; ioredis
 * reconnects and subscribes again by itself, and each time it is ready every stream catches up.
 */
export class RedisHandEventsBus implements HandEventsBus {
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(
    private readonly redis: Redis,
    keyPrefix: string,
  ) {
    this.channel = `${keyPrefix}hand-events`;
    this.subscriber = redis.duplicate({ connectionName: 'croupier-hand-events', enableOfflineQueue: true, commandTimeout: undefined, lazyConnect: true });
    this.subscriber.on('error', () => undefined);
  }

  async start(listener: HandEventsListener): Promise<void> {
    this.subscriber.on('message', (channel: string, payload: string) => {
      const commit = channel === this.channel ? parseCommit(payload) : null;
      if (commit) listener.committed(commit.handId, commit.seq);
    });
    this.subscriber.on('ready', () => listener.missed());
    this.subscriber.connect().catch(() => undefined);
    await Promise.race([this.subscriber.subscribe(this.channel).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }

  async publish(handId: string, seq: number): Promise<void> {
    await this.redis.publish(this.channel, formatCommit(handId, seq));
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}
