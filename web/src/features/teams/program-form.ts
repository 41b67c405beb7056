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

/** Spec 1 §5: on create, teams with an empty name or sport are dropped; at least one must remain. */
export function toCreateProgramRequest(draft: ProgramDraft): {
  request: CreateProgramRequest | null;
  errors: ProgramDraftErrors;
} {
  const errors: ProgramDraftErrors = { teamNames: {} };
  const programError = nameError(draft.name, 'program');
  if (programError) errors.name = programError;
  const kept = draft.teams.filter((team) => team.name.trim() && team.sport);
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
