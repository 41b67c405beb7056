import { Injectable } from '@nestjs/common';
import type { TeamRole } from '@chalktalk/domain';
import { PreparedSql } from '@chalktalk/platform';
import { DataSource, EntityManager } from 'typeorm';
import { TeamMemberProjectionEntity } from './team-member-projection.entity';
import { TeamProjectionEntity } from './team-projection.entity';
import type { ProjectedMember } from './team-projection.types';

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
  updatedAt: Date;
}

@Injectable()
export class TeamProjectionRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  async upsertTeam(manager: EntityManager, team: TeamProjectionEntity): Promise<void> {
    await manager.getRepository(TeamProjectionEntity).upsert(team, ['teamId']);
  }

  /**
   * Replaces the team's state unless the row already holds a newer one: a replay from the dead-letter topic
   * cannot roll the projection back. Returns false when nothing was written.
   */
  async replaceTeamState(manager: EntityManager, state: TeamState): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO team_projections
         (team_id, program_id, owner_id, name, sport, plan, paid, flags, updated_at, program_admin_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (team_id) DO UPDATE SET
         program_id = EXCLUDED.program_id, owner_id = EXCLUDED.owner_id, name = EXCLUDED.name,
         sport = EXCLUDED.sport, plan = EXCLUDED.plan, paid = EXCLUDED.paid, flags = EXCLUDED.flags,
         updated_at = EXCLUDED.updated_at, program_admin_ids = EXCLUDED.program_admin_ids
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
        state.updatedAt,
        state.programAdminIds,
      ],
    );
    return rows.length > 0;
  }

  async deleteTeam(manager: EntityManager, teamId: string): Promise<void> {
    await manager.getRepository(TeamProjectionEntity).delete({ teamId });
  }

  teamExists(manager: EntityManager, teamId: string): Promise<boolean> {
    return manager.getRepository(TeamProjectionEntity).existsBy({ teamId });
  }

  /** Inserts or updates the member; a name, address or role left undefined keeps its stored value. */
  async upsertMember(manager: EntityManager, member: TeamMemberProjectionEntity): Promise<void> {
    await manager.query(
      `INSERT INTO team_member_projections (team_id, user_id, role, first_name, last_name, email)
       VALUES ($1, $2, $3, COALESCE($4, ''), COALESCE($5, ''), COALESCE($6, ''))
       ON CONFLICT (team_id, user_id) DO UPDATE SET
         role = EXCLUDED.role,
         first_name = COALESCE($4, team_member_projections.first_name),
         last_name = COALESCE($5, team_member_projections.last_name),
         email = COALESCE($6, team_member_projections.email)`,
      [
        member.teamId,
        member.userId,
        member.role,
        member.firstName ?? null,
        member.lastName ?? null,
        member.email ?? null,
      ],
    );
  }

  async deleteMember(manager: EntityManager, teamId: string, userId: string): Promise<void> {
    await manager.getRepository(TeamMemberProjectionEntity).delete({ teamId, userId });
  }

  /** The team and the user's own membership role (null when not a member), in one prepared statement. */
  async teamWithMemberRole(
    teamId: string,
    userId: string,
  ): Promise<{ team: TeamProjectionEntity; memberRole: TeamRole | null } | null> {
    const [row] = await this.sql.query<TeamProjectionEntity & { memberRole: TeamRole | null }>(
      `SELECT ${this.sql.columns(TeamProjectionEntity, 't')},
              (SELECT m.role FROM team_member_projections m
                WHERE m.team_id = t.team_id AND m.user_id = $2::uuid) AS "memberRole"
         FROM team_projections t WHERE t.team_id = $1::uuid`,
      [teamId, userId],
    );
    if (!row) return null;
    const { memberRole, ...team } = row;
    return { team, memberRole };
  }

  async membersOf(teamId: string): Promise<ProjectedMember[]> {
    const rows = await this.db
      .getRepository(TeamMemberProjectionEntity)
      .find({ where: { teamId }, order: { userId: 'ASC' } });
    return rows.map((row) => ({
      userId: row.userId,
      role: row.role,
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      email: row.email ?? '',
    }));
  }

  /**
   * Every team the user is a member of, with the role and the team's paid state (full access depends on it); a
   * program admin is ADMIN of every team of the program, member or not.
   */
  membershipsOf(userId: string): Promise<{ teamId: string; role: TeamRole; paid: boolean }[]> {
    return this.sql.query<{ teamId: string; role: TeamRole; paid: boolean }>(MEMBERSHIPS_OF_USER, [userId]);
  }
}

/**
 * The teams user $1 is on or administers through their program, with the role and the team's paid state (the
 * full-access rule): the statement of `membershipsOf`, also a subquery of PlaybookListRead's one statement.
 */
export const MEMBERSHIPS_OF_USER = `SELECT t.team_id AS "teamId",
        CASE WHEN $1::uuid = ANY (t.program_admin_ids) THEN 'ADMIN' ELSE m.role END AS "role",
        t.paid AS "paid"
   FROM team_projections t
   LEFT JOIN team_member_projections m ON m.team_id = t.team_id AND m.user_id = $1::uuid
  WHERE m.user_id IS NOT NULL OR $1::uuid = ANY (t.program_admin_ids)`;
