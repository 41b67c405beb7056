import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Program admins: who they are (for getTeamMembers with programs) and invitation links to a program. A link
 * points at a team or at a program, never both.
 */
export class TeamsProgramAdmins1763800000120 implements MigrationInterface {
  name = 'TeamsProgramAdmins1763800000120';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE programs ADD COLUMN admin_profiles jsonb NOT NULL DEFAULT '{}'`);
    await db.query(`
      ALTER TABLE invite_links
        ALTER COLUMN team_id DROP NOT NULL,
        ADD COLUMN program_id uuid REFERENCES programs (id) ON DELETE CASCADE,
        ADD CONSTRAINT invite_links_one_entity CHECK (num_nonnulls(team_id, program_id) = 1)`);
    await db.query(`CREATE INDEX invite_links_program ON invite_links (program_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM invite_links WHERE program_id IS NOT NULL`);
    await db.query(`
      ALTER TABLE invite_links
        DROP CONSTRAINT invite_links_one_entity,
        DROP COLUMN program_id,
        ALTER COLUMN team_id SET NOT NULL`);
    await db.query(`ALTER TABLE programs DROP COLUMN admin_profiles`);
  }
}
