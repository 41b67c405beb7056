/** Where the edition of a team or a program comes from (the team_editions projection). */
export interface EditionLookups {
  ofTeam(teamId: string): Promise<string | undefined>;
  ofProgram(programId: string): Promise<string | undefined>;
}

/**
 * The edition a team mail is branded with: the team's when the mail is about a team, else (a program-admin
 * invitation has no team) the program's. A team not known here yet falls back to its program's edition, which is
 * a better guess than the default; nothing known brands as hoops.
 */
export async function mailEdition(
  subject: { teamId: string; programId?: string },
  lookups: EditionLookups,
): Promise<string> {
  const ofTeam = subject.teamId ? await lookups.ofTeam(subject.teamId) : undefined;
  if (ofTeam) return ofTeam;
  const ofProgram = subject.programId ? await lookups.ofProgram(subject.programId) : undefined;
  return ofProgram ?? 'hoops';
}
