import type { AddonQuantities, OverallRole, SportLine, TeamFlags, TeamRole } from '@chalktalk/domain';

/** Seats of a team; players is null when unlimited (JSON has no Infinity). */
export interface TeamLimitsDto {
  admins: number;
  coaches: number;
  players: number | null;
}

export interface TeamDto {
  id: string;
  name: string;
  sport: SportLine;
  programId: string | null;
  plan: string | null;
  paid: boolean;
  ownerId: string;
  /** Only for viewers who may invite (owner, admins, coaches, program admins). */
  teamKey?: string;
  members: Record<string, { role: TeamRole }>;
  admins: Record<string, true>;
  flags: TeamFlags;
  createdDate: string;
  pending?: boolean;
  collegiateTeam: boolean;
  addons: AddonQuantities;
  coachPlaceholders: string[];
  /** IANA time zone the schedule plans in. */
  timeZone: string;
  limits: TeamLimitsDto;
  /** GET URL of the team's own logo, null without one (the web falls back to the program logo). */
  logoUrl: string | null;
}

export interface ProgramDto {
  id: string;
  name: string;
  plan: string | null;
  paid: boolean;
  /** The colours to apply: null on the Basic plan (custom branding is not included) or when never set. */
  colorPrimary: string | null;
  colorSecondary: string | null;
  /** The colours as saved, for the branding form, whatever the plan. */
  savedColors: { primary: string | null; secondary: string | null };
  teams: string[];
  ownerId: string;
  /** Program admins keyed by user id (the shape the domain's ProgramAccess takes). */
  admins: Record<string, true>;
  addons: AddonQuantities;
  quantity: number | null;
  logoUrl: string | null;
}

export interface RetrieveTeamsDto {
  owned: TeamDto[];
  joined: TeamDto[];
  programs: ProgramDto[];
  pendingJoin: TeamDto[];
  /** The team to make active: the favourite passed in if the user still has it, else the first owned, joined or pending. */
  activeTeamId: string | null;
  /** admin if admin of any team, else coach if coach of any, else player; none without (joined) teams. */
  overallRole: OverallRole;
}

export interface CreateProgramResultDto {
  program: ProgramDto;
  teams: TeamDto[];
}
