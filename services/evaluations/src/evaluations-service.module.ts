import { type DynamicModule, Module } from '@nestjs/common';
import {
  AuthModule,
  DatabaseModule,
  EventBusModule,
  platformEntities,
  TeamProjectionModule,
  teamProjectionEntities,
} from '@chalktalk/platform';
import { EVALUATIONS_CONFIG, type EvaluationsConfig } from './config';
import { evaluationsMigrations } from './migrations';

export const EVALUATIONS_SERVICE = 'evaluations';

export const evaluationsEntities = [...platformEntities, ...teamProjectionEntities];

@Module({})
export class EvaluationsServiceModule {
  static forRoot(config: EvaluationsConfig): DynamicModule {
    return {
      module: EvaluationsServiceModule,
      global: true,
      imports: [
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: evaluationsEntities,
          migrations: evaluationsMigrations,
        }),
        EventBusModule.forRoot({
          service: EVALUATIONS_SERVICE,
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
      providers: [{ provide: EVALUATIONS_CONFIG, useValue: config }],
      exports: [EVALUATIONS_CONFIG],
    };
  }
}
