import {
  AccountDeletedSchema,
  create,
  EmailVerificationRequestedSchema,
  EnvelopeSchema,
  type GenMessage,
  type Message,
  timestampNow,
  toBinary,
  Topics,
} from '@chalktalk/contracts';
import { EVENT_BUS_ADAPTER, type EventBusAdapter } from '@chalktalk/platform';
import {
  freePort,
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
  waitFor,
} from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createNotificationsApp } from '../src/app';
import { loadNotificationsConfig } from '../src/config';
import { DeliveriesRepository } from '../src/deliveries/deliveries.repository';
import { MailboxStore } from '../src/dev-mailbox/mailbox-store';
import { type SmtpSink, startSmtpSink } from '../src/dev-mailbox/smtp-sink';

type App = Awaited<ReturnType<typeof createNotificationsApp>>;

/** Notifications on its own: events in (in-process bus), mail out over SMTP to the real sink. */
describe('notifications (real Postgres, real SMTP sink)', () => {
  let pg: TestPostgres;
  let issuer: TestIssuer;
  let dir: string;
  let store: MailboxStore;
  let sink: SmtpSink | undefined;
  let smtpPort: number;
  let app: App;

  beforeAll(async () => {
    pg = await startTestPostgres();
    issuer = await startTestIssuer();
    dir = await mkdtemp(join(tmpdir(), 'notifications-int-'));
    store = new MailboxStore(dir);
    // The relay is down at first: mail must wait in the delivery log and go out once it is up.
    smtpPort = await freePort();
    app = await createNotificationsApp(
      loadNotificationsConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: pg.url('notifications_int'),
        JWKS_URL: issuer.jwksUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        DEV_MAILBOX: 'true',
        DEV_MAILBOX_DIR: dir,
        MAIL_POLL_MS: '100',
      }),
    );
    await app.getHttpAdapter().getInstance().ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await sink?.stop();
    await issuer?.stop();
    await pg?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function publish<M extends Message>(eventId: string, key: string, schema: GenMessage<M>, payload: M) {
    const envelope = create(EnvelopeSchema, {
      eventId,
      type: schema.typeName,
      occurredAt: timestampNow(),
      source: 'identity',
      payload: toBinary(schema, payload),
    });
    const adapter = app.get<EventBusAdapter>(EVENT_BUS_ADAPTER);
    await adapter.publish([
      { topic: Topics.IdentityAccount, key, value: toBinary(EnvelopeSchema, envelope), headers: {} },
    ]);
  }

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
    await publish(eventId, accountId, EmailVerificationRequestedSchema, verification);
    await publish(eventId, accountId, EmailVerificationRequestedSchema, verification); // redelivered

    const deliveries = app.get(DeliveriesRepository);
    const failedOnce = await waitFor(async () => {
      const rows = await deliveries.findByAccount(accountId);
      return rows.length === 1 && rows[0]!.attempts >= 1 ? rows[0] : undefined;
    });
    expect(failedOnce).toMatchObject({ status: 'pending', recipient: 'mia@example.test' });
    expect(failedOnce.lastError).toMatch(/ECONNREFUSED|connect/i);

    // The relay comes up; the row is due again after the backoff (5 s).
    sink = await startSmtpSink({ store, port: smtpPort });
    const sent = await waitFor(
      async () => (await deliveries.findByAccount(accountId)).find((row) => row.status === 'sent'),
      { timeoutMs: 20_000 },
    );
    expect(sent.vars).toBeNull(); // the link is not kept after sending
    expect(sent.subject).toBe('Verify your email for Chalktalk Football');

    const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const messages = res.json<{ messages: { to: string; subject: string; text: string }[] }>().messages;
    expect(messages.filter((m) => m.to === 'mia@example.test')).toHaveLength(1);
    expect(messages[0]!.text).toContain('oobCode=abc');

    await publish(randomUUID(), accountId, AccountDeletedSchema, create(AccountDeletedSchema, { accountId }));
    await waitFor(async () => ((await deliveries.findByAccount(accountId)).length === 0 ? true : undefined));
    const inbox: unknown[] = await app.get(DataSource).query(`SELECT 1 FROM platform_inbox`);
    expect(inbox.length).toBe(2);
  }, 60_000);
});
