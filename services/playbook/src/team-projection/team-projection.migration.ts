import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 4: the team projection follows TeamUpdated (plan, paid, flags). */
export class TeamProjectionState1763800000210 implements MigrationInterface {
  name = 'TeamProjectionState1763800000210';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE team_projections
        ADD COLUMN plan text,
        ADD COLUMN paid boolean NOT NULL DEFAULT false,
        ADD COLUMN flags jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE team_projections DROP COLUMN plan, DROP COLUMN paid, DROP COLUMN flags`);
  }
}
