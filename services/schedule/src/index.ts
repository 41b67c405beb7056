export { createScheduleApp, scheduleRootModule } from './app';
export { loadScheduleConfig, scheduleConfigSchema, type ScheduleConfig } from './config';
export { SCHEDULE_SERVICE, ScheduleServiceModule } from './schedule-service.module';
