import { z } from 'zod';
import { id, object } from '../playbooks/dto/input';

/**
 * GET playbook/playPoster: the play (in the playbook the list shows), the caller's poster key (posterKey), and
 * optionally the play's version as the list knows it (lastModified), which only makes the address change with it.
 */
export const playPosterSchema = object({
  playbookId: id('playbook'),
  playId: id('play'),
  k: z.string({ error: 'A poster key is required' }).min(1).max(512),
  v: z.string().max(40).optional(),
});
export type PlayPosterInput = z.infer<typeof playPosterSchema>;
