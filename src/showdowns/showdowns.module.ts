import { Module } from '@nestjs/common';
import { ShowdownsController } from './showdowns.controller';
import { ShowdownsService } from './showdowns.service';

@Module({ controllers: [ShowdownsController], providers: [ShowdownsService] })
export class ShowdownsModule {}
