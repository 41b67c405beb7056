import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Private iCalendar feed addresses (renewable). */
export class ScheduleCalendarFeeds1764900000200 implements MigrationInterface {
  name = 'ScheduleCalendarFeeds1764900000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_feeds (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        scope text NOT NULL CHECK (scope IN ('TEAM', 'ALL', 'PROGRAM')),
        scope_id uuid,
        secret text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX calendar_feeds_owner ON calendar_feeds (user_id, scope, scope_id)`);
    // At most one live address per member and scope.
    await q.query(
      `CREATE UNIQUE INDEX calendar_feeds_live ON calendar_feeds (user_id, scope, coalesce(scope_id, '00000000-0000-0000-0000-000000000000'::uuid))
         WHERE revoked_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_feeds`);
  }
}
