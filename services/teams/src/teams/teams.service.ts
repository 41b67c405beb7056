import { Injectable } from '@nestjs/common';
import { activeTeamAtLogin, overallRole } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import type { RetrieveTeamsDto, TeamDto } from './dto/team.dto';
import { toProgramDto, toTeamDto } from './team-view';
import { TeamsRepository } from './teams.repository';

@Injectable()
export class TeamsService {
  constructor(private readonly repository: TeamsRepository) {}

  /**
   * The team switcher's data: teams the user owns, has joined, or waits to join, and their programs; plus the
   * active team at login (the favourite passed in when the user still has it, else the first team).
   */
  async retrieveTeams(user: AuthUser, favoriteTeamId?: string): Promise<RetrieveTeamsDto> {
    // One round trip: the teams, their memberships, and the programs with their team ids.
    const {
      teams: visibleTeams,
      memberships,
      programs: programRows,
    } = await this.repository.retrieveTeamsData(user.id);
    const knownPrograms = new Map(programRows.map((program) => [program.id, program]));

    // Owned first, then the teams the user is on (joined or pending), then those of administered programs only:
    // a program admin edits every team of the program, so teams they are not on are listed with the joined ones.
    const onTeam = new Set(
      memberships
        .filter((membership) => membership.userId === user.id)
        .map((membership) => membership.teamId),
    );
    const ownedTeams = visibleTeams.filter((team) => team.ownerId === user.id);
    const otherTeams = visibleTeams.filter((team) => team.ownerId !== user.id && onTeam.has(team.id));
    const programOnlyTeams = visibleTeams.filter((team) => team.ownerId !== user.id && !onTeam.has(team.id));
    const allTeams = [...ownedTeams, ...otherTeams, ...programOnlyTeams];
    const ownedIds = new Set(ownedTeams.map((team) => team.id));
    const teamCount = (programId: string | null) =>
      programId ? (knownPrograms.get(programId)?.teamIds.length ?? 0) : 1;

    const owned: TeamDto[] = [];
    const joined: TeamDto[] = [];
    const pendingJoin: TeamDto[] = [];
    for (const team of allTeams) {
      const program = team.programId ? knownPrograms.get(team.programId) : undefined;
      const view = toTeamDto(team, memberships, user.id, program, teamCount(team.programId));
      if (ownedIds.has(view.id)) owned.push(view);
      else if (view.pending) pendingJoin.push(view);
      else joined.push(view);
    }

    // Oldest first, as the statement orders them.
    const programs = programRows.map((program) => toProgramDto(program, program.teamIds, user.id));
    const activeTeamId = activeTeamAtLogin(
      { owned, joined, pending: pendingJoin },
      favoriteTeamId ? { current: favoriteTeamId } : undefined,
      'current',
    );
    // Pending teams are not the user's yet: they do not make anyone a player. Program admins administer.
    const role = programOnlyTeams.length > 0 ? 'admin' : overallRole([...owned, ...joined], user.id);
    return { owned, joined, programs, pendingJoin, activeTeamId, overallRole: role };
  }
}
