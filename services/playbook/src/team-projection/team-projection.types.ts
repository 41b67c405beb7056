import type { TeamRole } from '@chalktalk/domain';

/** The teams and members playbook keeps from teams' events. */
export interface ProjectedTeam {
  teamId: string;
  programId: string | null;
  ownerId: string;
  name: string;
  sport: string;
  /** Admins of the team's program when it was created (none without a program). */
  programAdminIds?: string[];
}

/** Who a member is, from MemberJoined ('' when the event had no value). */
export interface MemberIdentity {
  firstName: string;
  lastName: string;
  email: string;
}

export interface ProjectedMember extends MemberIdentity {
  userId: string;
  role: TeamRole;
}
