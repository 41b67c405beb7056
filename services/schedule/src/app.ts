import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { ScheduleConfig } from './config';
import { SCHEDULE_SERVICE, ScheduleServiceModule } from './schedule-service.module';

/** Builds the schedule app without listening; main.ts and the embedded runner both start it. */
export function createScheduleApp(config: ScheduleConfig): ReturnType<typeof createServiceApp> {
  return createServiceApp({ name: SCHEDULE_SERVICE, module: scheduleRootModule(config), config });
}

/** The service's root module bound to its configuration (Nest builds modules from classes, config arrives late). */
export function scheduleRootModule(config: ScheduleConfig): Type<unknown> {
  @Module({ imports: [ScheduleServiceModule.forRoot(config)] })
  class ScheduleRootModule {}
  return ScheduleRootModule;
}
