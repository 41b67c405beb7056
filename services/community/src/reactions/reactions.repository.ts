import { Injectable } from '@nestjs/common';
import { PreparedSql } from '@chalktalk/platform';
import { DataSource, type EntityManager } from 'typeorm';

export interface CommentRow {
  id: string;
  play_id: string;
  author_id: string;
  text: string;
  created_at: Date;
  screen_name: string | null;
}

@Injectable()
export class ReactionsRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  /** Takes the like back when there is one, else adds it; answers whether the user now likes the play. */
  async toggleLike(manager: EntityManager, playId: string, userId: string, now: Date): Promise<boolean> {
    const removed = (await manager.query(
      `DELETE FROM community_likes WHERE play_id = $1 AND user_id = $2 RETURNING 1`,
      [playId, userId],
    )) as [unknown[], number];
    if (removed[1] > 0) return false;
    await manager.query(
      `INSERT INTO community_likes (play_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [playId, userId, now],
    );
    return true;
  }

  async insertComment(
    manager: EntityManager,
    c: { id: string; playId: string; authorId: string; text: string },
    now: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO community_comments (id, play_id, author_id, text, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [c.id, c.playId, c.authorId, c.text, now],
    );
  }

  /** The visible comments of a play, oldest first. */
  comments(playId: string): Promise<CommentRow[]> {
    return this.sql.query<CommentRow>(
      `SELECT c.id, c.play_id, c.author_id, c.text, c.created_at, a.screen_name
       FROM community_comments c LEFT JOIN community_profiles a ON a.user_id = c.author_id
       WHERE c.play_id = $1::uuid AND NOT c.deleted AND NOT c.hidden
       ORDER BY c.created_at, c.id LIMIT 500`,
      [playId],
    );
  }

  async comment(id: string, manager: EntityManager = this.db.manager) {
    const rows = (await manager.query(
      `SELECT id, play_id, author_id, deleted, hidden FROM community_comments WHERE id = $1`,
      [id],
    )) as { id: string; play_id: string; author_id: string; deleted: boolean; hidden: boolean }[];
    return rows[0];
  }

  /** Marks a visible comment deleted or hidden; false when it already was not visible. */
  async removeComment(manager: EntityManager, id: string, how: 'deleted' | 'hidden'): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE community_comments SET ${how} = true WHERE id = $1 AND NOT deleted AND NOT hidden`,
      [id],
    )) as [unknown, number];
    return affected > 0;
  }

  /**
   * Counts one more action of the user in the current window (fixed windows of `windowMs`) and answers the
   * count so far, this one included.
   */
  async countAction(userId: string, action: string, windowMs: number, now: Date): Promise<number> {
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await this.sql.query<{ count: number }>(
      `INSERT INTO community_rate_windows (user_id, action, window_start, count) VALUES ($1::uuid, $2, $3, 1)
       ON CONFLICT (user_id, action, window_start) DO UPDATE SET count = community_rate_windows.count + 1
       RETURNING count`,
      [userId, action, windowStart],
    );
    return row?.count ?? 1;
  }
}
