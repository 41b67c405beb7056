import {
  create,
  type GenMessage,
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
  type Message,
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

type Init<M extends Message> = Parameters<typeof create<GenMessage<M>>>[1];

/** Every membership event goes on the team's membership topic, keyed by team so a team's events stay ordered. */
function teamEvent<M extends Message>(
  teamId: string,
  schema: GenMessage<M>,
  init: Init<M>,
  extra: Pick<DomainEvent<M>, 'programId'> = {},
): DomainEvent<M> {
  return {
    topic: Topics.TeamsMembership,
    key: teamId,
    teamId,
    ...extra,
    schema,
    payload: create(schema, init),
  };
}

/** Who the member is: joined and pending events carry it in full so consumers need no lookup. */
const memberFields = (m: MembershipEntity) => ({
  teamId: m.teamId,
  userId: m.userId,
  role: m.role,
  email: m.email,
  firstName: m.firstName,
  lastName: m.lastName,
});

export function memberJoined(
  membership: MembershipEntity,
  method: JoinMethod,
  rosterId: string | null,
): DomainEvent<MemberJoined> {
  return teamEvent(membership.teamId, MemberJoinedSchema, {
    ...memberFields(membership),
    method,
    rosterId: rosterId ?? '',
    joinedAt: timestampFromDate(membership.joinedAt),
  });
}

export function memberPending(membership: MembershipEntity): DomainEvent<MemberPending> {
  return teamEvent(membership.teamId, MemberPendingSchema, {
    ...memberFields(membership),
    requestedAt: timestampFromDate(membership.joinedAt),
  });
}

export function memberRoleChanged(
  membership: MembershipEntity,
  oldRole: string,
  rosterId: string | null,
  at: Date,
): DomainEvent<MemberRoleChanged> {
  return teamEvent(membership.teamId, MemberRoleChangedSchema, {
    teamId: membership.teamId,
    userId: membership.userId,
    oldRole,
    newRole: membership.role,
    rosterId: rosterId ?? '',
    changedAt: timestampFromDate(at),
  });
}

export function memberRemoved(
  membership: MembershipEntity,
  reason: RemovalReason,
  at: Date,
): DomainEvent<MemberRemoved> {
  return teamEvent(membership.teamId, MemberRemovedSchema, {
    teamId: membership.teamId,
    userId: membership.userId,
    role: membership.role,
    reason,
    wasPending: membership.pending,
    removedAt: timestampFromDate(at),
  });
}

export function invitationCreated(
  teamId: string,
  fields: Omit<InvitationCreated, '$typeName' | 'teamId' | 'expiresAt'> & { expiresAt: Date },
): DomainEvent<InvitationCreated> {
  return teamEvent(
    teamId,
    InvitationCreatedSchema,
    { ...fields, teamId, expiresAt: timestampFromDate(fields.expiresAt) },
    fields.programId ? { programId: fields.programId } : {},
  );
}

export function teamEmailRequested(
  teamId: string,
  fields: Omit<TeamEmailRequested, '$typeName' | 'teamId' | 'requestedAt'> & { requestedAt: Date },
): DomainEvent<TeamEmailRequested> {
  return teamEvent(teamId, TeamEmailRequestedSchema, {
    ...fields,
    teamId,
    requestedAt: timestampFromDate(fields.requestedAt),
  });
}

export function profileFlagEarned(
  userId: string,
  flag: string,
  teamId: string,
  at: Date,
): DomainEvent<ProfileFlagEarned> {
  return teamEvent(teamId, ProfileFlagEarnedSchema, {
    userId,
    flag,
    teamId,
    earnedAt: timestampFromDate(at),
  });
}
