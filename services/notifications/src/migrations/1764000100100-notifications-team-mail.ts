import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Team mail (issue 4): invitations and team emails are one event for many addresses, to people who may have no
 * account, so a delivery is unique per event and recipient and may have no account. team_editions remembers each
 * team's edition (from its sport) to brand those mails.
 */
export class NotificationsTeamMail1764000100100 implements MigrationInterface {
  name = 'NotificationsTeamMail1764000100100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE mail_deliveries ALTER COLUMN account_id DROP NOT NULL`);
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_kind_check`);
    await db.query(`
      ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_kind_check
        CHECK (kind IN ('verifyEmail', 'resetPassword', 'emailChanged', 'teamInvitation', 'teamEmail'))`);
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_event_id_unique`);
    await db.query(`
      ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_event_recipient_unique
        UNIQUE (event_id, recipient)`);
    await db.query(`
      CREATE TABLE team_editions (
        team_id text PRIMARY KEY,
        edition text NOT NULL CHECK (edition IN ('hoops', 'lacrosse', 'football')),
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE team_editions`);
    await db.query(`DELETE FROM mail_deliveries WHERE kind IN ('teamInvitation', 'teamEmail')`);
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_event_recipient_unique`);
    await db.query(
      `ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_event_id_unique UNIQUE (event_id)`,
    );
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_kind_check`);
    await db.query(`
      ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_kind_check
        CHECK (kind IN ('verifyEmail', 'resetPassword', 'emailChanged'))`);
    await db.query(`ALTER TABLE mail_deliveries ALTER COLUMN account_id SET NOT NULL`);
  }
}
