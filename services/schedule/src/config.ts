import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

export const scheduleConfigSchema = serviceConfigSchema.extend({});

export type ScheduleConfig = z.infer<typeof scheduleConfigSchema>;

export const SCHEDULE_CONFIG = Symbol('SCHEDULE_CONFIG');

export function loadScheduleConfig(env: Record<string, string | undefined> = process.env): ScheduleConfig {
  return loadConfig(scheduleConfigSchema, env);
}
