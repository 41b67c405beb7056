import { Injectable } from '@nestjs/common';
import { PreparedSql } from '@chalktalk/platform';
import { DataSource, EntityManager, In } from 'typeorm';
import { MembershipEntity } from './membership.entity';
import { ProgramEntity } from './program.entity';
import { generateTeamKey } from './team-key';
import { TeamEntity } from './team.entity';

const MAX_TEAM_KEY_ATTEMPTS = 10;

/** Teams retrieveTeams lists for user $1: owned, any membership (joined or pending), or in a program they administer. */
const VISIBLE_TO = `(t.owner_id = $1::uuid
    OR t.id IN (SELECT m.team_id FROM memberships m WHERE m.user_id = $1::uuid)
    OR t.program_id IN (SELECT p.id FROM programs p WHERE p.admins @> ARRAY[$1::uuid]))`;

/** A program with the ids of its teams, oldest first (the program's team list and the seat count). */
export type ProgramWithTeams = ProgramEntity & { teamIds: string[] };

/** The one JSON value `retrieveTeamsData` selects: rows as `PreparedSql.jsonObject` builds them. */
interface RetrieveTeamsJson {
  teams: Record<string, unknown>[];
  memberships: Record<string, unknown>[];
  programs: { program: Record<string, unknown>; teamIds: string[] }[];
}

@Injectable()
export class TeamsRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insertProgram(manager: EntityManager, program: ProgramEntity): Promise<void> {
    await manager.getRepository(ProgramEntity).insert(program);
  }

  async insertTeams(manager: EntityManager, teams: TeamEntity[]): Promise<void> {
    if (teams.length > 0) await manager.getRepository(TeamEntity).insert(teams);
  }

  async insertMemberships(manager: EntityManager, memberships: MembershipEntity[]): Promise<void> {
    if (memberships.length > 0) await manager.getRepository(MembershipEntity).insert(memberships);
  }

  teamKeyTaken(manager: EntityManager, teamKey: string): Promise<boolean> {
    return manager.getRepository(TeamEntity).existsBy({ teamKey });
  }

  /** A team key no team has (nor any of `alsoTaken`, teams about to be inserted). */
  async freshTeamKey(manager: EntityManager, alsoTaken: readonly TeamEntity[] = []): Promise<string> {
    for (let attempt = 0; attempt < MAX_TEAM_KEY_ATTEMPTS; attempt++) {
      const key = generateTeamKey();
      if (alsoTaken.some((team) => team.teamKey === key)) continue;
      if (!(await this.teamKeyTaken(manager, key))) return key;
    }
    // 24^8 keys: reaching this means the key space is nearly full, which needs a longer key, not a retry.
    throw new Error('Could not find a free team key');
  }

  teamByKey(manager: EntityManager, teamKey: string): Promise<TeamEntity | null> {
    return manager.getRepository(TeamEntity).findOneBy({ teamKey });
  }

  /** The statement of `retrieveTeamsData`, built once (PreparedSql). */
  private readonly retrieveTeamsStatement = (): string =>
    `WITH visible AS (SELECT t.* FROM teams t WHERE ${VISIBLE_TO})
       SELECT json_build_object(
                'teams', coalesce((SELECT json_agg(${this.sql.jsonObject(TeamEntity, 't')} ORDER BY t.created_date)
                  FROM visible t), '[]'::json),
                'memberships', coalesce((SELECT json_agg(${this.sql.jsonObject(MembershipEntity, 'mb')} ORDER BY mb.joined_at)
                  FROM memberships mb WHERE mb.team_id IN (SELECT v.id FROM visible v)), '[]'::json),
                'programs', coalesce((SELECT json_agg(json_build_object(
                    'program', ${this.sql.jsonObject(ProgramEntity, 'pr')},
                    'teamIds', ARRAY(SELECT pt.id FROM teams pt WHERE pt.program_id = pr.id ORDER BY pt.created_date)
                  ) ORDER BY pr.created_date)
                  FROM programs pr
                 WHERE pr.admins @> ARRAY[$1::uuid] OR pr.id IN (SELECT v.program_id FROM visible v)), '[]'::json)
              ) AS "data"`;

  /**
   * What retrieveTeams shows, in one prepared statement whose one JSON value Postgres builds: every team the user
   * sees (oldest first), the memberships of those teams, and the programs the user administers or those teams
   * belong to, each with its team ids. One statement send and one Postgres wake-up per call instead of three
   * (issue 12); rows read back exactly as `columns()` reads them (PreparedSql.fromJson).
   */
  async retrieveTeamsData(userId: string): Promise<{
    teams: TeamEntity[];
    memberships: MembershipEntity[];
    programs: ProgramWithTeams[];
  }> {
    const [{ data }] = await this.sql.query<{ data: RetrieveTeamsJson }>(this.retrieveTeamsStatement, [
      userId,
    ]);
    return {
      teams: data.teams.map((team) => this.sql.fromJson(TeamEntity, team)),
      memberships: data.memberships.map((membership) => this.sql.fromJson(MembershipEntity, membership)),
      programs: data.programs.map(({ program, teamIds }) => ({
        ...this.sql.fromJson(ProgramEntity, program),
        teamIds,
      })),
    };
  }

  membershipsOfTeams(
    teamIds: string[],
    manager: EntityManager = this.db.manager,
  ): Promise<MembershipEntity[]> {
    if (teamIds.length === 0) return Promise.resolve([]);
    return manager
      .getRepository(MembershipEntity)
      .find({ where: { teamId: In(teamIds) }, order: { joinedAt: 'ASC' } });
  }

  teamsOfProgram(programId: string, manager: EntityManager = this.db.manager): Promise<TeamEntity[]> {
    return manager.getRepository(TeamEntity).find({ where: { programId }, order: { createdDate: 'ASC' } });
  }

  programById(id: string, manager: EntityManager = this.db.manager): Promise<ProgramEntity | null> {
    return manager.getRepository(ProgramEntity).findOneBy({ id });
  }

  /** Teams of a program on which the user is a joined PLAYER (the seats of the one-seat-per-sport rule). */
  teamsPlayedOnInProgram(manager: EntityManager, userId: string, programId: string): Promise<TeamEntity[]> {
    return manager
      .getRepository(TeamEntity)
      .createQueryBuilder('team')
      .innerJoin(
        MembershipEntity,
        'membership',
        'membership.team_id = team.id AND membership.user_id = :userId AND membership.role = :role AND NOT membership.pending',
        { userId, role: 'PLAYER' },
      )
      .where('team.program_id = :programId', { programId })
      .getMany();
  }
}
