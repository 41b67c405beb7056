import { BillingMailRequestedSchema, create, Topics } from '@chalktalk/contracts';
import { randomUUID } from 'node:crypto';
import { NotificationsHarness } from './harness';

/** billing.subscription.v1's BillingMailRequested becomes one mail to the entity's owner, through the real sink. */
describe('billing mails (real Postgres, real SMTP sink)', () => {
  const notifications = new NotificationsHarness();
  beforeAll(() => notifications.start({ database: 'notifications_billing_mail' }), 120_000);
  afterAll(() => notifications.stop());

  const request = async (kind: string, email: string, path: string, amountCents = 0n) => {
    const eventId = randomUUID();
    const ownerId = randomUUID();
    await notifications.publish({
      topic: Topics.BillingSubscription,
      key: ownerId,
      source: 'billing',
      eventId,
      schema: BillingMailRequestedSchema,
      payload: create(BillingMailRequestedSchema, {
        kind,
        ownerId,
        email,
        entityName: 'Harbor Lacrosse',
        amountCents,
        path,
      }),
    });
    return eventId;
  };

  it('mails the owner once when the paying card expires, with the billing page to replace it', async () => {
    const eventId = await request(
      'CARD_EXPIRING',
      'owner@harbor.test',
      '/profile/subscriptions/billing?e=ent-1',
    );
    const [row] = await notifications.sent(eventId, 1);
    expect(row).toMatchObject({ kind: 'billingCardExpiring', recipient: 'owner@harbor.test' });
    const [mail] = await notifications.mailsTo('owner@harbor.test');
    expect(mail!.subject).toBe('The card for your Chalktalk Hoops subscription expires soon');
    expect(mail!.text).toContain('/profile/subscriptions/billing?e=ent-1');
  }, 60_000);

  it('mails a receipt with its amount', async () => {
    const eventId = await request('RECEIPT', 'payer@harbor.test', '/payment?l=abc', 6000n);
    await notifications.sent(eventId, 1);
    const [mail] = await notifications.mailsTo('payer@harbor.test');
    expect(mail!.text).toContain('we received your payment of $60.00 for Harbor Lacrosse');
  }, 60_000);
});
