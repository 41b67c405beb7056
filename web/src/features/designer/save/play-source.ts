import { isTemporaryPlayId, type Play } from '@chalktalk/domain';

/** Where the play being edited lives, which decides how it is saved. */
export type PlaySource =
  { kind: 'own'; playbookId: string } | { kind: 'team'; teamId: string; srcPlaybookId: string };

export type SaveCall =
  | { call: 'saveNewPlay' }
  | { call: 'updatePlay'; playbookId: string }
  | { call: 'saveSharedPlay'; teamId: string; srcPlaybookId: string };

/**
 * Spec 2 §4 Saving: an unsaved play (temporary id with '__') is created in the personal playbook;
 * a play of the personal playbook is updated; a team play saves through its source playbook.
 */
export function saveCallFor(play: Pick<Play, 'id'>, source: PlaySource | null): SaveCall {
  if (isTemporaryPlayId(play.id) || source === null) return { call: 'saveNewPlay' };
  if (source.kind === 'team')
    return { call: 'saveSharedPlay', teamId: source.teamId, srcPlaybookId: source.srcPlaybookId };
  return { call: 'updatePlay', playbookId: source.playbookId };
}
