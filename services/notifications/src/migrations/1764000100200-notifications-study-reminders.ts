import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Study reminders: the event names people by account id, so notifications keeps a member directory (address and
 * name per team member, from teams.membership.v1) and a new mail kind.
 */
export class NotificationsStudyReminders1764000100200 implements MigrationInterface {
  name = 'NotificationsStudyReminders1764000100200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE team_members (
        team_id text NOT NULL,
        user_id text NOT NULL,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        PRIMARY KEY (team_id, user_id)
      )`);
    await db.query(`CREATE INDEX team_members_user ON team_members (user_id)`);
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_kind_check`);
    await db.query(`
      ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_kind_check
        CHECK (kind IN ('verifyEmail', 'resetPassword', 'emailChanged', 'teamInvitation', 'teamEmail',
                        'studyReminder'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM mail_deliveries WHERE kind = 'studyReminder'`);
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_kind_check`);
    await db.query(`
      ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_kind_check
        CHECK (kind IN ('verifyEmail', 'resetPassword', 'emailChanged', 'teamInvitation', 'teamEmail'))`);
    await db.query(`DROP TABLE team_members`);
  }
}
