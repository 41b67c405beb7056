import { Injectable, Logger } from '@nestjs/common';
import {
  MemberJoinedSchema,
  MemberPendingSchema,
  MemberRemovedSchema,
  MemberRoleChangedSchema,
  RosterPlayerAddedSchema,
  RosterPlayerRemovedSchema,
  RosterPlayerUpdatedSchema,
  TeamCreatedSchema,
  TeamRemovedSchema,
  TeamStateSnapshotSchema,
  type TeamUpdated,
  TeamUpdatedSchema,
  timestampDate,
  Topics,
  type RosterEntry,
} from '@chalktalk/contracts';
import { isTeamRole, type TeamRole } from '@chalktalk/domain';
import type { EntityManager } from 'typeorm';
import type { ReceivedEvent } from '../events/event-bus.types';
import { OnEvent } from '../events/on-event.decorator';
import { RetryLaterError } from '../events/retry-later.error';
import {
  TeamProjectionRepository,
  type RosterEntryState,
  type TeamState,
} from './team-projection.repository';

/** Deliveries of a member or roster event whose team is still unknown are retried this often, then dropped. */
export const UNKNOWN_TEAM_ATTEMPTS = 3;

/** A member or roster event overtook its team's TeamCreated (another topic): retried until the team arrives. */
export class TeamNotProjectedYet extends RetryLaterError {
  constructor(teamId: string) {
    super(`Team ${teamId} is not in the projection yet`);
    this.name = 'TeamNotProjectedYet';
  }
}

function occurredAt(event: ReceivedEvent): Date {
  return event.envelope.occurredAt ? timestampDate(event.envelope.occurredAt) : new Date();
}

function teamState(team: TeamUpdated, fallback: Date): TeamState {
  return {
    teamId: team.teamId,
    programId: team.programId || null,
    ownerId: team.ownerId,
    name: team.name,
    sport: team.sport,
    plan: team.plan || null,
    paid: team.paid,
    flags: Object.fromEntries(Object.entries(team.flags).filter(([, on]) => on)),
    programAdminIds: [...team.programAdminIds],
    timeZone: team.timeZone || null,
    updatedAt: team.updatedAt ? timestampDate(team.updatedAt) : fallback,
  };
}

function rosterState(entry: RosterEntry, updatedAt: Date): RosterEntryState {
  return {
    rosterId: entry.id,
    teamId: entry.teamId,
    userId: entry.userId || null,
    playerId: entry.playerId || null,
    jersey: entry.jersey,
    position: entry.position,
    firstName: entry.firstName.trim(),
    lastName: entry.lastName.trim(),
    email: entry.email.trim().toLowerCase(),
    pending: entry.pending,
    updatedAt,
  };
}

function role(candidate: string): TeamRole {
  if (!isTeamRole(candidate)) throw new Error(`Unknown team role ${candidate}`);
  return candidate;
}

/**
 * Keeps the team projection in step with teams.team.v1, teams.membership.v1 and teams.roster.v1. Every handler
 * writes the state the event describes (upserts and deletes), so a redelivered event changes nothing; the platform
 * inbox also skips exact duplicates.
 */
@Injectable()
export class TeamProjectionEvents {
  private readonly logger = new Logger(TeamProjectionEvents.name);

  constructor(private readonly repository: TeamProjectionRepository) {}

