import { Injectable } from '@nestjs/common';
import type { TeamRole } from '@chalktalk/domain';
import type { EntityManager } from 'typeorm';
import { TeamMemberProjectionEntity } from './team-member-projection.entity';
import { TeamProjectionEntity } from './team-projection.entity';
import { TeamProjectionRepository } from './team-projection.repository';

export interface ProjectedTeam {
  teamId: string;
  programId: string | null;
  ownerId: string;
  name: string;
  sport: string;
}

export interface TeamAccess {
  team: TeamProjectionEntity;
  role: TeamRole | undefined;
}

@Injectable()
export class TeamProjectionService {
  constructor(private readonly repository: TeamProjectionRepository) {}

  /** Records a created team; its owner is its first ADMIN until membership events carry the full roster. */
  async recordTeamCreated(manager: EntityManager, team: ProjectedTeam, at: Date): Promise<void> {
    await this.repository.upsertTeam(
      manager,
      Object.assign(new TeamProjectionEntity(), { ...team, updatedAt: at }),
    );
    await this.repository.upsertMember(
      manager,
      Object.assign(new TeamMemberProjectionEntity(), {
        teamId: team.teamId,
        userId: team.ownerId,
        role: 'ADMIN',
      }),
    );
  }

  /** The team and the user's role in it; undefined when playbook has not heard of the team. */
  async access(teamId: string, userId: string): Promise<TeamAccess | undefined> {
    const team = await this.repository.findTeam(teamId);
    if (!team) return undefined;
    const member = await this.repository.findMember(teamId, userId);
    return { team, role: member?.role };
  }
}
