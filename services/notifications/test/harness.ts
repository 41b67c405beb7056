import type { GenMessage, Message } from '@chalktalk/contracts';
import { freePort, ServiceHarness, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { createNotificationsApp } from '../src/app';
import { loadNotificationsConfig } from '../src/config';
import type { MailDeliveryEntity } from '../src/deliveries/mail-delivery.entity';
import { DeliveriesRepository } from '../src/deliveries/deliveries.repository';
import { type MailboxMessage, MailboxStore } from '../src/dev-mailbox/mailbox-store';
import { type SmtpSink, startSmtpSink } from '../src/dev-mailbox/smtp-sink';

export interface NotificationsHarnessOptions {
  /** Per-suite database, so suites sharing the test Postgres never share rows. */
  database: string;
  /** Start with the SMTP relay down (its port reserved); bring it up with startRelay(). */
  relayDown?: boolean;
  /** More configuration (VAPID keys, push endpoint hosts…). */
  env?: Record<string, string>;
}

/**
 * Notifications on the platform's service harness, fed through the event bus (in-process) and mailing over SMTP
 * to the real sink, which stores what it receives in a temporary mailbox (the dev mailbox reads the same folder).
 */
export class NotificationsHarness extends ServiceHarness<Awaited<ReturnType<typeof createNotificationsApp>>> {
  deliveries!: DeliveriesRepository;
  store!: MailboxStore;
  private smtpPort!: number;
  private sink: SmtpSink | undefined;

  async start(options: NotificationsHarnessOptions): Promise<void> {
    await this.boot(async ({ env, tempDir }) => {
      const dir = await tempDir('notifications-int-');
      this.store = new MailboxStore(dir);
      this.smtpPort = await freePort();
      this.onStop(async () => this.sink?.stop());
      if (!options.relayDown) await this.startRelay();
      return createNotificationsApp(
        loadNotificationsConfig({
          ...env(options.database),
          SMTP_URL: `smtp://127.0.0.1:${this.smtpPort}`,
          DEV_MAILBOX: 'true',
          DEV_MAILBOX_DIR: dir,
          MAIL_POLL_MS: '100',
          ...(options.env ?? {}),
        }),
      );
    });
    this.deliveries = this.app.get(DeliveriesRepository);
  }

  /** Calls the app over HTTP (inject), as the user when one is given. */
  async request(
    method: 'GET' | 'POST',
    url: string,
    options: { user?: string; body?: unknown; headers?: Record<string, string>; payload?: string } = {},
  ): Promise<{ status: number; json: () => unknown; body: string; headers: Record<string, unknown> }> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.user) headers.authorization = `Bearer ${await this.token(options.user)}`;
    const response = await this.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method,
        url,
        headers: options.body !== undefined ? { ...headers, 'content-type': 'application/json' } : headers,
        payload: options.body !== undefined ? JSON.stringify(options.body) : options.payload,
      });
    return {
      status: response.statusCode,
      json: () => response.json() as unknown,
      body: response.body,
      headers: response.headers,
    };
  }

  /**
   * Publishes as the producing service would (its name is the topic's first part), keyed and tagged by the
   * team, with the acting user; answers the event id.
   */
  emit = <M extends Message>(
    topic: string,
    key: string,
    schema: GenMessage<M>,
    payload: M,
    actorId = '',
    eventId = randomUUID(),
  ): Promise<string> =>
    this.publish({
      topic,
      key,
      source: topic.split('.')[0]!,
      teamId: key,
      actorId,
      eventId,
      schema,
      payload,
    });

  /** Opens the SMTP relay on the port the app was configured with. */
  async startRelay(): Promise<void> {
    this.sink = await startSmtpSink({ store: this.store, port: this.smtpPort });
  }

  /** Mail the relay received for the address. */
  async mailsTo(address: string): Promise<MailboxMessage[]> {
    return (await this.store.list()).filter((m) => m.to.includes(address));
  }

  /** Waits until the event's deliveries are `count` rows, all sent. */
  sent(eventId: string, count: number): Promise<MailDeliveryEntity[]> {
    return waitFor(
      async () => {
        const rows = await this.deliveries.findByEvent(eventId);
        return rows.length === count && rows.every((row) => row.status === 'sent') ? rows : undefined;
      },
      { timeoutMs: 20_000 },
    );
  }
}
