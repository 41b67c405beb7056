import type { TeamFlag, TeamRole } from '@chalktalk/domain';

/** Wire shapes of the teams service's roster, membership and invitation calls (services/teams/README.md). */
export interface RosterPerson {
  id: string;
  jersey: string | null;
  position: string | null;
  firstName: string;
  lastName: string;
  /** Editors only. */
  email?: string | null;
  joinedAt: string | null;
  uid: string | null;
  /** Set on contacts: the player they belong to. */
  playerId: string | null;
  overallRating: number | null;
  contacts: RosterPerson[];
}

export interface TeamMember {
  uid: string;
  role: TeamRole;
  firstName: string;
  lastName: string;
  email?: string;
  joinedAt: string;
}

export interface PendingMember {
  uid: string;
  role: TeamRole;
  firstName: string;
  lastName: string;
  email: string;
  requestedAt: string;
  rosterId: string | null;
}

export interface PendingRosterResponse {
  pendingRoster: RosterPerson[];
  pendingMembers: PendingMember[];
}

export interface PendingAssignment {
  uid: string;
  playerId: string;
  role?: 'PLAYER' | 'CONTACT';
}

export interface UpdatePendingRequest {
  teamId: string;
  accept: string[];
  reject: string[];
  assign: PendingAssignment[];
}

export interface UpdatePendingResponse {
  success: boolean;
  failed: Array<{ uid: string; code: string; message: string }>;
}

export type InviteType = 'PLAYER' | 'COACH' | 'ADMIN';

export interface InviteRequest {
  entityId: string;
  playerEmails: string[];
  coachEmails: string[];
  adminEmails: string[];
}

export interface InviteResponse {
  invitations: Array<{ role: InviteType; emails: string[]; link: string }>;
  alreadyMembers: string[];
}

export interface EmailTeamRequest {
  teamId: string;
  recipients: string[];
  subject: string;
  body: string;
}

export interface RosterPlayerFields {
  firstName: string;
  lastName: string;
  jersey?: string;
  position?: string;
  email?: string;
}

export interface SetTeamFlagRequest {
  teamId: string;
  flag: TeamFlag;
  value: boolean;
}
