import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TeamEditionEntity } from './team-edition.entity';

@Injectable()
export class TeamEditionsRepository {
  /**
   * Inserts or replaces the team's edition and program unless a newer event already wrote them (events may come
   * late). The creation time only ever moves earlier: a late TeamCreated still tells how old the team is.
   */
  async upsert(manager: EntityManager, row: TeamEditionEntity): Promise<void> {
    await manager.query(
      `INSERT INTO team_editions (team_id, edition, program_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (team_id) DO UPDATE SET
         edition = CASE WHEN team_editions.updated_at <= EXCLUDED.updated_at
                        THEN EXCLUDED.edition ELSE team_editions.edition END,
         program_id = CASE WHEN team_editions.updated_at <= EXCLUDED.updated_at
                           THEN EXCLUDED.program_id ELSE team_editions.program_id END,
         updated_at = GREATEST(team_editions.updated_at, EXCLUDED.updated_at),
         created_at = LEAST(team_editions.created_at, EXCLUDED.created_at)`,
      [row.teamId, row.edition, row.programId, row.createdAt, row.updatedAt],
    );
  }

  async remove(manager: EntityManager, teamId: string): Promise<void> {
    await manager.getRepository(TeamEditionEntity).delete({ teamId });
  }

  async editionOf(manager: EntityManager, teamId: string): Promise<string | undefined> {
    const row = await manager.getRepository(TeamEditionEntity).findOneBy({ teamId });
    return row?.edition;
  }

  /**
   * The edition most of the program's known teams have; on a tie, the edition of the oldest of the tied teams.
   * Undefined when no team of the program is known here.
   */
  async editionOfProgram(manager: EntityManager, programId: string): Promise<string | undefined> {
    const rows: { edition: string }[] = await manager.query(
      `SELECT edition FROM team_editions WHERE program_id = $1
       GROUP BY edition ORDER BY count(*) DESC, min(created_at) ASC, min(team_id) ASC LIMIT 1`,
      [programId],
    );
    return rows[0]?.edition;
  }

  /**
   * The edition most of a user's known teams have (the same tie rule as a program's); undefined when the user is
   * a member of no team known here.
   */
  async editionOfMember(manager: EntityManager, userId: string): Promise<string | undefined> {
    const rows: { edition: string }[] = await manager.query(
      `SELECT e.edition FROM team_members m JOIN team_editions e ON e.team_id = m.team_id WHERE m.user_id = $1
       GROUP BY e.edition ORDER BY count(*) DESC, min(e.created_at) ASC, min(e.team_id) ASC LIMIT 1`,
      [userId],
    );
    return rows[0]?.edition;
  }
}
