import type { SportLine, TeamFlags, TeamRole } from '@chalktalk/domain';

export interface TeamDto {
  id: string;
  name: string;
  sport: SportLine;
  programId: string | null;
  plan: string | null;
  paid: boolean;
  ownerId: string;
  /** Only for viewers who may invite (owner, admins, coaches). */
  teamKey?: string;
  members: Record<string, { role: TeamRole }>;
  admins: Record<string, true>;
  flags: TeamFlags;
  createdDate: string;
  pending?: boolean;
}

export interface ProgramDto {
  id: string;
  name: string;
  plan: string | null;
  paid: boolean;
  colorPrimary: string | null;
  colorSecondary: string | null;
  teams: string[];
}

export interface RetrieveTeamsDto {
  owned: TeamDto[];
  joined: TeamDto[];
  programs: ProgramDto[];
  pendingJoin: TeamDto[];
}

export interface CreateProgramResultDto {
  program: ProgramDto;
  teams: TeamDto[];
}
