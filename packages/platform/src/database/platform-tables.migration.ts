import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlatformOutboxInbox1735689600000 implements MigrationInterface {
  name = 'PlatformOutboxInbox1735689600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE platform_outbox (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        topic text NOT NULL,
        key text NOT NULL,
        type text NOT NULL,
        payload bytea NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    // The relay only ever looks for unpublished records, in id order.
    await queryRunner.query(
      `CREATE INDEX platform_outbox_unpublished ON platform_outbox (id) WHERE published_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE platform_inbox (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        topic text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE platform_inbox`);
    await queryRunner.query(`DROP TABLE platform_outbox`);
  }
}
