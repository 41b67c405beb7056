import { Injectable } from '@nestjs/common';
import { PreparedSql } from '@chalktalk/platform';
import { DataSource, EntityManager } from 'typeorm';
import { PlayViewerEntity } from './play-viewer.entity';

@Injectable()
export class ViewersRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  /**
   * One more view of the play by the person (first and last view times, count). True when it was their first
   * (the row was inserted: xmax is 0 only for a row this statement created).
   */
  async record(
    teamId: string,
    playId: string,
    userId: string,
    at: Date,
    manager: EntityManager = this.db.manager,
  ): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO play_viewers (team_id, play_id, user_id, first_viewed, last_viewed, views)
       VALUES ($1, $2, $3, $4, $4, 1)
       ON CONFLICT (team_id, play_id, user_id)
       DO UPDATE SET last_viewed = GREATEST(play_viewers.last_viewed, EXCLUDED.last_viewed),
                     views = play_viewers.views + 1
       RETURNING (xmax = 0) AS first`,
      [teamId, playId, userId, at],
    )) as { first: boolean }[];
    return rows[0]?.first ?? false;
  }

  viewsBy(teamId: string, userId: string, manager: EntityManager = this.db.manager) {
    return manager.getRepository(PlayViewerEntity).findBy({ teamId, userId });
  }

  /** Ids of the team playbook's plays the user has viewed (the list's unviewed marks), one prepared statement. */
  async viewedPlayIds(teamId: string, userId: string): Promise<Set<string>> {
    const rows = await this.sql.query<{ playId: string }>(
      `SELECT v.play_id AS "playId" FROM play_viewers v WHERE v.team_id = $1::uuid AND v.user_id = $2::uuid`,
      [teamId, userId],
    );
    return new Set(rows.map((row) => row.playId));
  }

  viewersOf(teamId: string, playId: string) {
    return this.db
      .getRepository(PlayViewerEntity)
      .find({ where: { teamId, playId }, order: { userId: 'ASC' } });
  }
}
