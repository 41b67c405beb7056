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
import { DepthChartEntity } from './depth-charts/depth-chart.entity';
import { DepthChartsModule } from './depth-charts/depth-charts.module';
import { EvaluationsModule } from './evaluations/evaluations.module';
import {
  PlayerEvaluationEntity,
  PlayerEvaluationHistoryEntity,
} from './evaluations/player-evaluation.entity';
import {
  EvaluationTemplateEntity,
  EvaluationTemplateRevisionEntity,
} from './templates/evaluation-template.entity';
import { TemplatesModule } from './templates/templates.module';

export const EVALUATIONS_SERVICE = 'evaluations';

export const evaluationsEntities = [
  ...platformEntities,
  ...teamProjectionEntities,
  EvaluationTemplateEntity,
  EvaluationTemplateRevisionEntity,
  PlayerEvaluationEntity,
  PlayerEvaluationHistoryEntity,
  DepthChartEntity,
];

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
        TemplatesModule,
        EvaluationsModule,
        DepthChartsModule,
      ],
      providers: [{ provide: EVALUATIONS_CONFIG, useValue: config }],
      exports: [EVALUATIONS_CONFIG],
    };
  }
}
