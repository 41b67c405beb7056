import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version per team for its calendar cells (club scale, issue 15): the club month is 200 teams' cells, and between
 * two reads almost none of them changed. The service keeps each team's cells in memory (src/events/
 * calendar-reader.ts) and serves them again only while the team's version here is the one they were read at.
 *
 * Statement triggers with transition tables give every team whose rows a statement touched a new version from one
 * sequence (never reused, so an equal version means nothing changed since), in the transaction of the change,
 * whatever wrote it (the service, the demo seed, a bulk load, a migration):
 * - schedule_events insert, update (any column: cheaper to bump than to prove a column is not shown) and delete;
 *   the RSVP count triggers (migration 1764900000500) update the event rows on every answer statement, so any
 *   answer, the caller's own (myRsvp) or anyone else's (the counts), bumps its team through here;
 * - custom_event_types update and delete (the name and colour are in the cells; a new type shows nowhere until an
 *   event takes it, which updates the event); a delete also sets its events' type to NULL, bumping again;
 * - TRUNCATE of either table (no transition tables there): every team's version moves on.
 * Versions are written in team id order, so two statements over several teams cannot deadlock on them; the event
 * rows are always locked before the version rows (the triggers run after the statement's row changes).
 */
export class ScheduleCalendarVersions1764900000700 implements MigrationInterface {
  name = 'ScheduleCalendarVersions1764900000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE team_calendar_version_seq`);
    // Started from the clock (microseconds), so a sequence made again (this migration down and up) never hands out a
    // version a running replica may still hold a fragment for.
    await q.query(
      `SELECT setval('team_calendar_version_seq', (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)`,
    );
    await q.query(`
      CREATE TABLE team_calendar_versions (
        team_id uuid PRIMARY KEY,
        version bigint NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION team_calendar_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO team_calendar_versions (team_id, version)
            SELECT team_id, nextval('team_calendar_version_seq')
              FROM (SELECT DISTINCT team_id FROM new_rows ORDER BY team_id) teams
            ON CONFLICT (team_id) DO UPDATE SET version = EXCLUDED.version;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO team_calendar_versions (team_id, version)
            SELECT team_id, nextval('team_calendar_version_seq')
              FROM (SELECT DISTINCT team_id FROM old_rows ORDER BY team_id) teams
            ON CONFLICT (team_id) DO UPDATE SET version = EXCLUDED.version;
        ELSE
          INSERT INTO team_calendar_versions (team_id, version)
            SELECT team_id, nextval('team_calendar_version_seq')
              FROM (SELECT team_id FROM new_rows UNION SELECT team_id FROM old_rows ORDER BY team_id) teams
            ON CONFLICT (team_id) DO UPDATE SET version = EXCLUDED.version;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION team_calendar_versions_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM team_calendar_versions ORDER BY team_id FOR UPDATE;
        UPDATE team_calendar_versions SET version = nextval('team_calendar_version_seq');
        RETURN NULL;
      END $$`);
    for (const table of ['schedule_events', 'custom_event_types']) {
      if (table === 'schedule_events') {
        await q.query(`
          CREATE TRIGGER ${table}_calendar_version_insert AFTER INSERT ON ${table}
            REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_calendar_versions_bump()`);
      }
      await q.query(`
        CREATE TRIGGER ${table}_calendar_version_update AFTER UPDATE ON ${table}
          REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION team_calendar_versions_bump()`);
      await q.query(`
        CREATE TRIGGER ${table}_calendar_version_delete AFTER DELETE ON ${table}
          REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_calendar_versions_bump()`);
      await q.query(`
        CREATE TRIGGER ${table}_calendar_version_truncate AFTER TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION team_calendar_versions_bump_all()`);
    }
    // Every team with events starts with a version, so the first read has one to label its cells with.
    await q.query(`
      INSERT INTO team_calendar_versions (team_id, version)
        SELECT team_id, nextval('team_calendar_version_seq')
          FROM (SELECT DISTINCT team_id FROM schedule_events ORDER BY team_id) teams`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['schedule_events', 'custom_event_types']) {
      for (const op of ['insert', 'update', 'delete', 'truncate'])
        await q.query(`DROP TRIGGER IF EXISTS ${table}_calendar_version_${op} ON ${table}`);
    }
    await q.query(`DROP FUNCTION team_calendar_versions_bump_all()`);
    await q.query(`DROP FUNCTION team_calendar_versions_bump()`);
    await q.query(`DROP TABLE team_calendar_versions`);
    await q.query(`DROP SEQUENCE team_calendar_version_seq`);
  }
}
