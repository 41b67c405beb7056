import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: the in-app inbox (one row per person and notification, bursts collapsed into one row with a count),
 * each user's notification settings (preferences per kind and channel, quiet hours, the one-click unsubscribe
 * token), the team listings of plays last seen (to tell a new share from a re-save) and mail bursts.
 */
export class NotificationsInbox1764000100400 implements MigrationInterface {
  name = 'NotificationsInbox1764000100400';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        kind text NOT NULL,
        team_id uuid,
        title text NOT NULL,
        body text NOT NULL,
        link text NOT NULL,
        params jsonb NOT NULL,
        edition text NOT NULL,
        collapse_key text,
        count int NOT NULL DEFAULT 1,
        last_event_id text NOT NULL,
        read_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX notifications_user_recent ON notifications (user_id, updated_at DESC)`);
    await db.query(`CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL`);
    await db.query(
      `CREATE INDEX notifications_burst ON notifications (user_id, collapse_key, created_at) WHERE collapse_key IS NOT NULL`,
    );
    await db.query(`
      CREATE TABLE notification_settings (
        user_id uuid PRIMARY KEY,
        preferences jsonb NOT NULL DEFAULT '{}',
        quiet_start text,
        quiet_end text,
        time_zone text,
        unsubscribe_token text NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE play_listings (
        play_id uuid PRIMARY KEY,
        team_ids uuid[] NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_kind_check`);
    await db.query(`
      ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_kind_check
        CHECK (kind IN ('verifyEmail', 'resetPassword', 'emailChanged', 'teamInvitation', 'teamEmail',
                        'studyReminder', 'notification'))`);
    await db.query(`ALTER TABLE mail_deliveries ADD COLUMN collapse_key text`);
    await db.query(
      `CREATE INDEX mail_deliveries_burst ON mail_deliveries (account_id, collapse_key) WHERE status = 'pending' AND collapse_key IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX mail_deliveries_burst`);
    await db.query(`ALTER TABLE mail_deliveries DROP COLUMN collapse_key`);
    await db.query(`DELETE FROM mail_deliveries WHERE kind = 'notification'`);
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_kind_check`);
    await db.query(`
      ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_kind_check
        CHECK (kind IN ('verifyEmail', 'resetPassword', 'emailChanged', 'teamInvitation', 'teamEmail',
                        'studyReminder'))`);
    await db.query(`DROP TABLE play_listings`);
    await db.query(`DROP TABLE notification_settings`);
    await db.query(`DROP TABLE notifications`);
  }
}
