import { Injectable } from '@nestjs/common';
import type { TeamRole } from '@chalktalk/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { PreparedSql } from '../database/prepared-sql';
import { ProjectedMemberEntity } from './projected-member.entity';
import { ProjectedRosterEntryEntity } from './projected-roster-entry.entity';
import { ProjectedTeamEntity } from './projected-team.entity';

/** The whole state of a team as TeamCreated / TeamUpdated describe it. */
export interface TeamState {
  teamId: string;
  programId: string | null;
  ownerId: string;
  name: string;
  sport: string;
  plan: string | null;
  paid: boolean;
  flags: Record<string, boolean>;
  programAdminIds: string[];
  timeZone: string | null;
  updatedAt: Date;
}

export interface MemberState {
  teamId: string;
  userId: string;
  role: TeamRole;
  pending: boolean;
  /** Left undefined: the stored value stays (a role change carries no names). */
  firstName?: string;
  lastName?: string;
  email?: string;
}

export type RosterEntryState = Omit<ProjectedRosterEntryEntity, never>;

/** The only code that touches the projection tables. */
@Injectable()
export class TeamProjectionRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  /**
   * Writes the team's state unless the row already holds a newer one (a replay cannot roll the projection back).
   * Returns false when nothing was written.
   */
  async writeTeamState(manager: EntityManager, state: TeamState): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO team_projections
         (team_id, program_id, owner_id, name, sport, plan, paid, flags, program_admin_ids, updated_at, time_zone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (team_id) DO UPDATE SET
         program_id = EXCLUDED.program_id, owner_id = EXCLUDED.owner_id, name = EXCLUDED.name,
         sport = EXCLUDED.sport, plan = EXCLUDED.plan, paid = EXCLUDED.paid, flags = EXCLUDED.flags,
         program_admin_ids = EXCLUDED.program_admin_ids, updated_at = EXCLUDED.updated_at,
         time_zone = EXCLUDED.time_zone
       WHERE team_projections.updated_at <= EXCLUDED.updated_at
       RETURNING team_id`,
      [
        state.teamId,
        state.programId,
        state.ownerId,
        state.name,
        state.sport,
        state.plan,
        state.paid,
        JSON.stringify(state.flags),
        state.programAdminIds,
        state.updatedAt,
        state.timeZone,
      ],
    );
    return rows.length > 0;
  }

  /**
   * A snapshot fills in what the projection lacks and keeps what it has: the team, each member and each roster
   * entry are inserted only when absent (rows from change events are never older than a snapshot's history).
   */
  async fillFromSnapshot(
    manager: EntityManager,
    state: TeamState,
    members: readonly MemberState[],
    roster: readonly RosterEntryState[],
  ): Promise<void> {
    await manager.query(
      `INSERT INTO team_projections
         (team_id, program_id, owner_id, name, sport, plan, paid, flags, program_admin_ids, updated_at, time_zone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (team_id) DO NOTHING`,
      [
        state.teamId,
        state.programId,
        state.ownerId,
        state.name,
        state.sport,
        state.plan,
        state.paid,
        JSON.stringify(state.flags),
        state.programAdminIds,
        state.updatedAt,
        state.timeZone,
      ],
    );
    if (members.length > 0)
      await manager.query(
        `INSERT INTO team_member_projections (team_id, user_id, role, pending, first_name, last_name, email)
         SELECT $1, m.user_id, m.role, m.pending, m.first_name, m.last_name, m.email
           FROM jsonb_to_recordset($2::jsonb)
             AS m(user_id uuid, role text, pending boolean, first_name text, last_name text, email text)
         ON CONFLICT (team_id, user_id) DO NOTHING`,
        [
          state.teamId,
          JSON.stringify(
            members.map((member) => ({
              user_id: member.userId,
              role: member.role,
              pending: member.pending,
              first_name: member.firstName ?? '',
              last_name: member.lastName ?? '',
              email: member.email ?? '',
            })),
          ),
        ],
      );
    if (roster.length > 0)
      await manager.query(
        `INSERT INTO roster_projections
           (roster_id, team_id, user_id, player_id, jersey, position, first_name, last_name, email, pending,
            updated_at)
         SELECT r.roster_id, $1, r.user_id, r.player_id, r.jersey, r.position, r.first_name, r.last_name,
                r.email, r.pending, r.updated_at
           FROM jsonb_to_recordset($2::jsonb)
             AS r(roster_id uuid, user_id uuid, player_id uuid, jersey text, position text, first_name text,
                  last_name text, email text, pending boolean, updated_at timestamptz)
         ON CONFLICT (roster_id) DO NOTHING`,
        [
          state.teamId,
          JSON.stringify(
            roster.map((entry) => ({
              roster_id: entry.rosterId,
              user_id: entry.userId,
              player_id: entry.playerId,
              jersey: entry.jersey,
              position: entry.position,
              first_name: entry.firstName,
              last_name: entry.lastName,
              email: entry.email,
              pending: entry.pending,
              updated_at: entry.updatedAt,
            })),
          ),
        ],
      );
  }

  async deleteTeam(manager: EntityManager, teamId: string): Promise<void> {
    await manager.getRepository(ProjectedTeamEntity).delete({ teamId });
  }

  teamExists(manager: EntityManager, teamId: string): Promise<boolean> {
    return manager.getRepository(ProjectedTeamEntity).existsBy({ teamId });
  }

  /** Inserts or updates the member; names left undefined keep their stored value. */
  async upsertMember(manager: EntityManager, member: MemberState): Promise<void> {
    await manager.query(
      `INSERT INTO team_member_projections (team_id, user_id, role, pending, first_name, last_name, email)
       VALUES ($1, $2, $3, $4, COALESCE($5, ''), COALESCE($6, ''), COALESCE($7, ''))
       ON CONFLICT (team_id, user_id) DO UPDATE SET
         role = EXCLUDED.role,
         pending = EXCLUDED.pending,
         first_name = COALESCE($5, team_member_projections.first_name),
         last_name = COALESCE($6, team_member_projections.last_name),
         email = COALESCE($7, team_member_projections.email)`,
      [
        member.teamId,
        member.userId,
        member.role,
        member.pending,
        member.firstName ?? null,
        member.lastName ?? null,
        member.email ?? null,
      ],
    );
  }

  async deleteMember(manager: EntityManager, teamId: string, userId: string): Promise<void> {
    await manager.getRepository(ProjectedMemberEntity).delete({ teamId, userId });
  }

  /** Writes the entry unless a newer state of it is stored. */
  async writeRosterEntry(manager: EntityManager, entry: RosterEntryState): Promise<void> {
    await manager.query(
      `INSERT INTO roster_projections
         (roster_id, team_id, user_id, player_id, jersey, position, first_name, last_name, email, pending, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (roster_id) DO UPDATE SET
         team_id = EXCLUDED.team_id, user_id = EXCLUDED.user_id, player_id = EXCLUDED.player_id,
         jersey = EXCLUDED.jersey, position = EXCLUDED.position, first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, email = EXCLUDED.email, pending = EXCLUDED.pending,
         updated_at = EXCLUDED.updated_at
       WHERE roster_projections.updated_at <= EXCLUDED.updated_at`,
      [
        entry.rosterId,
        entry.teamId,
        entry.userId,
        entry.playerId,
        entry.jersey,
        entry.position,
        entry.firstName,
        entry.lastName,
        entry.email,
        entry.pending,
        entry.updatedAt,
      ],
    );
  }

  /** Removes the entry and, for a player, the contacts attached to it. */
  async deleteRosterEntry(manager: EntityManager, rosterId: string): Promise<void> {
    await manager.query(`DELETE FROM roster_projections WHERE roster_id = $1 OR player_id = $1`, [rosterId]);
  }

  /** The team and the user's own membership (null when not a member), in one prepared statement. */
  async teamWithMember(
    teamId: string,
    userId: string,
  ): Promise<{ team: ProjectedTeamEntity; memberRole: TeamRole | null; pending: boolean } | null> {
    const [row] = await this.sql.query<
      ProjectedTeamEntity & { memberRole: TeamRole | null; memberPending: boolean | null }
    >(
      `SELECT ${this.sql.columns(ProjectedTeamEntity, 't')}, m.role AS "memberRole", m.pending AS "memberPending"
         FROM team_projections t
         LEFT JOIN team_member_projections m ON m.team_id = t.team_id AND m.user_id = $2::uuid
        WHERE t.team_id = $1::uuid`,
      [teamId, userId],
    );
    if (!row) return null;
    const { memberRole, memberPending, ...team } = row;
    return { team, memberRole, pending: memberPending ?? false };
  }

  team(teamId: string): Promise<ProjectedTeamEntity | null> {
    return this.db.getRepository(ProjectedTeamEntity).findOneBy({ teamId });
  }

  teamsOfProgram(programId: string): Promise<ProjectedTeamEntity[]> {
    return this.db.getRepository(ProjectedTeamEntity).find({ where: { programId }, order: { name: 'ASC' } });
  }

  /** One member row (pending or joined), or null: one indexed row instead of the team's whole list. */
  async memberOf(teamId: string, userId: string): Promise<ProjectedMemberEntity | null> {
    const [row] = await this.sql.query<ProjectedMemberEntity>(
      `SELECT ${this.sql.columns(ProjectedMemberEntity, 'm')}
         FROM team_member_projections m
        WHERE m.team_id = $1::uuid AND m.user_id = $2::uuid`,
      [teamId, userId],
    );
    return row ?? null;
  }

  membersOf(teamId: string): Promise<ProjectedMemberEntity[]> {
    return this.db
      .getRepository(ProjectedMemberEntity)
      .find({ where: { teamId }, order: { lastName: 'ASC', firstName: 'ASC', userId: 'ASC' } });
  }

  /**
   * Every team the user belongs to (pending memberships included, marked), with the role the rules use: a
   * program admin is ADMIN of every team of the program, member or not.
   */
  membershipsOf(
    userId: string,
  ): Promise<
    { teamId: string; programId: string | null; role: TeamRole; pending: boolean; paid: boolean }[]
  > {
    return this.sql.query(
      `SELECT t.team_id AS "teamId", t.program_id AS "programId",
              CASE WHEN $1::uuid = ANY (t.program_admin_ids) THEN 'ADMIN' ELSE m.role END AS "role",
              CASE WHEN $1::uuid = ANY (t.program_admin_ids) THEN false ELSE m.pending END AS "pending",
              t.paid AS "paid"
         FROM team_projections t
         LEFT JOIN team_member_projections m ON m.team_id = t.team_id AND m.user_id = $1::uuid
        WHERE m.user_id IS NOT NULL OR $1::uuid = ANY (t.program_admin_ids)`,
      [userId],
    );
  }

  async programsAdministeredBy(userId: string): Promise<string[]> {
    const rows = await this.sql.query<{ programId: string }>(
      `SELECT DISTINCT program_id AS "programId" FROM team_projections
        WHERE program_id IS NOT NULL AND $1::uuid = ANY (program_admin_ids)`,
      [userId],
    );
    return rows.map((row) => row.programId);
  }

  rosterOf(teamId: string): Promise<ProjectedRosterEntryEntity[]> {
    return this.db
      .getRepository(ProjectedRosterEntryEntity)
      .find({ where: { teamId }, order: { lastName: 'ASC', firstName: 'ASC', rosterId: 'ASC' } });
  }

  rosterEntry(rosterId: string): Promise<ProjectedRosterEntryEntity | null> {
    return this.db.getRepository(ProjectedRosterEntryEntity).findOneBy({ rosterId });
  }

  rosterEntriesOfUser(userId: string): Promise<ProjectedRosterEntryEntity[]> {
    return this.db.getRepository(ProjectedRosterEntryEntity).find({ where: { userId } });
  }
}