  /** A created team is unpaid until billing says otherwise; its owner is its first ADMIN. */
  @OnEvent(Topics.TeamsTeam, { type: TeamCreatedSchema.typeName })
  async teamCreated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const team = event.decode(TeamCreatedSchema);
    await this.repository.writeTeamState(manager, {
      teamId: team.teamId,
      programId: team.programId || null,
      ownerId: team.ownerId,
      name: team.name,
      sport: team.sport,
      plan: null,
      paid: false,
      flags: {},
      programAdminIds: [...team.programAdminIds],
      timeZone: team.timeZone || null,
      updatedAt: team.createdAt ? timestampDate(team.createdAt) : occurredAt(event),
    });
    await this.repository.upsertMember(manager, {
      teamId: team.teamId,
      userId: team.ownerId,
      role: 'ADMIN',
      pending: false,
    });
  }

  @OnEvent(Topics.TeamsTeam, { type: TeamUpdatedSchema.typeName })
  async teamUpdated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.repository.writeTeamState(
      manager,
      teamState(event.decode(TeamUpdatedSchema), occurredAt(event)),
    );
  }

  /** A team's state for projections that missed the history: fills in what is absent, keeps what is here. */
  @OnEvent(Topics.TeamsTeam, { type: TeamStateSnapshotSchema.typeName })
  async teamSnapshot(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const snapshot = event.decode(TeamStateSnapshotSchema);
    if (!snapshot.team) throw new Error('TeamStateSnapshot without a team');
    const takenAt = snapshot.takenAt ? timestampDate(snapshot.takenAt) : occurredAt(event);
    await this.repository.fillFromSnapshot(
      manager,
      teamState(snapshot.team, takenAt),
      snapshot.members.map((member) => ({
        teamId: snapshot.team!.teamId,
        userId: member.userId,
        role: role(member.role),
        pending: member.pending,
        firstName: member.firstName.trim(),
        lastName: member.lastName.trim(),
        email: member.email.trim().toLowerCase(),
      })),
      snapshot.roster.map((entry) => rosterState(entry, takenAt)),
    );
  }

  @OnEvent(Topics.TeamsTeam, { type: TeamRemovedSchema.typeName })
  async teamRemoved(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.repository.deleteTeam(manager, event.decode(TeamRemovedSchema).teamId);
  }

  @OnEvent(Topics.TeamsMembership, { type: MemberJoinedSchema.typeName })
  async memberJoined(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const member = event.decode(MemberJoinedSchema);
    await this.whenTeamKnown(event, manager, member.teamId, () =>
      this.repository.upsertMember(manager, {
        teamId: member.teamId,
        userId: member.userId,
        role: role(member.role),
        pending: false,
        firstName: member.firstName.trim(),
        lastName: member.lastName.trim(),
        email: member.email.trim().toLowerCase(),
      }),
    );
  }

  @OnEvent(Topics.TeamsMembership, { type: MemberPendingSchema.typeName })
  async memberPending(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const member = event.decode(MemberPendingSchema);
    await this.whenTeamKnown(event, manager, member.teamId, () =>
      this.repository.upsertMember(manager, {
        teamId: member.teamId,
        userId: member.userId,
        role: role(member.role),
        pending: true,
        firstName: member.firstName.trim(),
        lastName: member.lastName.trim(),
        email: member.email.trim().toLowerCase(),
      }),
    );
  }

  @OnEvent(Topics.TeamsMembership, { type: MemberRoleChangedSchema.typeName })
  async memberRoleChanged(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const change = event.decode(MemberRoleChangedSchema);
    await this.whenTeamKnown(event, manager, change.teamId, () =>
      this.repository.upsertMember(manager, {
        teamId: change.teamId,
        userId: change.userId,
        role: role(change.newRole),
        pending: false,
      }),
    );
  }

  @OnEvent(Topics.TeamsMembership, { type: MemberRemovedSchema.typeName })
  async memberRemoved(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const removed = event.decode(MemberRemovedSchema);
    await this.repository.deleteMember(manager, removed.teamId, removed.userId);
  }

  @OnEvent(Topics.TeamsRoster, { type: RosterPlayerAddedSchema.typeName })
  async rosterAdded(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.rosterEntry(event, manager, event.decode(RosterPlayerAddedSchema).entry);
  }

  @OnEvent(Topics.TeamsRoster, { type: RosterPlayerUpdatedSchema.typeName })
  async rosterUpdated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.rosterEntry(event, manager, event.decode(RosterPlayerUpdatedSchema).entry);
  }

  @OnEvent(Topics.TeamsRoster, { type: RosterPlayerRemovedSchema.typeName })
  async rosterRemoved(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.repository.deleteRosterEntry(manager, event.decode(RosterPlayerRemovedSchema).rosterId);
  }

  private async rosterEntry(
    event: ReceivedEvent,
    manager: EntityManager,
    entry?: RosterEntry,
  ): Promise<void> {
    if (!entry) throw new Error(`${event.envelope.type} without an entry`);
    await this.whenTeamKnown(event, manager, entry.teamId, () =>
      this.repository.writeRosterEntry(manager, rosterState(entry, occurredAt(event))),
    );
  }

  /**
   * Membership and roster events travel on other topics than TeamCreated, so one can overtake it: retry a few
   * times, then drop it when the team never appears (it was removed; nothing is left to join).
   */
  private async whenTeamKnown(
    event: ReceivedEvent,
    manager: EntityManager,
    teamId: string,
    write: () => Promise<void>,
  ): Promise<void> {
    if (await this.repository.teamExists(manager, teamId)) return write();
    if (event.attempt < UNKNOWN_TEAM_ATTEMPTS) throw new TeamNotProjectedYet(teamId);
    this.logger.warn(
      `Dropped ${event.envelope.type} for unknown team ${teamId} after ${event.attempt} attempts`,
    );
  }
}
