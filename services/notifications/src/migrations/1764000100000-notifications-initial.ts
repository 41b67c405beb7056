import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationsInitial1764000100000 implements MigrationInterface {
  name = 'NotificationsInitial1764000100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_deliveries (
        id uuid PRIMARY KEY,
        event_id text NOT NULL,
        account_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('verifyEmail', 'resetPassword', 'emailChanged')),
        recipient text NOT NULL,
        edition text NOT NULL,
        vars jsonb,
        status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text,
        message_id text,
        subject text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        CONSTRAINT mail_deliveries_event_id_unique UNIQUE (event_id)
      )`);
    await db.query(`CREATE INDEX mail_deliveries_due ON mail_deliveries (status, next_attempt_at)`);
    await db.query(`CREATE INDEX mail_deliveries_account ON mail_deliveries (account_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mail_deliveries`);
  }
}
