import {
  AccountDeletedSchema,
  create,
  EmailVerificationRequestedSchema,
  type GenMessage,
  type Message,
  Topics,
} from '@chalktalk/contracts';
import { waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { NotificationsHarness } from './harness';

/** Notifications on its own: events in (in-process bus), mail out over SMTP to the real sink. */
describe('notifications (real Postgres, real SMTP sink)', () => {
  const notifications = new NotificationsHarness();

  // The relay is down at first: mail must wait in the delivery log and go out once it is up.
  beforeAll(() => notifications.start({ database: 'notifications_int', relayDown: true }), 120_000);
  afterAll(() => notifications.stop());

  const accountEvent = <M extends Message>(eventId: string, key: string, schema: GenMessage<M>, payload: M) =>
    notifications.publish({
      topic: Topics.IdentityAccount,
      key,
      source: 'identity',
      eventId,
      schema,
      payload,
    });

  it('retries while SMTP is down, sends once per event, then forgets a deleted account', async () => {
    const accountId = randomUUID();
    const eventId = randomUUID();
    const verification = create(EmailVerificationRequestedSchema, {
      accountId,
      email: 'mia@example.test',
      link: 'http://localhost:8080/email-action?mode=verifyEmail&oobCode=abc',
      firstName: 'Mia',
      edition: 'football',
    });
    await accountEvent(eventId, accountId, EmailVerificationRequestedSchema, verification);
    await accountEvent(eventId, accountId, EmailVerificationRequestedSchema, verification); // redelivered

    const { deliveries } = notifications;
    const failedOnce = await waitFor(async () => {
      const rows = await deliveries.findByAccount(accountId);
      return rows.length === 1 && rows[0]!.attempts >= 1 ? rows[0] : undefined;
    });
    expect(failedOnce).toMatchObject({ status: 'pending', recipient: 'mia@example.test' });
    expect(failedOnce.lastError).toMatch(/ECONNREFUSED|connect/i);

    // The relay comes up; the row is due again after the backoff (5 s).
    await notifications.startRelay();
    const sent = await waitFor(
      async () => (await deliveries.findByAccount(accountId)).find((row) => row.status === 'sent'),
      { timeoutMs: 20_000 },
    );
    expect(sent.vars).toBeNull(); // the link is not kept after sending
    expect(sent.subject).toBe('Verify your email for Chalktalk Football');

    const res = await notifications.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const messages = res.json<{ messages: { to: string; subject: string; text: string }[] }>().messages;
    expect(messages.filter((m) => m.to === 'mia@example.test')).toHaveLength(1);
    expect(messages[0]!.text).toContain('oobCode=abc');

    await accountEvent(
      randomUUID(),
      accountId,
      AccountDeletedSchema,
      create(AccountDeletedSchema, { accountId }),
    );
    await waitFor(async () => ((await deliveries.findByAccount(accountId)).length === 0 ? true : undefined));
    const inbox: unknown[] = await notifications.db.query(`SELECT 1 FROM platform_inbox`);
    expect(inbox.length).toBe(2);
  }, 60_000);
});
