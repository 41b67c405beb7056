import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Program invitations have no team, so team_editions also remembers each team's program (to brand them with the
 * edition most of the program's teams have) and when the team was created (ties go to the oldest team). Rows
 * written before this learn their program from the team's next TeamUpdated; their creation time is approximated
 * by the last event seen.
 */
export class NotificationsTeamEditionPrograms1764000100300 implements MigrationInterface {
  name = 'NotificationsTeamEditionPrograms1764000100300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE team_editions ADD COLUMN program_id text`);
    await db.query(`ALTER TABLE team_editions ADD COLUMN created_at timestamptz`);
    await db.query(`UPDATE team_editions SET created_at = updated_at`);
    await db.query(`ALTER TABLE team_editions ALTER COLUMN created_at SET NOT NULL`);
    await db.query(`CREATE INDEX team_editions_program_idx ON team_editions (program_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX team_editions_program_idx`);
    await db.query(`ALTER TABLE team_editions DROP COLUMN created_at`);
    await db.query(`ALTER TABLE team_editions DROP COLUMN program_id`);
  }
}
