import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TeamEditionEntity } from './team-edition.entity';

@Injectable()
export class TeamEditionsRepository {
  /** Inserts or replaces the team's edition unless a newer event already wrote it (events may come late). */
  async upsert(manager: EntityManager, row: TeamEditionEntity): Promise<void> {
    await manager.query(
      `INSERT INTO team_editions (team_id, edition, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (team_id) DO UPDATE SET edition = EXCLUDED.edition, updated_at = EXCLUDED.updated_at
       WHERE team_editions.updated_at <= EXCLUDED.updated_at`,
      [row.teamId, row.edition, row.updatedAt],
    );
  }

  async remove(manager: EntityManager, teamId: string): Promise<void> {
    await manager.getRepository(TeamEditionEntity).delete({ teamId });
  }

  async editionOf(manager: EntityManager, teamId: string): Promise<string | undefined> {
    const row = await manager.getRepository(TeamEditionEntity).findOneBy({ teamId });
    return row?.edition;
  }
}
