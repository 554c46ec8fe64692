import { Module } from '@nestjs/common';
import { EquityController } from './equity.controller';
import { EquityService } from './equity.service';

@Module({ controllers: [EquityController], providers: [EquityService] })
export class EquityModule {}
