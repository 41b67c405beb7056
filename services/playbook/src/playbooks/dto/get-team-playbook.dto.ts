import { z } from 'zod';

export const getTeamPlaybookSchema = z.object(
  { teamId: z.uuid({ error: 'A team id is required' }) },
  { error: 'Invalid request' },
);

export type GetTeamPlaybookDto = z.infer<typeof getTeamPlaybookSchema>;
