import { Module } from '@nestjs/common';
import { RetentionController } from './retention.controller';
import { RetentionRepository } from './retention.repository';
import { StorageSweeper } from './storage-sweeper.service';

/** Bounded storage: the background sweep (expired idempotency keys, hands past retention) and the retention setting. */
@Module({ controllers: [RetentionController], providers: [StorageSweeper, RetentionRepository], exports: [StorageSweeper] })
export class StorageModule {}
