import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 3: one-time action codes, the time the password was last typed per session (auth_time), the edition an
 * account signed up on (mail branding), and notificationDevices as a list.
 */
export class IdentityAccountActions1764000000000 implements MigrationInterface {
  name = 'IdentityAccountActions1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts ADD COLUMN edition text NOT NULL DEFAULT 'hoops'`);
    await db.query(`
      UPDATE accounts SET settings = jsonb_set(settings, '{notificationDevices}', '[]'::jsonb)
      WHERE jsonb_typeof(settings -> 'notificationDevices') IS DISTINCT FROM 'array'`);
    await db.query(`ALTER TABLE refresh_tokens ADD COLUMN auth_time timestamptz`);
    await db.query(`UPDATE refresh_tokens SET auth_time = created_at WHERE auth_time IS NULL`);
    await db.query(`ALTER TABLE refresh_tokens ALTER COLUMN auth_time SET NOT NULL`);
    await db.query(`
      CREATE TABLE action_codes (
        id uuid PRIMARY KEY,
        code_hash text NOT NULL,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        mode text NOT NULL CHECK (mode IN ('verifyEmail', 'resetPassword')),
        email_normalized text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT action_codes_code_hash_unique UNIQUE (code_hash)
      )`);
    await db.query(`CREATE INDEX action_codes_account_mode ON action_codes (account_id, mode)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE action_codes`);
    await db.query(`ALTER TABLE refresh_tokens DROP COLUMN auth_time`);
    await db.query(`
      UPDATE accounts SET settings = jsonb_set(settings, '{notificationDevices}', '{}'::jsonb)
      WHERE jsonb_typeof(settings -> 'notificationDevices') = 'array'`);
    await db.query(`ALTER TABLE accounts DROP COLUMN edition`);
  }
}
