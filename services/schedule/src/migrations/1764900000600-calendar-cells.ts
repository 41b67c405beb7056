import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each event's calendar cell text kept on its row (club scale, issue 15): formatting a cell (two instants, the local
 * date in the event's zone, the free text escaped) was most of the month statement's time, 4,400 cells per program
 * month on every call, for rows that change rarely. A BEFORE trigger writes it whenever a column it shows changes,
 * whatever wrote the row (the service, the demo seed, a bulk load); the RSVP counts' updates do not touch it. What
 * changes on its own (the custom type's name and colour, the counts, the caller's answer, whether the zone is the
 * answer's) is added at read time (src/events/calendar-cells.sql.ts). Not mapped on the entity: a save never
 * writes it.
 *
 * The text is the cell's object body without its braces: id, teamId, eventType, title (when not empty), opponent,
 * location, eventDate and endTime (UTC ISO 8601: to_json of the UTC wall clock is ISO whatever the DateStyle,
 * plus the Z), local.date (the start's date in the event's zone) and cancelled (when true).
 */
export class ScheduleCalendarCells1764900000600 implements MigrationInterface {
  name = 'ScheduleCalendarCells1764900000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION schedule_event_calendar_cell() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.calendar_cell :=
          '"id":"' || NEW.id || '","teamId":"' || NEW.team_id || '","eventType":' || to_json(NEW.event_type)
          || CASE WHEN NEW.title = '' THEN '' ELSE ',"title":' || to_json(NEW.title) END
          || CASE WHEN NEW.opponent IS NULL THEN '' ELSE ',"opponent":' || to_json(NEW.opponent) END
          || CASE WHEN NEW.location_name IS NULL THEN ''
                  ELSE ',"location":{"name":' || to_json(NEW.location_name) || '}' END
          || ',"eventDate":' || left(to_json(NEW.start_at AT TIME ZONE 'UTC')::text, -1)
          || 'Z","endTime":' || left(to_json(NEW.end_at AT TIME ZONE 'UTC')::text, -1) || 'Z"'
          || ',"local":{"date":' || to_json((NEW.start_at AT TIME ZONE NEW.time_zone)::date) || '}'
          || CASE WHEN NEW.cancelled THEN ',"cancelled":true' ELSE '' END;
        RETURN NEW;
      END $$`);
    await q.query(`ALTER TABLE schedule_events ADD COLUMN calendar_cell text`);
    await q.query(`
      CREATE TRIGGER schedule_events_calendar_cell
        BEFORE INSERT OR UPDATE OF id, team_id, event_type, title, opponent, location_name, start_at, end_at,
                                   time_zone, cancelled
        ON schedule_events FOR EACH ROW EXECUTE FUNCTION schedule_event_calendar_cell()`);
    // The trigger writes the cell of every existing row (each column listed is set to itself).
    await q.query(`UPDATE schedule_events SET id = id`);
    await q.query(`ALTER TABLE schedule_events ALTER COLUMN calendar_cell SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER schedule_events_calendar_cell ON schedule_events`);
    await q.query(`DROP FUNCTION schedule_event_calendar_cell()`);
    await q.query(`ALTER TABLE schedule_events DROP COLUMN calendar_cell`);
  }
}
