import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signing secrets are stored sealed (AES-256-GCM under WEBHOOK_SECRETS_KEY, `v1:<key id>:<base64>`), so the column
 * says so. A migration cannot read the service's key, so the rows a product wrote in plain text before this are
 * sealed by the webhooks module at boot, right after the migrations (WebhookSecretsSealer); renaming (rather than
 * adding a column) means a pod still running the old code fails to write plain text during a rolling deploy instead
 * of writing it where nothing would seal it. The check, NOT VALID so the old rows pass until that boot step seals
 * them, refuses any new or updated row in plain text.
 */
export class NotificationsWebhookSecretsSealed1764000190100 implements MigrationInterface {
  name = 'NotificationsWebhookSecretsSealed1764000190100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webhook_secrets RENAME COLUMN secret TO secret_sealed`);
    await db.query(
      `ALTER TABLE webhook_secrets ADD CONSTRAINT webhook_secrets_sealed CHECK (secret_sealed LIKE 'v1:%') NOT VALID`,
    );
  }

  /** The values stay sealed: code from before this change would sign with them, so open them before going back. */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webhook_secrets DROP CONSTRAINT webhook_secrets_sealed`);
    await db.query(`ALTER TABLE webhook_secrets RENAME COLUMN secret_sealed TO secret`);
  }
}
