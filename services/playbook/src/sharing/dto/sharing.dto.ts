import { LIST_LIMITS, SHARE_SCOPES } from '@chalktalk/domain';
import { z } from 'zod';
import { id, idList, ids, object } from '../../playbooks/dto/input';

export const shareItemsSchema = object({
  srcPlaybookId: id('source playbook'),
  /** Team id -> the scope its team playbook gets for the items (NOONE unshares). */
  modifications: z
    .record(z.uuid({ error: 'A team id is required' }), z.enum(SHARE_SCOPES))
    .refine((m) => Object.keys(m).length > 0, { message: 'A team is required' })
    .refine((m) => Object.keys(m).length <= LIST_LIMITS.idsPerCall, {
      message: `At most ${LIST_LIMITS.idsPerCall} teams at once`,
    }),
  itemIds: ids('item').min(1),
  /** When sharing from a team playbook: the team it belongs to. */
  proxyTeamId: id('team').nullish(),
});

export const getSharedStatusSchema = object({ playId: id('play'), teamIds: idList('team') });

export const getSharedPlaySchema = object({
  teamId: id('team'),
  /** Optional: the spec's link /playbook/team?p&t names no source; the answer's play.playbookId gives it. */
  srcPlaybookId: id('source playbook').optional(),
  playId: id('play'),
});

export const saveSharedPlaySchema = object({
  play: z.record(z.string(), z.unknown()).and(z.object({ id: id('play') })),
  teamId: id('team'),
  srcPlaybookId: id('source playbook'),
});
