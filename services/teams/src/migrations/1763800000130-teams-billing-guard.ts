import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Add-ons are sold, not typed in: programs learn which ones are paid from billing's SubscriptionUpdated
 * (billing_synced_at = the change last applied), and billing_exempt marks a program billing never charges (the
 * demo seed's), whose add-ons its admins may still set by hand. invitations_sent counts the invited addresses per
 * inviter for the hourly cap; it is kept apart from invite_links, which go with their team.
 */
export class TeamsBillingGuard1763800000130 implements MigrationInterface {
  name = 'TeamsBillingGuard1763800000130';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE programs
        ADD COLUMN billing_exempt boolean NOT NULL DEFAULT false,
        ADD COLUMN billing_synced_at timestamptz`);
    await db.query(`
      CREATE TABLE invitations_sent (
        id bigserial PRIMARY KEY,
        inviter_id uuid NOT NULL,
        addresses integer NOT NULL CHECK (addresses > 0),
        sent_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX invitations_sent_inviter ON invitations_sent (inviter_id, sent_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE invitations_sent`);
    await db.query(`ALTER TABLE programs DROP COLUMN billing_exempt, DROP COLUMN billing_synced_at`);
  }
}
