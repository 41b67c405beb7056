import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { ScheduleEvents1764900000100 } from './1764900000100-schedule-events';

export const scheduleMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  ScheduleEvents1764900000100,
];
