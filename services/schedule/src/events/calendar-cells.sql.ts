/**
 * The month calendar's cells as one JSON array text that Postgres writes and the service sends as it is (club scale,
 * issue 15: a program month is 4,200–4,400 cells). Concatenating text in Postgres saves node the row parsing, one
 * object per cell and the JSON.stringify of the whole answer (and the garbage-collection pauses that made p95 twice
 * p50); json_build_object / JSON_OBJECT were measured 2x slower per cell than plain concatenation, since they look
 * up each argument's type output on every row. Most of each cell is kept on the event row (`calendar_cell`, written
 * by a trigger when a column it shows changes: migration 1764900000600), so a read formats no dates; what changes
 * without the event changing is added here: the custom type's name and colour, the zone when it is not the
 * answer's, the caller's own answer and the counts.
 *
 * A cell carries only what the month view shows, and leaves out what is absent or the default (the web fills them
 * back in: web/src/features/schedule/calendar-answer.ts):
 * `{ id, teamId, eventType, title?, opponent?, location?: { name }, eventDate, endTime, local: { date },
 *    cancelled?, customType?, timeZone?, myRsvp?, rsvpCounts }`; `title` only when not empty, `cancelled` only when
 * true, `timeZone` only when the event's zone is not the answer's.
 *
 * Every value that can be NULL is inside a CASE: `||` with NULL is NULL, and string_agg skips NULLs, so one
 * unguarded column would drop the event from the month without a trace. Free text goes through to_json (escaping);
 * uuids, counts and the checked RSVP status need none.
 *
 * Parameters: $1 team ids, $2 window start, $3 window end, $4 the caller (their own answers), $5 the answer's zone.
 *
 * The club month is read through per-team fragments validated against a version kept in Postgres
 * (src/events/calendar-reader.ts, migration 1764900000700); both statements below build each cell the same way.
 */

/** One cell's JSON text, from the event row `e`, its custom type `t` and the caller's own answer `mine`. */
const CELL_TEXT = `'{' || e.calendar_cell
           || CASE WHEN t.id IS NULL THEN ''
                   ELSE ',"customType":{"id":"' || t.id || '","name":' || to_json(t.name)
                        || ',"color":' || to_json(t.color) || '}' END
           || CASE WHEN e.time_zone = $5 THEN '' ELSE ',"timeZone":' || to_json(e.time_zone) END
           || CASE WHEN mine.status IS NULL THEN '' ELSE ',"myRsvp":"' || mine.status || '"' END
           || ',"rsvpCounts":{"GOING":' || e.going_count || ',"MAYBE":' || e.maybe_count
           || ',"NOTGOING":' || e.not_going_count || '}}'`;

/** The events of the teams $1 overlapping [$2, $3), with their custom type and the caller's ($4) own answer. */
const CELL_SOURCES = `schedule_events e
      LEFT JOIN custom_event_types t ON t.id = e.custom_type_id
      LEFT JOIN (SELECT event_id, status FROM schedule_rsvps
                  WHERE team_id = ANY($1::uuid[]) AND user_id = $4::uuid) mine ON mine.event_id = e.id
     WHERE e.team_id = ANY($1::uuid[]) AND e.start_at < $3 AND e.end_at > $2`;

/** The whole month in one statement: the uncached read (CALENDAR_CACHE_BYTES=0) and the reference of the tests. */
export const CALENDAR_CELLS_SQL = `
SELECT '[' || coalesce(string_agg(c.cell, ',' ORDER BY c.start_at, c.id), '') || ']' AS cells
  FROM (
    SELECT e.start_at, e.id, ${CELL_TEXT} AS cell
      FROM ${CELL_SOURCES}
     ORDER BY e.start_at, e.id
     LIMIT 5000) c`;

/**
 * The cells of the teams whose cached cells are stale or missing (src/events/calendar-reader.ts), one row per cell
 * with its sort key beside it (`start_key`: the start as epoch seconds, a float8 that keeps microseconds apart; then
 * the id), each row labelled with its team's version read in the same statement, so in the same snapshot: cells
 * are never labelled newer than they are. A team with no cell in the window answers one row with a NULL cell (its
 * empty fragment has a version too). At most 5,000 cells a team: no team's later cells can be in the merged
 * answer's first 5,000.
 */
export const CALENDAR_FRAGMENTS_SQL = `
SELECT s.team_id, s.version::text AS version, c.start_key, c.id, c.cell
  FROM (SELECT u.team_id, v.version
          FROM unnest($1::uuid[]) AS u(team_id)
          LEFT JOIN team_calendar_versions v ON v.team_id = u.team_id) s
  LEFT JOIN (
    SELECT w.team_id, w.start_key, w.id, w.cell
      FROM (SELECT e.team_id, date_part('epoch', e.start_at) AS start_key, e.id, ${CELL_TEXT} AS cell,
                   row_number() OVER (PARTITION BY e.team_id ORDER BY e.start_at, e.id) AS n
              FROM ${CELL_SOURCES}) w
     WHERE w.n <= 5000) c ON c.team_id = s.team_id`;

/** The teams' calendar versions (no row: the team never had an event). */
export const CALENDAR_VERSIONS_SQL = `
SELECT team_id, version::text AS version FROM team_calendar_versions WHERE team_id = ANY($1::uuid[])`;
