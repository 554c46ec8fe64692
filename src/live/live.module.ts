import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { HandsModule } from '../hands/hands.module';
import { PrismaService } from '../prisma/prisma.service';
import { RedisService } from '../redis/redis.service';
import { HAND_EVENTS_BUS, type HandEventsBus } from './hand-events-bus';
import { HandStreams } from './hand-streams.service';
import { LiveController } from './live.controller';
import { PgHandEventsBus } from './pg-hand-events-bus';
import { RedisHandEventsBus } from './redis-hand-events-bus';

/** New events are announced over Redis pub/sub when Redis is configured, over PostgreSQL LISTEN/NOTIFY otherwise. */
export function handEventsBus(config: AppConfig, redis: RedisService, prisma: PrismaService): HandEventsBus {
  return redis.client && redis.config ? new RedisHandEventsBus(redis.client, redis.config.keyPrefix) : new PgHandEventsBus(config.databaseUrl, prisma.pool);
}

/** The announcement of new events, for whoever writes them (the hands service) and whoever streams them. */
@Global()
@Module({
  providers: [{ provide: HAND_EVENTS_BUS, useFactory: handEventsBus, inject: [APP_CONFIG, RedisService, PrismaService] }],
  exports: [HAND_EVENTS_BUS],
})
export class LiveBusModule {}

/** Live hands: the event stream of a hand. */
@Module({ imports: [HandsModule], controllers: [LiveController], providers: [HandStreams] })
export class LiveModule {}
