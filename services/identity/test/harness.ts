import type { Message } from '@chalktalk/contracts';
import {
  publishTestEvent,
  startTestPostgres,
  type TestEvent,
  type TestPostgres,
  waitFor,
} from '@chalktalk/platform/testing';
import { DataSource } from 'typeorm';
import { createIdentityApp } from '../src/app';
import { loadIdentityConfig } from '../src/config';
import { IdentityClient } from './factories/identity-client';

type App = Awaited<ReturnType<typeof createIdentityApp>>;

/**
 * The identity app on a real Postgres, driven over HTTP by app.inject. Suites pass only the settings they test;
 * the bot check is kept cheap (BOT_CHECK_MAX_NUMBER 2000) so every sign-up solves it quickly.
 */
export class IdentityHarness {
  app!: App;
  db!: DataSource;
  client!: IdentityClient;
  private pg!: TestPostgres;

  async start(database: string, settings: Record<string, string> = {}): Promise<void> {
    this.pg = await startTestPostgres();
    this.app = await createIdentityApp(
      loadIdentityConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: this.pg.url(database),
        BOT_CHECK_MAX_NUMBER: '2000',
        ...settings,
      }),
    );
    await this.app.getHttpAdapter().getInstance().ready();
    this.db = this.app.get(DataSource);
    this.client = new IdentityClient(this.app);
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.pg?.stop();
  }

  publish<M extends Message>(event: TestEvent<M>): Promise<void> {
    return publishTestEvent(this.app, event);
  }

  /** Waits until the inbox has recorded the event: it was handled (or skipped) and committed. */
  handled(eventId: string): Promise<true> {
    return waitFor(async () => {
      const rows: unknown[] = await this.db.query(`SELECT 1 FROM platform_inbox WHERE event_id = $1`, [
        eventId,
      ]);
      return rows.length > 0 ? true : undefined;
    });
  }
}
