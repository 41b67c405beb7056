import { Injectable } from '@nestjs/common';
import type { TeamRole } from '@chalktalk/domain';
import type { ProjectedMemberEntity } from './projected-member.entity';
import type { ProjectedRosterEntryEntity } from './projected-roster-entry.entity';
import type { ProjectedTeamEntity } from './projected-team.entity';
import { TeamProjectionRepository } from './team-projection.repository';

export type ProjectedTeam = ProjectedTeamEntity;
export type ProjectedMember = ProjectedMemberEntity;
export type ProjectedRosterEntry = ProjectedRosterEntryEntity;

/** What a service knows of one user on one team. */
export interface TeamAccessView {
  team: ProjectedTeam;
  /**
   * The role the rules use: the member's role, ADMIN for a program admin (member or not), undefined for a stranger.
   * A pending member has their requested role here and `pending` true: check it before granting anything.
   */
  role: TeamRole | undefined;
  pending: boolean;
}

export interface Membership {
  teamId: string;
  programId: string | null;
  role: TeamRole;
  pending: boolean;
  paid: boolean;
}

/**
 * Reads of the local team projection (TeamProjectionModule keeps it in step with teams' events). Every service
 * that needs teams, roles, flags, paid state or the roster asks this, never the teams database.
 */
@Injectable()
export class TeamDirectory {
  constructor(private readonly repository: TeamProjectionRepository) {}

  /** The team and the user's role on it; undefined when the team is unknown here. */
  async access(teamId: string, userId: string): Promise<TeamAccessView | undefined> {
    const found = await this.repository.teamWithMember(teamId, userId);
    if (!found) return undefined;
    const programAdmin = found.team.programAdminIds.includes(userId);
    return {
      team: found.team,
      role: programAdmin ? 'ADMIN' : (found.memberRole ?? undefined),
      pending: programAdmin ? false : found.pending,
    };
  }

  async team(teamId: string): Promise<ProjectedTeam | undefined> {
    return (await this.repository.team(teamId)) ?? undefined;
  }

  teamsOfProgram(programId: string): Promise<ProjectedTeam[]> {
    return this.repository.teamsOfProgram(programId);
  }

  /** Joined members (not the pending ones), by name. */
  async members(teamId: string): Promise<ProjectedMember[]> {
    return (await this.repository.membersOf(teamId)).filter((member) => !member.pending);
  }

  /** The user as a joined member of the team; undefined when pending, not a member, or the team is unknown. */
  async member(teamId: string, userId: string): Promise<ProjectedMember | undefined> {
    const member = await this.repository.memberOf(teamId, userId);
    return member && !member.pending ? member : undefined;
  }

  async pendingMembers(teamId: string): Promise<ProjectedMember[]> {
    return (await this.repository.membersOf(teamId)).filter((member) => member.pending);
  }

  membershipsOf(userId: string): Promise<Membership[]> {
    return this.repository.membershipsOf(userId);
  }

  /** The programs the user is an admin of (as the program admins on their teams' TeamUpdated say). */
  programsAdministeredBy(userId: string): Promise<string[]> {
    return this.repository.programsAdministeredBy(userId);
  }

  /** The team's roster: players and their contacts (playerId set), pending entries marked. */
  roster(teamId: string): Promise<ProjectedRosterEntry[]> {
    return this.repository.rosterOf(teamId);
  }

  async rosterEntry(rosterId: string): Promise<ProjectedRosterEntry | undefined> {
    return (await this.repository.rosterEntry(rosterId)) ?? undefined;
  }

  /** The roster entries that are this user: as a player, or as a contact of a player (playerId set). */
  rosterEntriesOfUser(userId: string): Promise<ProjectedRosterEntry[]> {
    return this.repository.rosterEntriesOfUser(userId);
  }
}
