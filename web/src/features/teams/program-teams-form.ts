import type { SportLine } from '@chalktalk/domain';
import { nameError } from './program-form';
import type { Team } from './teams.types';

/** One row of the program's team list being edited: an existing team (id) or a new one. */
export interface TeamEdit {
  key: string;
  id: string | null;
  name: string;
  sport: SportLine | '';
  removed: boolean;
}

export interface UpdateProgramTeamsRequest {
  programId: string;
  added: Array<{ name: string; sport: SportLine }>;
  modified: Array<{ id: string; name: string; sport: SportLine }>;
  removed: string[];
}

export const toTeamEdits = (teams: readonly Team[]): TeamEdit[] =>
  teams.map((team) => ({ key: team.id, id: team.id, name: team.name, sport: team.sport, removed: false }));

/**
 * Spec 1 §5 updateProgramTeams: new rows without a name or sport are dropped (as on create), only changed
 * teams are sent as modified, and at least one team must remain.
 */
export function toUpdateProgramTeams(
  programId: string,
  original: readonly Team[],
  edits: readonly TeamEdit[],
): { request: UpdateProgramTeamsRequest | null; errors: Record<string, string>; formError: string | null } {
  const errors: Record<string, string> = {};
  const byId = new Map(original.map((team) => [team.id, team]));
  const added: UpdateProgramTeamsRequest['added'] = [];
  const modified: UpdateProgramTeamsRequest['modified'] = [];
  const removed: string[] = [];
  for (const edit of edits) {
    if (edit.id && edit.removed) {
      removed.push(edit.id);
      continue;
    }
    if (!edit.id && (edit.removed || !edit.name.trim() || !edit.sport)) continue;
    const error = nameError(edit.name, 'team');
    if (error) {
      errors[edit.key] = error;
      continue;
    }
    const name = edit.name.trim();
    const sport = edit.sport as SportLine;
    const before = edit.id ? byId.get(edit.id) : undefined;
    if (!edit.id) added.push({ name, sport });
    else if (before && (before.name !== name || before.sport !== sport))
      modified.push({ id: edit.id, name, sport });
  }
  const remaining = edits.filter((edit) => !edit.removed && (edit.id || (edit.name.trim() && edit.sport)));
  const formError = remaining.length === 0 ? 'A program needs at least one team' : null;
  const valid = !formError && Object.keys(errors).length === 0;
  return { request: valid ? { programId, added, modified, removed } : null, errors, formError };
}

/**
 * The row a path of a refused updateProgramTeams names: added.N.* is the Nth new team sent (new rows without a name
 * or sport are not sent), modified.N.* the row of the Nth changed team's id. Undefined for any other path.
 */
export function teamEditKeyOf(
  request: UpdateProgramTeamsRequest,
  edits: readonly TeamEdit[],
  path: string,
): string | undefined {
  const [list, index, field] = path.split('.');
  if (field !== 'name' && field !== 'sport') return undefined;
  if (list === 'added') {
    const sent = edits.filter((edit) => !edit.id && !edit.removed && edit.name.trim() && edit.sport);
    return request.added[Number(index)] ? sent[Number(index)]?.key : undefined;
  }
  const id = list === 'modified' ? request.modified[Number(index)]?.id : undefined;
  return id === undefined ? undefined : edits.find((edit) => edit.id === id)?.key;
}

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const MAX_LOGO_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
