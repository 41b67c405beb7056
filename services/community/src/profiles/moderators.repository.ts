import { Injectable } from '@nestjs/common';
import { PreparedSql } from '@chalktalk/platform';

/** community_moderators: moderators granted in the database (the demo moderator), besides the configured ones. */
@Injectable()
export class ModeratorsRepository {
  constructor(private readonly sql: PreparedSql) {}

  async isListed(userId: string): Promise<boolean> {
    const rows = await this.sql.query<{ one: number }>(
      `SELECT 1 AS one FROM community_moderators WHERE user_id = $1::uuid`,
      [userId],
    );
    return rows.length > 0;
  }

  async grant(userId: string): Promise<void> {
    await this.sql.query(
      `INSERT INTO community_moderators (user_id) VALUES ($1::uuid) ON CONFLICT (user_id) DO NOTHING`,
      [userId],
    );
  }
}
