import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20 UNVIEWED_PLAYS and inbox expiry: the team plays notifications knows (from playbook.play.v1 listings, with
 * their coaches-only mark and when they were first listed), which of them each person has opened (one row per
 * PlayFirstViewed), and an index to prune inbox items by age.
 */
export class NotificationsUnviewedPlays1764000100800 implements MigrationInterface {
  name = 'NotificationsUnviewedPlays1764000100800';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE team_plays (
        team_id uuid NOT NULL,
        play_id uuid NOT NULL,
        coach_only boolean NOT NULL,
        listed_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, play_id)
      )`);
    await db.query(`CREATE INDEX team_plays_play ON team_plays (play_id)`);
    await db.query(`
      CREATE TABLE play_first_views (
        team_id uuid NOT NULL,
        play_id uuid NOT NULL,
        user_id uuid NOT NULL,
        viewed_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, user_id, play_id)
      )`);
    await db.query(`CREATE INDEX play_first_views_play ON play_first_views (play_id)`);
    await db.query(`CREATE INDEX notifications_updated ON notifications (updated_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX notifications_updated`);
    await db.query(`DROP TABLE play_first_views`);
    await db.query(`DROP TABLE team_plays`);
  }
}
