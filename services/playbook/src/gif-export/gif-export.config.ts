import { loadConfig } from '@chalktalk/platform';
import { z } from 'zod';

const schema = z.object({
  /** Render slots working in parallel (render pods × RENDER_CONCURRENCY); divides the queue in estimatedWait. */
  RENDER_PARALLELISM: z.coerce.number().int().min(1).default(1),
});

let cached: z.infer<typeof schema> | undefined;

/** The module's own variables, read once (kept here so the playbook config stays untouched). */
export function gifExportConfig(): z.infer<typeof schema> {
  cached ??= loadConfig(schema, process.env);
  return cached;
}
