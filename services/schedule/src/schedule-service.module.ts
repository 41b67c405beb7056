import { type DynamicModule, Module } from '@nestjs/common';
import {
  AuthModule,
  DatabaseModule,
  EventBusModule,
  platformEntities,
  TeamProjectionModule,
  teamProjectionEntities,
} from '@chalktalk/platform';
import { SCHEDULE_CONFIG, type ScheduleConfig } from './config';
import { scheduleMigrations } from './migrations';

export const SCHEDULE_SERVICE = 'schedule';

export const scheduleEntities = [...platformEntities, ...teamProjectionEntities];

@Module({})
export class ScheduleServiceModule {
  static forRoot(config: ScheduleConfig): DynamicModule {
    return {
      module: ScheduleServiceModule,
      global: true,
      imports: [
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: scheduleEntities,
          migrations: scheduleMigrations,
        }),
        EventBusModule.forRoot({
          service: SCHEDULE_SERVICE,
          adapter: config.EVENT_BUS,
          brokers: config.KAFKA_BROKERS,
        }),
        AuthModule.forRoot({
          jwksUrl: config.JWKS_URL,
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        }),
        TeamProjectionModule,
      ],
      providers: [{ provide: SCHEDULE_CONFIG, useValue: config }],
      exports: [SCHEDULE_CONFIG],
    };
  }
}
