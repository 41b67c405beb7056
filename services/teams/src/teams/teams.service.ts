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
    const [ownMemberships, ownedTeams, adminPrograms] = await Promise.all([
      this.repository.membershipsOfUser(user.id),
      this.repository.teamsOwnedBy(user.id),
      this.repository.programsAdministeredBy(user.id),
    ]);
    const ownedIds = new Set(ownedTeams.map((team) => team.id));
    const otherTeams = await this.repository.teamsByIds(
      ownMemberships.map((membership) => membership.teamId).filter((id) => !ownedIds.has(id)),
    );
    // A program admin edits every team of the program: teams they are not on are listed with the joined ones.
    const onTeams = new Set([...ownedIds, ...otherTeams.map((team) => team.id)]);
    const programOnlyTeams = (
      await this.repository.teamsOfProgramsFull(adminPrograms.map((program) => program.id))
    ).filter((team) => !onTeams.has(team.id));
    const allTeams = [...ownedTeams, ...otherTeams, ...programOnlyTeams];
    const memberships = await this.repository.membershipsOfTeams(allTeams.map((team) => team.id));

    const knownPrograms = new Map(adminPrograms.map((program) => [program.id, program]));
    const missing = [
      ...new Set(
        allTeams.flatMap((team) =>
          team.programId && !knownPrograms.has(team.programId) ? [team.programId] : [],
        ),
      ),
    ];
    for (const program of await this.repository.programsByIds(missing))
      knownPrograms.set(program.id, program);
    const programTeams = await this.repository.teamsOfPrograms([...knownPrograms.keys()]);
    const teamCount = (programId: string | null) =>
      programId ? programTeams.filter((team) => team.programId === programId).length : 1;

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

    const programs = [...knownPrograms.values()]
      .sort((a, b) => a.createdDate.getTime() - b.createdDate.getTime())
      .map((program) =>
        toProgramDto(
          program,
          programTeams.filter((team) => team.programId === program.id).map((team) => team.id),
          user.id,
        ),
      );
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
