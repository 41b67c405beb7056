import { Injectable } from '@nestjs/common';
import type { TeamRole } from '@chalktalk/domain';
import type { EntityManager } from 'typeorm';
import { effectiveTeamRole } from './program-admin-role';
import { TeamMemberProjectionEntity } from './team-member-projection.entity';
import { TeamProjectionEntity } from './team-projection.entity';
import { TeamProjectionRepository, type TeamState } from './team-projection.repository';
import type { MemberIdentity, ProjectedMember, ProjectedTeam } from './team-projection.types';

export interface TeamAccess {
  team: TeamProjectionEntity;
  /** The role the playbook rules use: the member's role, ADMIN for a program admin (see effectiveTeamRole). */
  role: TeamRole | undefined;
}

@Injectable()
export class TeamProjectionService {
  constructor(private readonly repository: TeamProjectionRepository) {}

  /** Records a created team; its owner is its first ADMIN (later members arrive on teams.membership.v1). */
  async recordTeamCreated(manager: EntityManager, team: ProjectedTeam, at: Date): Promise<void> {
    await this.repository.upsertTeam(
      manager,
      Object.assign(new TeamProjectionEntity(), {
        ...team,
        programAdminIds: team.programAdminIds ?? [],
        updatedAt: at,
      }),
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

  /** TeamUpdated carries the whole team state: replace ours unless we already hold a newer one. */
  recordTeamUpdated(manager: EntityManager, state: TeamState): Promise<boolean> {
    return this.repository.replaceTeamState(manager, state);
  }

  /** The team is gone with its members (the member rows cascade). */
  recordTeamRemoved(manager: EntityManager, teamId: string): Promise<void> {
    return this.repository.deleteTeam(manager, teamId);
  }

  /**
   * A joined member (with who they are) or a new role (identity left as it is); false when the team is unknown
   * (not created yet, or already removed).
   */
  async recordMember(
    manager: EntityManager,
    teamId: string,
    userId: string,
    role: TeamRole,
    identity?: MemberIdentity,
  ): Promise<boolean> {
    if (!(await this.repository.teamExists(manager, teamId))) return false;
    await this.repository.upsertMember(
      manager,
      Object.assign(new TeamMemberProjectionEntity(), { teamId, userId, role, ...identity }),
    );
    return true;
  }

  recordMemberRemoved(manager: EntityManager, teamId: string, userId: string): Promise<void> {
    return this.repository.deleteMember(manager, teamId, userId);
  }

  /**
   * The team and the user's role in it (program admins count as ADMIN); undefined when playbook has not heard of
   * the team.
   */
  async access(teamId: string, userId: string): Promise<TeamAccess | undefined> {
    const found = await this.repository.teamWithMemberRole(teamId, userId);
    if (!found) return undefined;
    const { team, memberRole } = found;
    return { team, role: effectiveTeamRole(memberRole ?? undefined, userId, team.programAdminIds) };
  }

  members(teamId: string): Promise<ProjectedMember[]> {
    return this.repository.membersOf(teamId);
  }

  membershipsOf(userId: string): Promise<{ teamId: string; role: TeamRole; paid: boolean }[]> {
    return this.repository.membershipsOf(userId);
  }
}
