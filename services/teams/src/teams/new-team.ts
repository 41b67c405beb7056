import type { AuthUser } from '@chalktalk/platform';
import { type AddonQuantities, DEFAULT_TEAM_TIME_ZONE, type SportLine } from '@chalktalk/domain';
import { randomUUID } from 'node:crypto';
import { MembershipEntity } from './membership.entity';
import { TeamEntity } from './team.entity';

export interface NewTeamFields {
  name: string;
  sport: SportLine;
  collegiateTeam: boolean;
  addons: AddonQuantities;
}

/** A new team: unpaid (inactive) and without a plan until billing activates it. */
export function newTeam(
  fields: NewTeamFields,
  programId: string | null,
  ownerId: string,
  teamKey: string,
  createdDate: Date,
): TeamEntity {
  return Object.assign(new TeamEntity(), {
    id: randomUUID(),
    programId,
    name: fields.name,
    sport: fields.sport,
    plan: null,
    paid: false,
    ownerId,
    teamKey,
    flags: {},
    createdDate,
    collegiateTeam: fields.collegiateTeam,
    addons: fields.addons,
    customContract: null,
    coachPlaceholders: [],
    timeZone: DEFAULT_TEAM_TIME_ZONE,
    logoVersion: null,
  });
}

/** A joined membership with the contact details the token carries. */
export function newMembership(
  teamId: string,
  user: Pick<AuthUser, 'id' | 'email' | 'firstName' | 'lastName'>,
  role: MembershipEntity['role'],
  joinedAt: Date,
  pending = false,
): MembershipEntity {
  return Object.assign(new MembershipEntity(), {
    teamId,
    userId: user.id,
    role,
    pending,
    joinedAt,
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  });
}
