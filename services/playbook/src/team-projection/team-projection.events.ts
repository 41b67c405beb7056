import { Injectable, Logger } from '@nestjs/common';
import {
  MemberJoinedSchema,
  MemberRemovedSchema,
  MemberRoleChangedSchema,
  TeamRemovedSchema,
  TeamUpdatedSchema,
  timestampDate,
  Topics,
} from '@chalktalk/contracts';
import { isTeamRole } from '@chalktalk/domain';
import { OnEvent, type ReceivedEvent, RetryLaterError } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { TeamProjectionService } from './team-projection.service';
import type { MemberIdentity } from './team-projection.types';

/** Deliveries of a member event whose team is still unknown are retried this often before being dropped. */
export const UNKNOWN_TEAM_ATTEMPTS = 3;

/** A member event overtook its team's TeamCreated (another topic): retried quietly until the team arrives. */
export class TeamNotProjectedYet extends RetryLaterError {
  constructor(teamId: string) {
    super(`Team ${teamId} is not in the projection yet`);
    this.name = 'TeamNotProjectedYet';
  }
}

/**
 * Keeps the team projection in step with teams.team.v1 (TeamUpdated, TeamRemoved; TeamCreated is handled with
 * the playbook it creates) and teams.membership.v1 (joins, role changes, removals). Every handler writes the
 * state the event describes (upserts and deletes), so a redelivered event changes nothing; the platform inbox
 * also skips exact duplicates. MemberPending is not handled: a pending member is not a member yet.
 */
@Injectable()
export class TeamProjectionEvents {
  private readonly logger = new Logger(TeamProjectionEvents.name);

  constructor(private readonly projection: TeamProjectionService) {}

  @OnEvent(Topics.TeamsTeam, { type: TeamUpdatedSchema.typeName })
  async teamUpdated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const team = event.decode(TeamUpdatedSchema);
    await this.projection.recordTeamUpdated(manager, {
      teamId: team.teamId,
      programId: team.programId || null,
      ownerId: team.ownerId,
      name: team.name,
      sport: team.sport,
      plan: team.plan || null,
      paid: team.paid,
      flags: Object.fromEntries(Object.entries(team.flags).filter(([, on]) => on)),
      programAdminIds: [...team.programAdminIds],
      updatedAt: team.updatedAt ? timestampDate(team.updatedAt) : new Date(),
    });
  }

  @OnEvent(Topics.TeamsTeam, { type: TeamRemovedSchema.typeName })
  async teamRemoved(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.projection.recordTeamRemoved(manager, event.decode(TeamRemovedSchema).teamId);
  }

  @OnEvent(Topics.TeamsMembership, { type: MemberJoinedSchema.typeName })
  async memberJoined(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const member = event.decode(MemberJoinedSchema);
    await this.member(event, manager, member.teamId, member.userId, member.role, {
      firstName: member.firstName.trim(),
      lastName: member.lastName.trim(),
      email: member.email.trim().toLowerCase(),
    });
  }

  @OnEvent(Topics.TeamsMembership, { type: MemberRoleChangedSchema.typeName })
  async memberRoleChanged(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const change = event.decode(MemberRoleChangedSchema);
    await this.member(event, manager, change.teamId, change.userId, change.newRole);
  }

  @OnEvent(Topics.TeamsMembership, { type: MemberRemovedSchema.typeName })
  async memberRemoved(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const removed = event.decode(MemberRemovedSchema);
    await this.projection.recordMemberRemoved(manager, removed.teamId, removed.userId);
  }

  /**
   * Membership and team events travel on different topics, so a join can overtake its TeamCreated: retry a few
   * times, then drop it when the team never appears (it was removed; nothing is left to join).
   */
  private async member(
    event: ReceivedEvent,
    manager: EntityManager,
    teamId: string,
    userId: string,
    role: string,
    identity?: MemberIdentity,
  ): Promise<void> {
    if (!isTeamRole(role)) throw new Error(`Unknown team role ${role}`);
    if (await this.projection.recordMember(manager, teamId, userId, role, identity)) return;
    if (event.attempt < UNKNOWN_TEAM_ATTEMPTS) throw new TeamNotProjectedYet(teamId);
    this.logger.warn(
      `Dropped ${event.envelope.type} for unknown team ${teamId} after ${event.attempt} attempts`,
    );
  }
}
