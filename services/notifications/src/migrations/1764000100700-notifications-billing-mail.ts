import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = `'verifyEmail', 'resetPassword', 'emailChanged', 'teamInvitation', 'teamEmail', 'studyReminder', 'notification'`;

/** Billing's mails: a receipt for a paid invoice, a notice for a failed payment. */
export class NotificationsBillingMail1764000100700 implements MigrationInterface {
  name = 'NotificationsBillingMail1764000100700';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_kind_check`);
    await db.query(`
      ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_kind_check
        CHECK (kind IN (${BEFORE}, 'billingReceipt', 'billingPaymentFailed'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM mail_deliveries WHERE kind IN ('billingReceipt', 'billingPaymentFailed')`);
    await db.query(`ALTER TABLE mail_deliveries DROP CONSTRAINT mail_deliveries_kind_check`);
    await db.query(
      `ALTER TABLE mail_deliveries ADD CONSTRAINT mail_deliveries_kind_check CHECK (kind IN (${BEFORE}))`,
    );
  }
}
