import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * RSVP counts kept on the event row (club scale, issue 15): the calendar of a 200-team program lists 4,200 events,
 * and counting their 105,000 answers on every call was most of its time. Statement triggers with transition tables
 * keep the counts in the transaction of every write to schedule_rsvps, whatever wrote it (the service, the demo
 * seed, a bulk load), so they are never stale; one grouped update per statement, not one per answer. The event rows
 * are locked in id order first, so two statements answering overlapping events cannot deadlock.
 */
export class ScheduleRsvpCounts1764900000500 implements MigrationInterface {
  name = 'ScheduleRsvpCounts1764900000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE schedule_events
        ADD COLUMN going_count integer NOT NULL DEFAULT 0,
        ADD COLUMN maybe_count integer NOT NULL DEFAULT 0,
        ADD COLUMN not_going_count integer NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE schedule_events e
         SET going_count = c.going, maybe_count = c.maybe, not_going_count = c.not_going
        FROM (SELECT event_id,
                     count(*) FILTER (WHERE status = 'GOING')::int AS going,
                     count(*) FILTER (WHERE status = 'MAYBE')::int AS maybe,
                     count(*) FILTER (WHERE status = 'NOTGOING')::int AS not_going
                FROM schedule_rsvps GROUP BY event_id) c
       WHERE e.id = c.event_id`);
    await q.query(`
      CREATE FUNCTION schedule_rsvps_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM 1 FROM schedule_events WHERE id IN (SELECT event_id FROM new_rows) ORDER BY id FOR NO KEY UPDATE;
          UPDATE schedule_events e
             SET going_count = e.going_count + d.going,
                 maybe_count = e.maybe_count + d.maybe,
                 not_going_count = e.not_going_count + d.not_going
            FROM (SELECT event_id,
                         count(*) FILTER (WHERE status = 'GOING')::int AS going,
                         count(*) FILTER (WHERE status = 'MAYBE')::int AS maybe,
                         count(*) FILTER (WHERE status = 'NOTGOING')::int AS not_going
                    FROM new_rows GROUP BY event_id) d
           WHERE e.id = d.event_id;
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM 1 FROM schedule_events WHERE id IN (SELECT event_id FROM old_rows) ORDER BY id FOR NO KEY UPDATE;
          UPDATE schedule_events e
             SET going_count = e.going_count - d.going,
                 maybe_count = e.maybe_count - d.maybe,
                 not_going_count = e.not_going_count - d.not_going
            FROM (SELECT event_id,
                         count(*) FILTER (WHERE status = 'GOING')::int AS going,
                         count(*) FILTER (WHERE status = 'MAYBE')::int AS maybe,
                         count(*) FILTER (WHERE status = 'NOTGOING')::int AS not_going
                    FROM old_rows GROUP BY event_id) d
           WHERE e.id = d.event_id;
        ELSE
          PERFORM 1 FROM schedule_events
            WHERE id IN (SELECT event_id FROM new_rows UNION SELECT event_id FROM old_rows)
            ORDER BY id FOR NO KEY UPDATE;
          UPDATE schedule_events e
             SET going_count = e.going_count + d.going,
                 maybe_count = e.maybe_count + d.maybe,
                 not_going_count = e.not_going_count + d.not_going
            FROM (SELECT event_id,
                         sum(CASE WHEN status = 'GOING' THEN n ELSE 0 END)::int AS going,
                         sum(CASE WHEN status = 'MAYBE' THEN n ELSE 0 END)::int AS maybe,
                         sum(CASE WHEN status = 'NOTGOING' THEN n ELSE 0 END)::int AS not_going
                    FROM (SELECT event_id, status, 1 AS n FROM new_rows
                          UNION ALL SELECT event_id, status, -1 AS n FROM old_rows) changes
                   GROUP BY event_id) d
           WHERE e.id = d.event_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER schedule_rsvps_count_insert AFTER INSERT ON schedule_rsvps
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_rsvps_count()`);
    await q.query(`
      CREATE TRIGGER schedule_rsvps_count_update AFTER UPDATE ON schedule_rsvps
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION schedule_rsvps_count()`);
    await q.query(`
      CREATE TRIGGER schedule_rsvps_count_delete AFTER DELETE ON schedule_rsvps
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_rsvps_count()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER schedule_rsvps_count_delete ON schedule_rsvps`);
    await q.query(`DROP TRIGGER schedule_rsvps_count_update ON schedule_rsvps`);
    await q.query(`DROP TRIGGER schedule_rsvps_count_insert ON schedule_rsvps`);
    await q.query(`DROP FUNCTION schedule_rsvps_count()`);
    await q.query(`
      ALTER TABLE schedule_events DROP COLUMN going_count, DROP COLUMN maybe_count, DROP COLUMN not_going_count`);
  }
}
