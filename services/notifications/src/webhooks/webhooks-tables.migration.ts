import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner webhooks: endpoints of a program, their signing secrets (rotation keeps the old one until
 * expires_at), the public events of the last 30 days (what a replay can send), one delivery per endpoint and
 * event (replays add more), and every attempt with its answer.
 */
export class NotificationsWebhooks1764000190000 implements MigrationInterface {
  name = 'NotificationsWebhooks1764000190000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        program_id uuid NOT NULL,
        url text NOT NULL,
        description text NOT NULL DEFAULT '',
        event_types text[] NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX webhook_endpoints_program ON webhook_endpoints (program_id)`);
    await db.query(`
      CREATE TABLE webhook_secrets (
        id uuid PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz
      )`);
    await db.query(`CREATE INDEX webhook_secrets_endpoint ON webhook_secrets (endpoint_id)`);
    await db.query(`
      CREATE TABLE webhook_messages (
        event_id uuid PRIMARY KEY,
        program_id uuid NOT NULL,
        type text NOT NULL,
        occurred_at timestamptz NOT NULL,
        body text NOT NULL
      )`);
    await db.query(
      `CREATE INDEX webhook_messages_program_time ON webhook_messages (program_id, occurred_at)`,
    );
    await db.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES webhook_messages (event_id) ON DELETE CASCADE,
        replay boolean NOT NULL DEFAULT false,
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE UNIQUE INDEX webhook_deliveries_live ON webhook_deliveries (endpoint_id, event_id) WHERE NOT replay`,
    );
    await db.query(
      `CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`,
    );
    await db.query(
      `CREATE INDEX webhook_deliveries_log ON webhook_deliveries (endpoint_id, created_at DESC)`,
    );
    await db.query(`
      CREATE TABLE webhook_attempts (
        id uuid PRIMARY KEY,
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempt int NOT NULL,
        attempted_at timestamptz NOT NULL,
        status_code int,
        error text,
        duration_ms int NOT NULL
      )`);
    await db.query(`CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempt)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'webhook_attempts',
      'webhook_deliveries',
      'webhook_messages',
      'webhook_secrets',
      'webhook_endpoints',
    ])
      await db.query(`DROP TABLE ${table}`);
  }
}
