import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Program admins per team, from TeamCreated / TeamUpdated (program_admin_ids): they count as the team's admins
 * in the playbook rules. Rows from before are empty until the team's next TeamUpdated.
 */
export class TeamProgramAdmins1764100000700 implements MigrationInterface {
  name = 'TeamProgramAdmins1764100000700';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE team_projections ADD COLUMN program_admin_ids uuid[] NOT NULL DEFAULT '{}'::uuid[]`,
    );
    await db.query(
      `CREATE INDEX team_projections_program_admins ON team_projections USING gin (program_admin_ids)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE team_projections DROP COLUMN program_admin_ids`);
  }
}
