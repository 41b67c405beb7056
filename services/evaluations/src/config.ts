import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

export const evaluationsConfigSchema = serviceConfigSchema.extend({});

export type EvaluationsConfig = z.infer<typeof evaluationsConfigSchema>;

export const EVALUATIONS_CONFIG = Symbol('EVALUATIONS_CONFIG');

export function loadEvaluationsConfig(
  env: Record<string, string | undefined> = process.env,
): EvaluationsConfig {
  return loadConfig(evaluationsConfigSchema, env);
}
