import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@chalktalk/platform';
import { Outbox } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { CreateProgramDto } from './dto/create-program.dto';
import type { CreateProgramResultDto, RetrieveTeamsDto, TeamDto } from './dto/team.dto';
import { MembershipEntity } from './membership.entity';
import { ProgramEntity } from './program.entity';
import { generateTeamKey } from './team-key';
import { programCreated, teamCreated } from './team-events';
import { toProgramDto, toTeamDto } from './team-view';
import { TeamEntity } from './team.entity';
import { TeamsRepository } from './teams.repository';

const MAX_TEAM_KEY_ATTEMPTS = 10;

@Injectable()
export class TeamsService {
  constructor(
    private readonly repository: TeamsRepository,
    private readonly outbox: Outbox,
  ) {}

  /** Creates a program and its teams; the creator owns them and is ADMIN of every team. */
  async createProgram(
    user: AuthUser,
    input: CreateProgramDto,
    now = new Date(),
  ): Promise<CreateProgramResultDto> {
    const program = Object.assign(new ProgramEntity(), {
      id: randomUUID(),
      name: input.name,
      plan: null,
      paid: false,
      colorPrimary: null,
      colorSecondary: null,
      ownerId: user.id,
      admins: [user.id],
      createdDate: now,
    });
    const { teams, memberships } = await this.repository.transaction(async (manager) => {
      const teams: TeamEntity[] = [];
      for (const [index, draft] of input.teams.entries()) {
        teams.push(
          Object.assign(new TeamEntity(), {
            id: randomUUID(),
            programId: program.id,
            name: draft.name,
            sport: draft.sport,
            plan: null,
            paid: false,
            ownerId: user.id,
            teamKey: await this.freshTeamKey(manager, teams),
            flags: {},
            // Distinct stamps keep the order the user typed the teams in.
            createdDate: new Date(now.getTime() + index),
          }),
        );
      }
      const memberships = teams.map((team) =>
        Object.assign(new MembershipEntity(), {
          teamId: team.id,
          userId: user.id,
          role: 'ADMIN',
          pending: false,
          joinedAt: now,
        }),
      );
      await this.repository.insertProgram(manager, program);
      await this.repository.insertTeams(manager, teams);
      await this.repository.insertMemberships(manager, memberships);
      // Same transaction as the rows: the events exist exactly when the program does.
      await this.outbox.append(
        manager,
        programCreated(
          program,
          teams.map((team) => team.id),
        ),
      );
      for (const team of teams) await this.outbox.append(manager, teamCreated(team));
      return { teams, memberships };
    });
    return {
      program: toProgramDto(
        program,
        teams.map((team) => team.id),
      ),
      teams: teams.map((team) => toTeamDto(team, memberships, user.id, program)),
    };
  }

  /** The team switcher's data: teams the user owns, has joined, or waits to join, and their programs. */
  async retrieveTeams(user: AuthUser): Promise<RetrieveTeamsDto> {
    const [ownMemberships, ownedTeams, adminPrograms] = await Promise.all([
      this.repository.membershipsOfUser(user.id),
      this.repository.teamsOwnedBy(user.id),
      this.repository.programsAdministeredBy(user.id),
    ]);
    const ownedIds = new Set(ownedTeams.map((team) => team.id));
    const otherTeams = await this.repository.teamsByIds(
      ownMemberships.map((membership) => membership.teamId).filter((id) => !ownedIds.has(id)),
    );
    const allTeams = [...ownedTeams, ...otherTeams];
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

    const owned: TeamDto[] = [];
    const joined: TeamDto[] = [];
    const pendingJoin: TeamDto[] = [];
    for (const team of allTeams) {
      const view = toTeamDto(
        team,
        memberships,
        user.id,
        team.programId ? knownPrograms.get(team.programId) : undefined,
      );
      if (ownedIds.has(view.id)) owned.push(view);
      else if (view.pending) pendingJoin.push(view);
      else joined.push(view);
    }

    const programTeams = await this.repository.teamsOfPrograms([...knownPrograms.keys()]);
    const programs = [...knownPrograms.values()]
      .sort((a, b) => a.createdDate.getTime() - b.createdDate.getTime())
      .map((program) =>
        toProgramDto(
          program,
          programTeams.filter((team) => team.programId === program.id).map((team) => team.id),
        ),
      );
    return { owned, joined, programs, pendingJoin };
  }

  private async freshTeamKey(manager: EntityManager, alsoTaken: TeamEntity[]): Promise<string> {
    for (let attempt = 0; attempt < MAX_TEAM_KEY_ATTEMPTS; attempt++) {
      const key = generateTeamKey();
      if (alsoTaken.some((team) => team.teamKey === key)) continue;
      if (!(await this.repository.teamKeyTaken(manager, key))) return key;
    }
    // 24^8 keys: reaching this means the key space is nearly full, which needs a longer key, not a retry.
    throw new Error('Could not find a free team key');
  }
}
