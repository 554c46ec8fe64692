import { Module } from '@nestjs/common';
import { PotLimitController } from './pot-limit.controller';

@Module({ controllers: [PotLimitController] })
export class PotLimitModule {}
