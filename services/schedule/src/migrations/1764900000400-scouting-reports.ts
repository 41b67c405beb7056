import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One scouting report per game; it goes with its event. */
export class ScheduleScoutingReports1764900000400 implements MigrationInterface {
  name = 'ScheduleScoutingReports1764900000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE scouting_reports (
        id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        event_id uuid NOT NULL UNIQUE REFERENCES schedule_events (id) ON DELETE CASCADE,
        sport text NOT NULL,
        ncaa_year integer NOT NULL,
        stats jsonb NOT NULL DEFAULT '{}',
        personnel jsonb NOT NULL DEFAULT '[]',
        summary text NOT NULL DEFAULT '',
        published boolean NOT NULL DEFAULT false,
        published_at timestamptz,
        published_by uuid,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        updated_by uuid NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX scouting_reports_team ON scouting_reports (team_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE scouting_reports`);
  }
}
