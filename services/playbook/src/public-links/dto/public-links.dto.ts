import { z } from 'zod';
import { id, object } from '../../playbooks/dto/input';

export const getPublicShareLinkSchema = object({
  playId: id('play'),
  /** The play's own playbook (for a team play: the playbook it was shared from). */
  playbookId: id('playbook'),
  /** Set when the play is reached through a team playbook. */
  teamId: id('team').optional(),
});

/** A public link's id: 22 base64url characters (128 random bits). */
export const publicLinkId = z
  .string({ error: 'A link id is required' })
  .regex(/^[A-Za-z0-9_-]{22}$/, 'A link id is required');

export const getPublicSharedPlaySchema = object({ linkId: publicLinkId });
