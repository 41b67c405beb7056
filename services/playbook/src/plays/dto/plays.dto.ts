import { LIST_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { description, id, label, name, object } from '../../playbooks/dto/input';

/** The play document itself is checked by the domain's validatePlay, not here. */
const play = z.record(z.string(), z.unknown(), { error: 'A play is required' });

export const getPlaySchema = object({ playbookId: id('playbook'), playId: id('play') });

export const saveNewPlaySchema = object({ play, playbookId: id('playbook') });

export const updatePlaySchema = object({
  playbookId: id('playbook'),
  play: play.and(z.object({ id: id('play') })),
  autosave: z.boolean().optional().default(false),
});

export const deletePlaySchema = object({ playbookId: id('playbook'), playId: id('play') });

export const updatePlayMetadataSchema = object({
  playbookId: id('playbook'),
  playId: id('play'),
  name: name.optional(),
  tags: z.array(label).max(LIST_LIMITS.tags).optional(),
  description: description.optional(),
});

export const copyPlaySchema = object({
  playbookId: id('playbook'),
  playId: id('play'),
  sourcePlaybookId: id('source playbook'),
  copyName: name,
  flipHorizontal: z.boolean().optional().default(false),
});
