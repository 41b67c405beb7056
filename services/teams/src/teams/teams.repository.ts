import { Injectable } from '@nestjs/common';
import { ArrayContains, DataSource, EntityManager, In } from 'typeorm';
import { MembershipEntity } from './membership.entity';
import { ProgramEntity } from './program.entity';
import { TeamEntity } from './team.entity';

@Injectable()
export class TeamsRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insertProgram(manager: EntityManager, program: ProgramEntity): Promise<void> {
    await manager.getRepository(ProgramEntity).insert(program);
  }

  async insertTeams(manager: EntityManager, teams: TeamEntity[]): Promise<void> {
    if (teams.length > 0) await manager.getRepository(TeamEntity).insert(teams);
  }

  async insertMemberships(manager: EntityManager, memberships: MembershipEntity[]): Promise<void> {
    if (memberships.length > 0) await manager.getRepository(MembershipEntity).insert(memberships);
  }

  teamKeyTaken(manager: EntityManager, teamKey: string): Promise<boolean> {
    return manager.getRepository(TeamEntity).existsBy({ teamKey });
  }

  membershipsOfUser(userId: string): Promise<MembershipEntity[]> {
    return this.db.getRepository(MembershipEntity).findBy({ userId });
  }

  membershipsOfTeams(teamIds: string[]): Promise<MembershipEntity[]> {
    if (teamIds.length === 0) return Promise.resolve([]);
    return this.db.getRepository(MembershipEntity).findBy({ teamId: In(teamIds) });
  }

  teamsOwnedBy(userId: string): Promise<TeamEntity[]> {
    return this.db
      .getRepository(TeamEntity)
      .find({ where: { ownerId: userId }, order: { createdDate: 'ASC' } });
  }

  teamsByIds(ids: string[]): Promise<TeamEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.getRepository(TeamEntity).find({ where: { id: In(ids) }, order: { createdDate: 'ASC' } });
  }

  teamsOfPrograms(programIds: string[]): Promise<Pick<TeamEntity, 'id' | 'programId'>[]> {
    if (programIds.length === 0) return Promise.resolve([]);
    return this.db.getRepository(TeamEntity).find({
      select: { id: true, programId: true },
      where: { programId: In(programIds) },
      order: { createdDate: 'ASC' },
    });
  }

  programsByIds(ids: string[]): Promise<ProgramEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .getRepository(ProgramEntity)
      .find({ where: { id: In(ids) }, order: { createdDate: 'ASC' } });
  }

  programsAdministeredBy(userId: string): Promise<ProgramEntity[]> {
    return this.db.getRepository(ProgramEntity).findBy({ admins: ArrayContains([userId]) });
  }
}
