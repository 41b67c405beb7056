import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { EvaluationsConfig } from './config';
import { EVALUATIONS_SERVICE, EvaluationsServiceModule } from './evaluations-service.module';

/** Builds the evaluations app without listening; main.ts and the embedded runner both start it. */
export function createEvaluationsApp(config: EvaluationsConfig): ReturnType<typeof createServiceApp> {
  return createServiceApp({ name: EVALUATIONS_SERVICE, module: evaluationsRootModule(config), config });
}

/** The service's root module bound to its configuration (Nest builds modules from classes, config arrives late). */
export function evaluationsRootModule(config: EvaluationsConfig): Type<unknown> {
  @Module({ imports: [EvaluationsServiceModule.forRoot(config)] })
  class EvaluationsRootModule {}
  return EvaluationsRootModule;
}
