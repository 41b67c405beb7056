import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20 scheduled notifications: the team events notifications knows (from schedule.event.v1) and the jobs due
 * from them (EVENT_STARTING_SOON an hour before an event, the WEEKLY_UPCOMING_EVENT digest of each team). A job is
 * done in the same transaction that writes its notifications, so a crash redoes it or not at all.
 */
export class NotificationsScheduled1764000100600 implements MigrationInterface {
  name = 'NotificationsScheduled1764000100600';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE scheduled_events (
        event_id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        title text NOT NULL,
        start_at timestamptz NOT NULL,
        time_zone text NOT NULL,
        cancelled boolean NOT NULL DEFAULT false
      )`);
    await db.query(`CREATE INDEX scheduled_events_team_start ON scheduled_events (team_id, start_at)`);
    await db.query(`
      CREATE TABLE scheduled_jobs (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        job_key text NOT NULL UNIQUE,
        team_id uuid NOT NULL,
        event_id uuid,
        due_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'done')),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        done_at timestamptz
      )`);
    await db.query(`CREATE INDEX scheduled_jobs_due ON scheduled_jobs (due_at) WHERE status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE scheduled_jobs`);
    await db.query(`DROP TABLE scheduled_events`);
  }
}
