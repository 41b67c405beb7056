import { Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { PreparedSql } from '@chalktalk/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { MembershipEntity } from './membership.entity';
import { ProgramEntity } from './program.entity';
import type { TeamContext } from './team-context';
import { TeamEntity } from './team.entity';

@Injectable()
export class TeamContextLoader {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  /**
   * Loads a team and what its rules need; G004 when it does not exist. With `lock`, the team row is locked for
   * the transaction, so concurrent joins count seats one after another and cannot overfill the team.
   */
  async load(teamId: string, opts: { manager?: EntityManager; lock?: boolean } = {}): Promise<TeamContext> {
    if (!opts.manager) return this.read(teamId);
    const manager = opts.manager ?? this.db.manager;
    const team = await manager.getRepository(TeamEntity).findOne({
      where: { id: teamId },
      ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!team) throw new AppError('G004');
    const readMemberships = () =>
      manager.getRepository(MembershipEntity).find({ where: { teamId }, order: { joinedAt: 'ASC' } });
    const readProgram = () =>
      team.programId ? manager.getRepository(ProgramEntity).findOneBy({ id: team.programId }) : null;
    const readCounts = () => counts(manager, teamId, team.programId);
    // Inside a transaction the reads share its one connection (and follow the lock): one after another.
    const memberships = await readMemberships();
    const program = await readProgram();
    const { programTeamCount, rosterPlayerCount } = await readCounts();
    return { team, memberships, program, programTeamCount, rosterPlayerCount };
  }

  /** The statement of `read`, built once (PreparedSql). */
  private readonly contextStatement = (): string =>
    `SELECT json_build_object(
                'team', ${this.sql.jsonObject(TeamEntity, 't')},
                'programTeamCount', (SELECT count(*) FROM teams pt WHERE pt.program_id = t.program_id)::int,
                'rosterPlayerCount', (SELECT count(*) FROM roster_entries r
                  WHERE r.team_id = t.id AND NOT r.pending AND r.player_id IS NULL)::int,
                'memberships', coalesce((SELECT json_agg(${this.sql.jsonObject(MembershipEntity, 'm')} ORDER BY m.joined_at)
                  FROM memberships m WHERE m.team_id = t.id), '[]'::json),
                'program', (SELECT ${this.sql.jsonObject(ProgramEntity, 'p')} FROM programs p WHERE p.id = t.program_id)
              ) AS "context"
         FROM teams t WHERE t.id = $1::uuid`;

  /**
   * Outside a transaction: one prepared statement. Postgres builds the team, its two counts, its memberships and
   * its program as one JSON value, so the read is one statement send, one Postgres wake-up and one row to parse
   * (three statements on three pool connections before; each send was a socket write, the largest item of the
   * profile, issue 12). The rows read back exactly as `columns()` reads them (PreparedSql.fromJson).
   */
  private async read(teamId: string): Promise<TeamContext> {
    const [row] = await this.sql.query<{ context: ContextJson }>(this.contextStatement, [teamId]);
    if (!row) throw new AppError('G004');
    const { team, memberships, program, programTeamCount, rosterPlayerCount } = row.context;
    // A team outside any program counts as a program of one.
    return {
      team: this.sql.fromJson(TeamEntity, team),
      memberships: memberships.map((membership) => this.sql.fromJson(MembershipEntity, membership)),
      program: program ? this.sql.fromJson(ProgramEntity, program) : null,
      programTeamCount: team.programId ? programTeamCount : 1,
      rosterPlayerCount,
    };
  }
}

/** The one JSON value `read` selects: rows as `PreparedSql.jsonObject` builds them. */
interface ContextJson {
  team: Record<string, unknown>;
  programTeamCount: number;
  rosterPlayerCount: number;
  memberships: Record<string, unknown>[];
  program: Record<string, unknown> | null;
}

/** The two numbers the seat rules need, in one statement. */
async function counts(
  manager: EntityManager,
  teamId: string,
  programId: string | null,
): Promise<{ programTeamCount: number; rosterPlayerCount: number }> {
  const [row] = (await manager.query(
    `SELECT (SELECT count(*) FROM teams WHERE program_id = $2)::int AS "programTeamCount",
            (SELECT count(*) FROM roster_entries
              WHERE team_id = $1 AND NOT pending AND player_id IS NULL)::int AS "rosterPlayerCount"`,
    [teamId, programId],
  )) as { programTeamCount: number; rosterPlayerCount: number }[];
  // A team outside any program counts as a program of one.
  return { programTeamCount: programId ? row.programTeamCount : 1, rosterPlayerCount: row.rosterPlayerCount };
}
