import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = `'verifyEmail', 'resetPassword', 'emailChanged', 'teamInvitation', 'teamEmail', 'studyReminder', 'notification', 'billingReceipt', 'billingPaymentFailed'`;

/** Billing's card-expiring notice (Stripe's customer.source.expiring for the default card). */
export class NotificationsCardExpiring1764000101000 implements MigrationInterface {
  name = 'NotificationsCardExpiring1764000101000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_kind_check`);
    await db.query(`
      ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_kind_check
        CHECK (kind IN (${BEFORE}, 'billingCardExpiring'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM mail_deliveries WHERE kind = 'billingCardExpiring'`);
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_kind_check`);
    await db.query(
      `ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_kind_check CHECK (kind IN (${BEFORE}))`,
    );
  }
}
