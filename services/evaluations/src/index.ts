export { createEvaluationsApp, evaluationsRootModule } from './app';
export { loadEvaluationsConfig, evaluationsConfigSchema, type EvaluationsConfig } from './config';
export { EVALUATIONS_SERVICE, EvaluationsServiceModule } from './evaluations-service.module';
