import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ProblemException } from '../common/problem/problem';
import { APP_CONFIG, type AppConfig } from '../config';
import type { CreatedWebhookView, CreateWebhookDto, WebhookDeliveryListView, WebhookListView, WebhookView } from './dto/webhook.dto';
import { reachesPrivateAddress } from './private-address';
import { DEFAULT_WEBHOOKS_CONFIG, type WebhooksConfig } from './webhooks.config';
import { type StoredEndpoint, WebhooksRepository } from './webhooks.repository';

const MAX_ENDPOINTS_PER_APP = 20;

@Injectable()
export class WebhooksService {
  private readonly config: WebhooksConfig;

  constructor(
    private readonly webhooks: WebhooksRepository,
    @Inject(APP_CONFIG) appConfig: AppConfig,
  ) {
    this.config = appConfig.webhooks ?? DEFAULT_WEBHOOKS_CONFIG;
  }

  async create(appId: string, dto: CreateWebhookDto): Promise<CreatedWebhookView> {
    const url = await this.checkedUrl(dto.url);
    if ((await this.webhooks.list(appId)).length >= MAX_ENDPOINTS_PER_APP) {
      throw invalid('/url', `an app has at most ${MAX_ENDPOINTS_PER_APP} webhook endpoints; delete one first`);
    }
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const stored = await this.webhooks.create({ appId, url, events: dto.events, secret });
    return { ...viewOf(stored), secret };
  }

  async list(appId: string): Promise<WebhookListView> {
    return { items: (await this.webhooks.list(appId)).map(viewOf) };
  }

  async get(appId: string, id: string): Promise<WebhookView> {
    return viewOf(await this.found(appId, id));
  }

  async delete(appId: string, id: string): Promise<void> {
    if (!(await this.webhooks.delete(appId, id))) throw notFound(id);
  }

  async deliveries(appId: string, id: string): Promise<WebhookDeliveryListView> {
    await this.found(appId, id);
    const rows = await this.webhooks.deliveries(id, 100);
    return {
      items: rows.map((d) => ({
        id: d.id,
        eventId: d.eventId,
        eventType: d.eventType,
        handId: d.handId,
        status: d.status,
        attempts: d.attempts,
        lastResponseCode: d.lastStatusCode,
        lastError: d.lastError,
        nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
        createdAt: d.createdAt.toISOString(),
        deliveredAt: d.deliveredAt?.toISOString() ?? null,
      })),
    };
  }

  private async found(appId: string, id: string): Promise<StoredEndpoint> {
    const endpoint = await this.webhooks.find(appId, id);
    if (!endpoint) throw notFound(id);
    return endpoint;
  }

  /** An absolute http(s) URL without credentials; with WEBHOOK_BLOCK_PRIVATE_ADDRESSES=1, a public host. */
  private async checkedUrl(text: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw invalid('/url', 'give an absolute URL such as https://game.example.com/webhooks');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('/url', `the URL must be http or https, not ${url.protocol.replace(':', '')}`);
    if (url.username || url.password) throw invalid('/url', 'the URL must not carry a user name or password; deliveries are signed instead');
    if (this.config.blockPrivateAddresses && (await reachesPrivateAddress(url))) {
      throw invalid('/url', `${url.hostname} is or resolves to a private address, which this service does not call; use a public host`);
    }
    return url.toString();
  }
}

function viewOf(e: StoredEndpoint): WebhookView {
  return { id: e.id, url: e.url, events: e.events, createdAt: e.createdAt.toISOString() };
}

function notFound(id: string): ProblemException {
  return new ProblemException('not-found', `There is no webhook endpoint '${id}'.`);
}

function invalid(pointer: string, detail: string): ProblemException {
  return new ProblemException('validation-error', `${pointer}: ${detail}`, { errors: [{ pointer, detail }] });
}
