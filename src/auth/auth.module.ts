import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config';
import { PrismaService } from '../prisma/prisma.service';
import { RedisService } from '../redis/redis.service';
import { AccessGuard } from './access';
import { AdminController } from './admin.controller';
import { AuthService } from './auth.service';
import { KeysRepository } from './keys.repository';
import { KeysService } from './keys.service';
import { PgRevocationBus } from './pg-revocation-bus';
import { RedisRevocationBus } from './redis-revocation-bus';
import { REVOCATION_BUS, type RevocationBus } from './revocations';

/** Revocations go over Redis pub/sub when Redis is configured, over PostgreSQL LISTEN/NOTIFY otherwise. */
export function revocationBus(config: AppConfig, redis: RedisService, prisma: PrismaService): RevocationBus {
  return redis.client && redis.config ? new RedisRevocationBus(redis.client, redis.config.keyPrefix) : new PgRevocationBus(config.databaseUrl, prisma);
}

@Global()
@Module({
  controllers: [AdminController],
  providers: [
    AuthService,
    KeysService,
    KeysRepository,
    RedisService,
    { provide: REVOCATION_BUS, useFactory: revocationBus, inject: [APP_CONFIG, RedisService, PrismaService] },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService, KeysService, RedisService],
})
export class AuthModule {}
