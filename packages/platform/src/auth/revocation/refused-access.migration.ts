import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The refusals a service learned from identity's SessionsEnded events (see refused-access.store.ts). */
export class PlatformRefusedAccess1764700000000 implements MigrationInterface {
  name = 'PlatformRefusedAccess1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE platform_refused_access (
        kind text NOT NULL CHECK (kind IN ('session', 'account')),
        subject text NOT NULL,
        refuse_until timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, subject)
      )`);
    // Every replica polls for what was recorded since its last look.
    await queryRunner.query(
      `CREATE INDEX platform_refused_access_recorded ON platform_refused_access (recorded_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE platform_refused_access`);
  }
}
