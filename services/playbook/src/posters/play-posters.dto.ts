import { z } from 'zod';
import { id, object } from '../playbooks/dto/input';

/**
 * GET playbook/playPoster: the play, where the caller sees it (playbookId: the playbook a list shows; or teamId:
 * the team's playbook, as search results name team plays), the caller's poster key (posterKey), and optionally
 * the play's version as the list knows it (lastModified), which only makes the address change with the play.
 */
export const playPosterSchema = object({
  playbookId: id('playbook').optional(),
  teamId: id('team').optional(),
  playId: id('play'),
  k: z.string({ error: 'A poster key is required' }).min(1).max(512),
  v: z.string().max(40).optional(),
}).refine((input) => (input.playbookId === undefined) !== (input.teamId === undefined), {
  message: 'A playbook id or a team id is required',
  path: ['playbookId'],
});
export type PlayPosterInput = z.infer<typeof playPosterSchema>;
