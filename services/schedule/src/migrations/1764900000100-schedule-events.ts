import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Events, custom event types, RSVPs and attendance. */
export class ScheduleEvents1764900000100 implements MigrationInterface {
  name = 'ScheduleEvents1764900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE custom_event_types (
        id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        name text NOT NULL,
        color text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX custom_event_types_team ON custom_event_types (team_id)`);
    await q.query(`CREATE UNIQUE INDEX custom_event_types_name ON custom_event_types (team_id, lower(name))`);
    await q.query(`
      CREATE TABLE schedule_events (
        id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        series_id uuid,
        event_type text NOT NULL,
        custom_type_id uuid REFERENCES custom_event_types (id) ON DELETE SET NULL,
        title text NOT NULL DEFAULT '',
        start_at timestamptz NOT NULL,
        end_at timestamptz NOT NULL,
        time_zone text NOT NULL,
        opponent text,
        location jsonb,
        location_name text,
        objectives text,
        field_details text,
        reminder jsonb NOT NULL DEFAULT 'false',
        reminder_sent_at timestamptz,
        default_rsvp text,
        cancelled boolean NOT NULL DEFAULT false,
        sequence integer NOT NULL DEFAULT 0,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        date_updated timestamptz,
        location_updated timestamptz,
        objectives_updated timestamptz,
        field_details_updated timestamptz,
        practice_plan_updated timestamptz,
        opponent_updated timestamptz,
        CHECK (end_at > start_at)
      )`);
    await q.query(`CREATE INDEX schedule_events_team_start ON schedule_events (team_id, start_at, id)`);
    await q.query(`CREATE INDEX schedule_events_team_end ON schedule_events (team_id, end_at, id)`);
    await q.query(
      `CREATE INDEX schedule_events_series ON schedule_events (series_id) WHERE series_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX schedule_events_reminder_due ON schedule_events ((reminder->>'sendAt'))
         WHERE reminder <> 'false' AND reminder_sent_at IS NULL AND NOT cancelled`,
    );
    await q.query(`
      CREATE TABLE schedule_rsvps (
        event_id uuid NOT NULL REFERENCES schedule_events (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        team_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN ('GOING', 'MAYBE', 'NOTGOING')),
        reason text NOT NULL DEFAULT '',
        answered_by uuid NOT NULL,
        answered_at timestamptz NOT NULL,
        PRIMARY KEY (event_id, user_id)
      )`);
    await q.query(`CREATE INDEX schedule_rsvps_team_user ON schedule_rsvps (team_id, user_id)`);
    await q.query(`
      CREATE TABLE schedule_attendance (
        event_id uuid NOT NULL REFERENCES schedule_events (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        team_id uuid NOT NULL,
        present boolean NOT NULL,
        marked_by uuid NOT NULL,
        marked_at timestamptz NOT NULL,
        PRIMARY KEY (event_id, user_id)
      )`);
    await q.query(`CREATE INDEX schedule_attendance_team_user ON schedule_attendance (team_id, user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE schedule_attendance`);
    await q.query(`DROP TABLE schedule_rsvps`);
    await q.query(`DROP TABLE schedule_events`);
    await q.query(`DROP TABLE custom_event_types`);
  }
}
