import { z } from 'zod';
import { id, object } from '../../playbooks/dto/input';

export const getPublicShareLinkSchema = object({
  playId: id('play'),
  /** The play's own playbook (for a team play: the playbook it was shared from). */
  playbookId: id('playbook'),
  /** Set when the play is reached through a team playbook. */
  teamId: id('team').optional(),
});

export const getPublicSharedPlaySchema = object({
  linkId: z.string({ error: 'A link id is required' }).regex(/^[A-Za-z0-9_-]{22}$/, 'A link id is required'),
});
