import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { reachesPrivateAddress } from './private-address';
import { sign } from './signature';
import { DEFAULT_WEBHOOKS_CONFIG, type WebhooksConfig } from './webhooks.config';
import { type ClaimedDelivery, WebhooksRepository } from './webhooks.repository';

const MAX_BACKOFF_MS = 3600_000;
/** How often an instance deletes old finished deliveries, and how many per statement. */
const SWEEP_EVERY_MS = 3600_000;
const SWEEP_BATCH = 1000;

/**
 * Sends the outbox, in the background of every instance: claims due deliveries (each goes to one
 * instance only, see `WebhooksRepository.claim`), at most `concurrency` at a time, each with a
 * timeout, and records the answer. A failure is retried with exponential backoff (plus jitter) until
 * a day after the event; a receiver that is slow or down only ever holds this loop's own slots, never
 * a request of the API. On shutdown the loop stops and the calls under way are abandoned: their
 * leases run out and another instance (or this one, restarted) sends them again.
 */
@Injectable()
export class WebhookSender implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly config: WebhooksConfig;
  private readonly inFlight = new Map<string, AbortController>();
  private readonly sends = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private sweptAt = 0;

  constructor(
    private readonly webhooks: WebhooksRepository,
    @Inject(APP_CONFIG) appConfig: AppConfig,
  ) {
    this.config = appConfig.webhooks ?? DEFAULT_WEBHOOKS_CONFIG;
  }

  onModuleInit(): void {
    if (this.config.enabled) this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const controller of this.inFlight.values()) controller.abort();
    await this.running;
    await Promise.all([...this.sends]);
  }

  /** The lease of a claim: the timeout, and time to record the answer. */
  private get leaseMs(): number {
    return this.config.timeoutMs + this.config.leaseMarginMs;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.tick().finally(() => (this.running = null));
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let claimed: ClaimedDelivery[] = [];
    const free = this.config.concurrency - this.inFlight.size;
    try {
      if (free > 0) claimed = await this.webhooks.claim(free, this.leaseMs);
    } catch (error) {
      this.logger.warn(`cannot read the webhook outbox: ${message(error)}`);
    }
    if (Date.now() - this.sweptAt > SWEEP_EVERY_MS) {
      this.sweptAt = Date.now();
      await this.webhooks.sweep(new Date(Date.now() - this.config.deliveryRetentionMs), SWEEP_BATCH).catch((error: unknown) => this.logger.warn(`cannot sweep old deliveries: ${message(error)}`));
    }
    for (const delivery of claimed) {
      const sending = this.send(delivery).finally(() => this.sends.delete(sending));
      this.sends.add(sending);
    }
    // Something was due: look again at once (more may be); else wait for the next poll.
    this.schedule(claimed.length > 0 && claimed.length === free ? 0 : this.config.pollMs);
  }

  private async send(delivery: ClaimedDelivery): Promise<void> {
    const controller = new AbortController();
    this.inFlight.set(delivery.id, controller);
    const timeout = setTimeout(() => controller.abort(), this.config.timeoutMs);
    let status: number | null = null;
    let failure: string | null = null;
    try {
      const url = new URL(delivery.url);
      if (this.config.blockPrivateAddresses && (await reachesPrivateAddress(url))) throw new Error('the endpoint resolves to a private address');
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await fetch(url, {
        method: 'POST',
        body: delivery.body,
        redirect: 'manual',
        signal: controller.signal,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Croupier-Webhooks/1',
          'croupier-event-id': delivery.eventId,
          'croupier-delivery-id': delivery.id,
          'croupier-timestamp': String(timestamp),
          'croupier-signature': sign(delivery.secret, timestamp, delivery.body),
        },
      });
      status = response.status;
      await response.body?.cancel().catch(() => undefined);
      if (status < 200 || status >= 300) failure = `answered ${status}`;
    } catch (error) {
      failure = controller.signal.aborted ? (this.stopped ? 'the sending instance stopped' : `no answer within ${this.config.timeoutMs} ms`) : message(error);
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(delivery.id);
    }
    // Stopped mid-call: the lease hands the delivery to whoever claims it next.
    if (this.stopped && failure !== null) return;
    try {
      if (failure === null) await this.webhooks.delivered(delivery.id, status!);
      else await this.webhooks.attemptFailed(delivery.id, status, failure, this.nextAttempt(delivery));
    } catch (error) {
      this.logger.warn(`cannot record delivery ${delivery.id}: ${message(error)}`);
    }
    // A slot is free: if the loop is waiting, it may claim again now.
    if (!this.stopped && this.timer && !this.running) {
      clearTimeout(this.timer);
      this.schedule(0);
    }
  }

  /** Exponential backoff with jitter, or null once the day of retries is over. */
  private nextAttempt(delivery: ClaimedDelivery): Date | null {
    const base = Math.min(this.config.retryBaseMs * 2 ** (delivery.attempts - 1), MAX_BACKOFF_MS);
    const at = Date.now() + base / 2 + Math.random() * (base / 2);
    return at - delivery.createdAt.getTime() > this.config.retryForMs ? null : new Date(at);
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
