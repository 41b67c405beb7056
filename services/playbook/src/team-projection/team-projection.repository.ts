import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TeamMemberProjectionEntity } from './team-member-projection.entity';
import { TeamProjectionEntity } from './team-projection.entity';

@Injectable()
export class TeamProjectionRepository {
  constructor(private readonly db: DataSource) {}

  async upsertTeam(manager: EntityManager, team: TeamProjectionEntity): Promise<void> {
    await manager.getRepository(TeamProjectionEntity).upsert(team, ['teamId']);
  }

  async upsertMember(manager: EntityManager, member: TeamMemberProjectionEntity): Promise<void> {
    await manager.getRepository(TeamMemberProjectionEntity).upsert(member, ['teamId', 'userId']);
  }

  findTeam(teamId: string): Promise<TeamProjectionEntity | null> {
    return this.db.getRepository(TeamProjectionEntity).findOneBy({ teamId });
  }

  findMember(teamId: string, userId: string): Promise<TeamMemberProjectionEntity | null> {
    return this.db.getRepository(TeamMemberProjectionEntity).findOneBy({ teamId, userId });
  }
}
