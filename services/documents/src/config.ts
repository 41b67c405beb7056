import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

export const documentsConfigSchema = serviceConfigSchema.extend({});

export type DocumentsConfig = z.infer<typeof documentsConfigSchema>;

export const DOCUMENTS_CONFIG = Symbol('DOCUMENTS_CONFIG');

export function loadDocumentsConfig(env: Record<string, string | undefined> = process.env): DocumentsConfig {
  return loadConfig(documentsConfigSchema, env);
}
