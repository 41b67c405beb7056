import { LIST_LIMITS, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';

const query = z.string().max(TEXT_LIMITS.searchQuery).default('');

/** GET search/global: query, playbookId, teamIds (comma list) (spec document 1 section 7). */
export const globalSearchSchema = z.object(
  {
    query,
    playbookId: z.uuid({ error: 'A playbook id is required' }).optional(),
    teamIds: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
      z
        .array(z.uuid({ error: 'A team id is required' }))
        .max(LIST_LIMITS.idsPerCall)
        .optional(),
    ),
  },
  { error: 'Invalid request' },
);

/** GET search/community: query, page (1 when absent) (spec document 3 section 7). */
export const communitySearchSchema = z.object(
  {
    query,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  },
  { error: 'Invalid request' },
);
