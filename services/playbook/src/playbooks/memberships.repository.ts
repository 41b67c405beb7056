import { Injectable } from '@nestjs/common';
import type { TeamRole } from '@chalktalk/domain';
import { DataSource } from 'typeorm';

/**
 * The user's memberships with their teams' paid state, read from the team projection's tables. The projection's
 * repository has no "teams of a user" query yet; this read is the only one playbook makes outside it.
 */
@Injectable()
export class MembershipsRepository {
  constructor(private readonly db: DataSource) {}

  async membershipsOf(userId: string): Promise<{ teamId: string; role: TeamRole; paid: boolean }[]> {
    const rows: { team_id: string; role: TeamRole; paid: boolean }[] = await this.db.query(
      `SELECT m.team_id, m.role, t.paid FROM team_member_projections m
       JOIN team_projections t ON t.team_id = m.team_id WHERE m.user_id = $1`,
      [userId],
    );
    return rows.map((row) => ({ teamId: row.team_id, role: row.role, paid: row.paid }));
  }
}
