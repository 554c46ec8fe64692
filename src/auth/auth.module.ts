import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access';
import { AdminController } from './admin.controller';
import { AuthService } from './auth.service';
import { KeysRepository } from './keys.repository';
import { KeysService } from './keys.service';

@Global()
@Module({
  controllers: [AdminController],
  providers: [AuthService, KeysService, KeysRepository, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [AuthService, KeysService],
})
export class AuthModule {}
