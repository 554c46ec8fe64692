import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { WEBHOOK_EVENT_TYPES } from '../outbox';

export class CreateWebhookDto {
  /** Where deliveries are POSTed: an http or https URL. */
  @ApiProperty({ example: 'https://game.example.com/croupier/webhooks', maxLength: 2000 })
  @IsString() @MaxLength(2000)
  url!: string;

  /** The event types to deliver. */
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['hand.completed'] })
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length) @ArrayUnique() @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `each event type is one of: ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  events!: string[];
}

export class WebhookView {
  @ApiProperty({ example: '7d0c3a5e-2b9f-4a61-9c1e-5f3b2a8d6e40', format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'https://game.example.com/croupier/webhooks' }) url!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['hand.completed'] }) events!: string[];
  @ApiProperty({ example: '2026-12-02T10:00:00.000Z' }) createdAt!: string;
}

export class CreatedWebhookView extends WebhookView {
  /** Signs every delivery (HMAC-SHA256 over `${timestamp}.${body}`); shown this once. */
  @ApiProperty({ example: 'whsec_3q2Xw9...' }) secret!: string;
}

export class WebhookListView {
  /** Newest first. */
  @ApiProperty({ type: [WebhookView] }) items!: WebhookView[];
}

export class WebhookDeliveryView {
  @ApiProperty({ format: 'uuid', example: 'c2f1e0d4-8b7a-4c3e-9f21-6a5b4d3c2e10' }) id!: string;
  /** The same for every delivery of one event and on every retry: drop repeats by it. */
  @ApiProperty({ example: '3f1c9a52-6a1e-4e43-a0b5-0f6c1f7b8d21:31:hand.completed' }) eventId!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, example: 'hand.completed' }) eventType!: string;
  @ApiProperty({ format: 'uuid', example: '3f1c9a52-6a1e-4e43-a0b5-0f6c1f7b8d21' }) handId!: string;
  /** `pending` until a 2xx answer (`delivered`) or a day of failed retries (`failed`). */
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'], example: 'delivered' }) status!: string;
  @ApiProperty({ example: 1 }) attempts!: number;
  /** The status code of the last answer; null when there was none (timeout, refused connection). */
  @ApiProperty({ type: Number, nullable: true, example: 200 }) lastResponseCode!: number | null;
  /** Why the last attempt failed, or null. */
  @ApiProperty({ type: String, nullable: true, example: null }) lastError!: string | null;
  /** When it is tried next while pending; null otherwise. */
  @ApiProperty({ type: String, nullable: true, example: null }) nextAttemptAt!: string | null;
  @ApiProperty({ example: '2026-12-02T10:00:05.000Z' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-02T10:00:05.120Z' }) deliveredAt!: string | null;
}

export class WebhookDeliveryListView {
  /** The latest 100, newest first. */
  @ApiProperty({ type: [WebhookDeliveryView] }) items!: WebhookDeliveryView[];
}
