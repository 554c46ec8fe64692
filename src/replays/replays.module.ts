import { Module } from '@nestjs/common';
import { HandsModule } from '../hands/hands.module';
import { ReplayPageController } from './replay-page.controller';
import { ReplaysController } from './replays.controller';
import { ReplaysService } from './replays.service';

@Module({ imports: [HandsModule], controllers: [ReplaysController, ReplayPageController], providers: [ReplaysService] })
export class ReplaysModule {}
