import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

const ownerUrl = z
  .url()
  .transform((url) => url.replace(/\/+$/, ''))
  .optional();

export const searchConfigSchema = serviceConfigSchema
  .extend({
    /** postgres (the embedded default: full text + pg_trgm in the service's own database) or elasticsearch. */
    SEARCH_ADAPTER: z.enum(['postgres', 'elasticsearch']).default('postgres'),
    /** Elasticsearch node URL, e.g. http://elasticsearch:9200 (required with SEARCH_ADAPTER=elasticsearch). */
    ELASTICSEARCH_URL: z.url().optional(),
    /** Alias and index-name prefix: generations are <prefix>-000001, <prefix>-000002... */
    ELASTICSEARCH_INDEX: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]*$/)
      .default('chalktalk-search'),
    /**
     * Elasticsearch's refresh interval of every generation: how soon a write becomes searchable. 250 ms, not the
     * default 1 s: the largest part of an edit's way to search (README, "Measured"); search's writes are small.
     */
    ELASTICSEARCH_REFRESH_INTERVAL: z
      .string()
      .regex(/^\d+(ms|s)$/)
      .default('250ms'),
    /**
     * The owners of the topics search consumes, for a rebuild from their snapshots (`npm run rebuild -- --from-sources`,
     * README "Source of a rebuild"): base URLs of their internal HTTP, called with INTERNAL_API_TOKEN.
     */
    TEAMS_URL: ownerUrl,
    PLAYBOOK_URL: ownerUrl,
    SCHEDULE_URL: ownerUrl,
    DOCUMENTS_URL: ownerUrl,
    COMMUNITY_URL: ownerUrl,
  })
  .refine((config) => config.SEARCH_ADAPTER !== 'elasticsearch' || config.ELASTICSEARCH_URL, {
    message: 'ELASTICSEARCH_URL is required when SEARCH_ADAPTER=elasticsearch',
    path: ['ELASTICSEARCH_URL'],
  });

export type SearchConfig = z.infer<typeof searchConfigSchema>;

export const SEARCH_CONFIG = Symbol('SEARCH_CONFIG');

export function loadSearchConfig(env: Record<string, string | undefined> = process.env): SearchConfig {
  return loadConfig(searchConfigSchema, env);
}
