import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A practice's plan of timed sections, and the team's practice templates. */
export class SchedulePracticePlans1764900000300 implements MigrationInterface {
  name = 'SchedulePracticePlans1764900000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedule_events ADD COLUMN practice_plan jsonb`);
    await q.query(`
      CREATE TABLE practice_templates (
        id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        name text NOT NULL,
        sections jsonb NOT NULL,
        created_by uuid NOT NULL,
        created_date timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX practice_templates_team ON practice_templates (team_id, created_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE practice_templates`);
    await q.query(`ALTER TABLE schedule_events DROP COLUMN practice_plan`);
  }
}
