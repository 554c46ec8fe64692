import { Module } from '@nestjs/common';
import { HandsModule } from '../hands/hands.module';
import { HistoriesController } from './histories.controller';
import { HistoriesService } from './histories.service';

@Module({ imports: [HandsModule], controllers: [HistoriesController], providers: [HistoriesService] })
export class HistoriesModule {}
