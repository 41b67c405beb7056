import { Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { MembershipEntity } from './membership.entity';
import { ProgramEntity } from './program.entity';
import type { TeamContext } from './team-context';
import { TeamEntity } from './team.entity';

@Injectable()
export class TeamContextLoader {
  constructor(private readonly db: DataSource) {}

  /**
   * Loads a team and what its rules need; G004 when it does not exist. With `lock`, the team row is locked for
   * the transaction, so concurrent joins count seats one after another and cannot overfill the team.
   */
  async load(teamId: string, opts: { manager?: EntityManager; lock?: boolean } = {}): Promise<TeamContext> {
    const manager = opts.manager ?? this.db.manager;
    const team = await manager.getRepository(TeamEntity).findOne({
      where: { id: teamId },
      ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!team) throw new AppError('G004');
    const readMemberships = () =>
      manager.getRepository(MembershipEntity).find({ where: { teamId }, order: { joinedAt: 'ASC' } });
    const readProgram = () =>
      team.programId ? manager.getRepository(ProgramEntity).findOneBy({ id: team.programId }) : null;
    const readCounts = () => counts(manager, teamId, team.programId);
    // Inside a transaction the reads share its one connection (and follow the lock): one after another.
    // Outside, each takes a pool connection, so the three answers arrive in one round trip.
    const [memberships, program, { programTeamCount, rosterPlayerCount }] = opts.manager
      ? [await readMemberships(), await readProgram(), await readCounts()]
      : await Promise.all([readMemberships(), readProgram(), readCounts()]);
    return { team, memberships, program, programTeamCount, rosterPlayerCount };
  }
}

/** The two numbers the seat rules need, in one statement. */
async function counts(
  manager: EntityManager,
  teamId: string,
  programId: string | null,
): Promise<{ programTeamCount: number; rosterPlayerCount: number }> {
  const [row] = (await manager.query(
    `SELECT (SELECT count(*) FROM teams WHERE program_id = $2)::int AS "programTeamCount",
            (SELECT count(*) FROM roster_entries
              WHERE team_id = $1 AND NOT pending AND player_id IS NULL)::int AS "rosterPlayerCount"`,
    [teamId, programId],
  )) as { programTeamCount: number; rosterPlayerCount: number }[];
  // A team outside any program counts as a program of one.
  return { programTeamCount: programId ? row.programTeamCount : 1, rosterPlayerCount: row.rosterPlayerCount };
}
