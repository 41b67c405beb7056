import type { SportLine } from '@chalktalk/domain';

/** The team a player is joining, or a team on which the user already plays. */
export interface SeatTeam {
  id: string;
  programId: string | null;
  sport: SportLine;
  paid: boolean;
}

/**
 * One player seat per sport line in a program (decision in the README): a PLAYER join is refused when the user
 * already plays on another paid team of the same program and sport line. Teams without a program never clash.
 * Returns the team holding the seat, or undefined when the join may go ahead.
 */
export function seatHeldElsewhere(
  target: SeatTeam,
  teamsPlayedOn: readonly SeatTeam[],
): SeatTeam | undefined {
  if (target.programId === null) return undefined;
  return teamsPlayedOn.find(
    (team) =>
      team.id !== target.id &&
      team.paid &&
      team.programId === target.programId &&
      team.sport === target.sport,
  );
}
