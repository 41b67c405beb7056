import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { PlayViewerEntity } from './play-viewer.entity';

@Injectable()
export class ViewersRepository {
  constructor(private readonly db: DataSource) {}

  /** One more view of the play by the person (first and last view times, count). */
  async record(teamId: string, playId: string, userId: string, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO play_viewers (team_id, play_id, user_id, first_viewed, last_viewed, views)
       VALUES ($1, $2, $3, $4, $4, 1)
       ON CONFLICT (team_id, play_id, user_id)
       DO UPDATE SET last_viewed = GREATEST(play_viewers.last_viewed, EXCLUDED.last_viewed),
                     views = play_viewers.views + 1`,
      [teamId, playId, userId, at],
    );
  }

  viewsBy(teamId: string, userId: string, manager: EntityManager = this.db.manager) {
    return manager.getRepository(PlayViewerEntity).findBy({ teamId, userId });
  }

  viewersOf(teamId: string, playId: string) {
    return this.db
      .getRepository(PlayViewerEntity)
      .find({ where: { teamId, playId }, order: { userId: 'ASC' } });
  }
}
