import { Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { RosterEntryEntity } from '../roster/roster-entry.entity';
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
    // One after another: inside a transaction the queries share one connection anyway.
    const memberships = await manager
      .getRepository(MembershipEntity)
      .find({ where: { teamId }, order: { joinedAt: 'ASC' } });
    const program = team.programId
      ? await manager.getRepository(ProgramEntity).findOneBy({ id: team.programId })
      : null;
    const programTeamCount = team.programId
      ? await manager.getRepository(TeamEntity).countBy({ programId: team.programId })
      : 1;
    const rosterPlayerCount = await manager
      .getRepository(RosterEntryEntity)
      .countBy({ teamId, pending: false, playerId: IsNull() });
    return { team, memberships, program, programTeamCount, rosterPlayerCount };
  }
}
