import { Module } from '@nestjs/common';
import { StorageSweeper } from './storage-sweeper.service';

/** Bounded storage: the background sweep of expired idempotency keys. */
@Module({ providers: [StorageSweeper], exports: [StorageSweeper] })
export class StorageModule {}
