import { Module } from '@nestjs/common';
import { WebhookSender } from './webhook-sender.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/** Signed webhooks: endpoints, the outbox the hand writes fill, and the sender loop of each instance. */
@Module({ controllers: [WebhooksController], providers: [WebhooksService, WebhooksRepository, WebhookSender] })
export class WebhooksModule {}
