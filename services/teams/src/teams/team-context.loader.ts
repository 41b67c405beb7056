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
    const [memberships, program, programTeamCount, rosterPlayerCount] = await Promise.all([
      manager.getRepository(MembershipEntity).find({ where: { teamId }, order: { joinedAt: 'ASC' } }),
      team.programId ? manager.getRepository(ProgramEntity).findOneBy({ id: team.programId }) : null,
      team.programId ? manager.getRepository(TeamEntity).countBy({ programId: team.programId }) : 1,
      manager.getRepository(RosterEntryEntity).countBy({ teamId, pending: false, playerId: IsNull() }),
    ]);
    return { team, memberships, program, programTeamCount, rosterPlayerCount };
  }
}
