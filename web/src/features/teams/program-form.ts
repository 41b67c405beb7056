import { validateName, type SportLine } from '@chalktalk/domain';
import type { CreateProgramRequest } from './teams.types';

export interface TeamDraft {
  key: number;
  name: string;
  sport: SportLine | '';
}

export interface ProgramDraft {
  name: string;
  teams: TeamDraft[];
}

/** Spec 1 §5: names are under 40 characters with a letter or digit first. */
export function nameError(name: string, what: string): string | null {
  const trimmed = name.trim();
  return trimmed ? validateName(trimmed) : `Please enter a ${what} name`;
}

export interface ProgramDraftErrors {
  name?: string;
  teams?: string;
  teamNames: Record<number, string>;
}

/** The teams the create call sends: those with a name and a sport, in their order. */
const keptTeams = (draft: ProgramDraft) => draft.teams.filter((team) => team.name.trim() && team.sport);

/**
 * Where the server's refusal of a createProgram field shows: name under Program name, teams.N.name under the
 * name of the Nth team sent (teams without a name are not sent), teams under the team list.
 */
export function placeProgramFieldError(
  draft: ProgramDraft,
  errors: ProgramDraftErrors,
  path: string,
  message: string,
): ProgramDraftErrors | null {
  if (path === 'name' || path === 'teams') return { ...errors, [path]: message };
  const team = /^teams\.(\d+)\.name$/.exec(path);
  const key = team ? keptTeams(draft)[Number(team[1])]?.key : undefined;
  return key === undefined ? null : { ...errors, teamNames: { ...errors.teamNames, [key]: message } };
}

/** Spec 1 §5: on create, teams with an empty name or sport are dropped; at least one must remain. */
export function toCreateProgramRequest(draft: ProgramDraft): {
  request: CreateProgramRequest | null;
  errors: ProgramDraftErrors;
} {
  const errors: ProgramDraftErrors = { teamNames: {} };
  const programError = nameError(draft.name, 'program');
  if (programError) errors.name = programError;
  const kept = keptTeams(draft);
  for (const team of kept) {
    const teamError = nameError(team.name, 'team');
    if (teamError) errors.teamNames[team.key] = teamError;
  }
  if (kept.length === 0) errors.teams = 'Add at least one team with a name and a sport';
  const valid = !errors.name && !errors.teams && Object.keys(errors.teamNames).length === 0;
  return {
    request: valid
      ? {
          name: draft.name.trim(),
          teams: kept.map((team) => ({ name: team.name.trim(), sport: team.sport as SportLine })),
        }
      : null,
    errors,
  };
}
