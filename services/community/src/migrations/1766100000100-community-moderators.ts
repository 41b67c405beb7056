import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderators granted in the database besides COMMUNITY_MODERATOR_IDS: the embedded runner's demo moderator,
 * whose id is only known once the demo seed has created the account.
 */
export class CommunityModerators1766100000100 implements MigrationInterface {
  name = 'CommunityModerators1766100000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE community_moderators (user_id uuid PRIMARY KEY, granted_at timestamptz NOT NULL DEFAULT now())`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS community_moderators`);
  }
}
