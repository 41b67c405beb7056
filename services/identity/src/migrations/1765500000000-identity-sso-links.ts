import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 21: realm users (issuer + subject) linked to accounts by verified email; gone with the account. */
export class IdentitySsoLinks1765500000000 implements MigrationInterface {
  name = 'IdentitySsoLinks1765500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sso_links (
        issuer text NOT NULL,
        subject text NOT NULL,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        linked_at timestamptz NOT NULL,
        PRIMARY KEY (issuer, subject)
      )`);
    await db.query(`CREATE INDEX sso_links_account ON sso_links (account_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sso_links`);
  }
}
