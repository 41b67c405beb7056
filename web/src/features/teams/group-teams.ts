import { allTeams } from './team-access';
import type { Program, RetrieveTeamsResponse, Team } from './teams.types';

export interface ProgramGroup {
  program: Program | null;
  teams: Team[];
  active: boolean;
}

/**
 * Spec 1 §2: the switcher lists teams grouped by program. A program counts as active when it
 * is paid or any of its teams is; teams whose program the user cannot see go in a last group.
 */
export function groupTeamsByProgram(data: RetrieveTeamsResponse | undefined): ProgramGroup[] {
  const teams = allTeams(data);
  const programs = data?.programs ?? [];
  const groups: ProgramGroup[] = programs
    .map((program) => {
      const programTeams = teams.filter((team) => team.programId === program.id);
      return { program, teams: programTeams, active: program.paid || programTeams.some((team) => team.paid) };
    })
    .filter((group) => group.teams.length > 0);
  const known = new Set(programs.map((program) => program.id));
  const orphans = teams.filter((team) => team.programId === null || !known.has(team.programId));
  if (orphans.length > 0) {
    groups.push({ program: null, teams: orphans, active: orphans.some((team) => team.paid) });
  }
  return groups;
}
