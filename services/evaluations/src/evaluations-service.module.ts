import { type DynamicModule, Module } from '@nestjs/common';
import {
  platformEntities,
  serviceModule,
  teamProjectionEntities,
  TeamProjectionModule,
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
    return serviceModule(EvaluationsServiceModule, {
      service: EVALUATIONS_SERVICE,
      config,
      configToken: EVALUATIONS_CONFIG,
      entities: evaluationsEntities,
      migrations: evaluationsMigrations,
      imports: [TeamProjectionModule, TemplatesModule, EvaluationsModule, DepthChartsModule],
    });
  }
}
