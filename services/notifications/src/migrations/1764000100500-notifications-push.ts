import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20 web push: the user settings' notificationDevices (one row per browser push subscription, its endpoint
 * unique) and the push delivery log (one row per notification and device, sent outside the event's transaction).
 */
export class NotificationsPush1764000100500 implements MigrationInterface {
  name = 'NotificationsPush1764000100500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE notification_devices (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        user_agent text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL,
        last_sent_at timestamptz
      )`);
    await db.query(`CREATE INDEX notification_devices_user ON notification_devices (user_id)`);
    await db.query(`
      CREATE TABLE push_deliveries (
        id uuid PRIMARY KEY,
        event_id text NOT NULL,
        user_id uuid NOT NULL,
        device_id uuid NOT NULL,
        kind text NOT NULL,
        payload jsonb,
        urgency text NOT NULL,
        ttl_seconds int NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'gone')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        UNIQUE (event_id, device_id)
      )`);
    await db.query(`CREATE INDEX push_deliveries_due ON push_deliveries (status, next_attempt_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE push_deliveries`);
    await db.query(`DROP TABLE notification_devices`);
  }
}
