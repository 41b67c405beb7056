import { type MailboxMessage, MailboxStore, startSmtpSink } from '@chalktalk/notifications-service';
import { startTestPostgres } from '@chalktalk/platform/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openProduct } from '../open-product';
import { LOCAL_STRIPE_KEYS } from '../localstripe/local-stripe';
import { type AppsOptions, prepareApps, type RunningApps } from '../services';

export interface TestProduct {
  apps: RunningApps;
  /** The gateway's base URL: every call of a test goes through the edge, as a browser's would. */
  api: string;
  /** Mail the local SMTP sink received, in order (empty unless started with `mail: true`). */
  received: MailboxMessage[];
  stop(): Promise<void>;
}

export interface TestProductOptions {
  /** Prefix of the per-service databases, so suites sharing a Postgres never share data. */
  databasePrefix: string;
  /** Start the SMTP sink and route notifications' mail to it (the dev mailbox reads it too). */
  mail?: boolean;
  webOrigin?: string;
  /** Where services keep files (logos, GIFs); default <cwd>/.data as in the runner. */
  dataDir?: string;
  eventBus?: AppsOptions['eventBus'];
  kafkaBrokers?: string[];
  /** The product's address (the gateway's HOST); default 127.0.0.1. */
  host?: string;
  /** Host names the gateway answers besides the loopback names. */
  allowedHosts?: string;
  /** The gateway's port on loopback; default a free one. */
  port?: number;
  /** The gateway's per-address budgets (a suite sending thousands of calls from one address lifts them). */
  rateLimits?: AppsOptions['rateLimits'];
  /** Create the demo data before the gateway opens, as the runner does. */
  seedDemo?: boolean;
  /** Run billing against this local Stripe (startTestLocalStripe from @chalktalk/platform/testing). */
  localStripe?: { url: string; secretKey: string };
  /** Search's own settings (its Elasticsearch adapter). */
  searchEnv?: AppsOptions['searchEnv'];
}

/**
 * Every service and the gateway in this process, as `make dev` runs them, over a throwaway embedded Postgres
 * (and, when asked, a real SMTP sink): the harness of the embedded runner's integration suites.
 */
export async function startTestProduct(opts: TestProductOptions): Promise<TestProduct> {
  const pg = await startTestPostgres();
  const received: MailboxMessage[] = [];
  const mailboxDir = opts.mail ? await mkdtemp(join(tmpdir(), 'chalktalk-mailbox-')) : undefined;
  const sink = mailboxDir
    ? await startSmtpSink({ store: new MailboxStore(mailboxDir), onMessage: (m) => received.push(m) })
    : undefined;
  const prepared = await prepareApps({
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    host: opts.host ?? '127.0.0.1',
    allowedHosts: opts.allowedHosts,
    port: opts.port ?? 0,
    servicePortBase: 0,
    databaseUrl: (db) => pg.url(`${opts.databasePrefix}_${db}`),
    webOrigin: opts.webOrigin,
    dataDir: opts.dataDir,
    mail: sink && mailboxDir ? { smtpUrl: sink.url, mailboxDir } : undefined,
    eventBus: opts.eventBus,
    kafkaBrokers: opts.kafkaBrokers,
    rateLimits: opts.rateLimits,
    searchEnv: opts.searchEnv,
    stripe: opts.localStripe && {
      ...LOCAL_STRIPE_KEYS,
      apiUrl: opts.localStripe.url,
      secretKey: opts.localStripe.secretKey,
      jsUrl: `${opts.localStripe.url}/js.stripe.com/v3/`,
    },
  });
  const { apps } = await openProduct(prepared, { seedDemo: opts.seedDemo ?? false });
  return {
    apps,
    api: apps.urls.gateway,
    received,
    async stop() {
      for (const app of apps.all) await app.close();
      await sink?.stop();
      await pg.stop();
      if (mailboxDir) await rm(mailboxDir, { recursive: true, force: true });
    },
  };
}
