import {
  create,
  type InvitationCreated,
  InvitationCreatedSchema,
  JoinMethod,
  type MemberJoined,
  MemberJoinedSchema,
  type MemberPending,
  MemberPendingSchema,
  type MemberRemoved,
  MemberRemovedSchema,
  type MemberRoleChanged,
  MemberRoleChangedSchema,
  type ProfileFlagEarned,
  ProfileFlagEarnedSchema,
  RemovalReason,
  type TeamEmailRequested,
  TeamEmailRequestedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import type { DomainEvent } from '@chalktalk/platform';
import type { MembershipEntity } from '../teams/membership.entity';

export { JoinMethod, RemovalReason };

const onTeam = (teamId: string) => ({ topic: Topics.TeamsMembership, key: teamId, teamId });

export function memberJoined(
  membership: MembershipEntity,
  method: JoinMethod,
  rosterId: string | null,
): DomainEvent<MemberJoined> {
  return {
    ...onTeam(membership.teamId),
    schema: MemberJoinedSchema,
    payload: create(MemberJoinedSchema, {
      teamId: membership.teamId,
      userId: membership.userId,
      role: membership.role,
      email: membership.email,
      firstName: membership.firstName,
      lastName: membership.lastName,
      method,
      rosterId: rosterId ?? '',
      joinedAt: timestampFromDate(membership.joinedAt),
    }),
  };
}

export function memberPending(membership: MembershipEntity): DomainEvent<MemberPending> {
  return {
    ...onTeam(membership.teamId),
    schema: MemberPendingSchema,
    payload: create(MemberPendingSchema, {
      teamId: membership.teamId,
      userId: membership.userId,
      role: membership.role,
      email: membership.email,
      firstName: membership.firstName,
      lastName: membership.lastName,
      requestedAt: timestampFromDate(membership.joinedAt),
    }),
  };
}

export function memberRoleChanged(
  membership: MembershipEntity,
  oldRole: string,
  rosterId: string | null,
  at: Date,
): DomainEvent<MemberRoleChanged> {
  return {
    ...onTeam(membership.teamId),
    schema: MemberRoleChangedSchema,
    payload: create(MemberRoleChangedSchema, {
      teamId: membership.teamId,
      userId: membership.userId,
      oldRole,
      newRole: membership.role,
      rosterId: rosterId ?? '',
      changedAt: timestampFromDate(at),
    }),
  };
}

export function memberRemoved(
  membership: MembershipEntity,
  reason: RemovalReason,
  at: Date,
): DomainEvent<MemberRemoved> {
  return {
    ...onTeam(membership.teamId),
    schema: MemberRemovedSchema,
    payload: create(MemberRemovedSchema, {
      teamId: membership.teamId,
      userId: membership.userId,
      role: membership.role,
      reason,
      wasPending: membership.pending,
      removedAt: timestampFromDate(at),
    }),
  };
}

export function invitationCreated(
  teamId: string,
  fields: Omit<InvitationCreated, '$typeName' | 'teamId' | 'expiresAt'> & { expiresAt: Date },
): DomainEvent<InvitationCreated> {
  return {
    ...onTeam(teamId),
    ...(fields.programId ? { programId: fields.programId } : {}),
    schema: InvitationCreatedSchema,
    payload: create(InvitationCreatedSchema, {
      ...fields,
      teamId,
      expiresAt: timestampFromDate(fields.expiresAt),
    }),
  };
}

export function teamEmailRequested(
  teamId: string,
  fields: Omit<TeamEmailRequested, '$typeName' | 'teamId' | 'requestedAt'> & { requestedAt: Date },
): DomainEvent<TeamEmailRequested> {
  return {
    ...onTeam(teamId),
    schema: TeamEmailRequestedSchema,
    payload: create(TeamEmailRequestedSchema, {
      ...fields,
      teamId,
      requestedAt: timestampFromDate(fields.requestedAt),
    }),
  };
}

export function profileFlagEarned(
  userId: string,
  flag: string,
  teamId: string,
  at: Date,
): DomainEvent<ProfileFlagEarned> {
  return {
    ...onTeam(teamId),
    schema: ProfileFlagEarnedSchema,
    payload: create(ProfileFlagEarnedSchema, { userId, flag, teamId, earnedAt: timestampFromDate(at) }),
  };
}
