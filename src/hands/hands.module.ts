import { Module } from '@nestjs/common';
import { HandsController } from './hands.controller';
import { HandsRepository } from './hands.repository';
import { HandsService } from './hands.service';

@Module({ controllers: [HandsController], providers: [HandsService, HandsRepository], exports: [HandsRepository] })
export class HandsModule {}
