import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { ProblemsController } from './common/problem/problems.controller';
import { APP_CONFIG, type AppConfig } from './config';
import { GamesModule } from './games/games.module';
import { HandsModule } from './hands/hands.module';
import { HealthModule } from './health/health.module';
import { HistoriesModule } from './histories/histories.module';
import { LiveBusModule, LiveModule } from './live/live.module';
import { PotLimitModule } from './pot-limit/pot-limit.module';
import { PrismaModule } from './prisma/prisma.module';
import { ReplaysModule } from './replays/replays.module';
import { RootController } from './root/root.controller';
import { ShowdownsModule } from './showdowns/showdowns.module';
import { EquityModule } from './equity/equity.module';
import { StorageModule } from './storage/storage.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/** Runs the configured shutdown step (stopping the embedded database) after every module is destroyed. */
@Injectable()
class ShutdownStep implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onApplicationShutdown(): Promise<void> {
    await this.config.onShutdown?.();
  }
}

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [PrismaModule, AuthModule, HealthModule, GamesModule, ShowdownsModule, EquityModule, HandsModule, HistoriesModule, PotLimitModule, StorageModule, LiveBusModule, LiveModule, WebhooksModule, ReplaysModule],
      controllers: [RootController, ProblemsController],
      providers: [{ provide: APP_CONFIG, useValue: config }, ShutdownStep],
      exports: [APP_CONFIG],
    };
  }
}
