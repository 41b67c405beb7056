import type { SportLine, TeamFlags, TeamRole } from '@chalktalk/domain';

/** Wire shapes of GET teams/retrieveTeams and friends (spec 1 §3, §7). */
export interface Team {
  id: string;
  name: string;
  sport: SportLine;
  /** Null for a team that belongs to no program. */
  programId: string | null;
  plan: string | null;
  paid: boolean;
  ownerId: string;
  members: Record<string, { role: TeamRole }>;
  admins: Record<string, boolean>;
  flags: TeamFlags;
  /** Only for viewers who may invite (owner, admins, coaches). */
  teamKey?: string;
  createdDate: string;
  pending?: boolean;
  collegiateTeam?: boolean;
  addons?: Partial<Record<'PLAYERS' | 'COACHES' | 'ADMINS', number>>;
  /** Seats per role; players null when unlimited. */
  limits?: { admins: number; coaches: number; players: number | null };
  logoUrl?: string | null;
  /** IANA time zone the schedule plans in (teams/setTeamTimeZone). */
  timeZone?: string;
}

export interface Program {
  id: string;
  name: string;
  plan: string | null;
  paid: boolean;
  colorPrimary: string | null;
  colorSecondary: string | null;
  teams: string[];
  logoUrl?: string | null;
  ownerId?: string;
  admins?: Record<string, boolean>;
  /** What the branding form shows; colorPrimary/colorSecondary are the ones to apply (null on Basic). */
  savedColors?: { primary: string | null; secondary: string | null };
}

/** A program admin as getTeamMembers lists them under the program's id (addresses for program admins only). */
export interface ProgramAdmin {
  uid: string;
  role: 'ADMIN';
  firstName: string;
  lastName: string;
  email?: string;
  joinedAt: string;
}

export interface InviteProgramAdminsResponse {
  invitations: Array<{ role: 'ADMIN'; emails: string[]; link: string }>;
  alreadyMembers: string[];
}

export interface RetrieveTeamsResponse {
  owned: Team[];
  joined: Team[];
  programs: Program[];
  pendingJoin: Team[];
  activeTeamId?: string | null;
  overallRole?: 'admin' | 'coach' | 'player' | 'none';
}

export interface JoinTeamResponse {
  joinedTeams: Array<string | { id?: string; name: string }>;
  joinedAs: TeamRole;
  pending: boolean;
}

export interface CreateProgramRequest {
  name: string;
  teams: Array<{ name: string; sport: SportLine }>;
}

export interface CreateProgramResponse {
  program: Program;
  teams: Team[];
}
