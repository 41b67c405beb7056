import { MailboxStore, type SmtpSink, startSmtpSink } from '@chalktalk/notifications-service';
import { createLogger, isLoopback, isShuttingDown, setLogLevel } from '@chalktalk/platform';
import { join } from 'node:path';
import { type EmbeddedConfig, publicUrl } from './config';
import { LocalStripe } from './localstripe/local-stripe';
import { openProduct } from './open-product';
import { LocalPostgres } from './postgres/local-postgres';
import { DEMO_COACH, DEMO_PLAYER } from './seed/demo-accounts';
import { type PreparedApps, prepareApps, type RunningApps } from './services';

const logger = createLogger('embedded');

export interface Embedded {
  url: string;
  apps: RunningApps;
  postgres: LocalPostgres;
  /** The local SMTP server the product's mail goes to (DATA_DIR/mailbox). */
  smtpSink: SmtpSink;
  /** Closes every app, then stops Postgres. */
  stop(): Promise<void>;
}

/**
 * Everything in one process: Postgres (a child server under DATA_DIR), the services and the gateway.
 * SIGINT/SIGTERM are handled by the platform (every app drains and closes, then the process exits); the 'exit'
 * hook below stops Postgres last, synchronously, once nothing uses it any more.
 */
export async function startEmbedded(config: EmbeddedConfig): Promise<Embedded> {
  const startedAt = performance.now();
  setLogLevel(config.LOG_LEVEL);
  const postgres = new LocalPostgres({
    dir: join(config.DATA_DIR, 'postgres'),
    port: config.PG_PORT,
    log: (message) => logger.debug({ postgres: message }),
  });
  await postgres.start();
  const stopPostgresOnExit = () => {
    postgres.stopSync();
    logger.info('postgres stopped');
  };
  process.once('exit', stopPostgresOnExit);
  logger.info(
    { dir: join(config.DATA_DIR, 'postgres'), port: config.PG_PORT, fresh: postgres.initialised },
    'postgres ready',
  );

  // Mail stays on this machine: a real SMTP server on loopback stores it for the dev mailbox page.
  const mailboxDir = join(config.DATA_DIR, 'mailbox');
  const smtpSink = await startSmtpSink({ store: new MailboxStore(mailboxDir), port: config.SMTP_SINK_PORT });
  logger.info({ smtp: smtpSink.url, dir: mailboxDir }, 'smtp sink ready');
  if (!isLoopback(config.HOST))
    logger.warn(
      { host: config.HOST, dir: mailboxDir },
      'dev mailbox off: the product listens beyond loopback, where it would show every reset link to the network',
    );

  // Billing's local Stripe: payments with test cards, webhooks back to billing (deploy/infra/localstripe).
  const localStripe = new LocalStripe({
    port: config.LOCALSTRIPE_PORT,
    stateFile: join(config.DATA_DIR, 'localstripe.pickle'),
  });
  process.once('exit', () => localStripe.stopSync());
  // A localstripe that cannot start (its port taken) costs payments, not the product.
  const stripe = await localStripe.start().catch((error: unknown) => {
    logger.warn(
      { error: (error as Error).message },
      'localstripe did not start: billing runs without payments',
    );
    return undefined;
  });
  if (stripe) logger.info({ url: stripe.apiUrl }, 'localstripe ready');

  const url = publicUrl(config);
  const abandon = async (apps?: PreparedApps) => {
    await apps?.close();
    localStripe.stopSync();
    await smtpSink.stop();
    process.removeListener('exit', stopPostgresOnExit);
    postgres.stopSync();
  };
  let prepared: PreparedApps;
  try {
    prepared = await prepareApps({
      webOrigin: url,
      mail: { smtpUrl: smtpSink.url, mailboxDir },
      logLevel: config.LOG_LEVEL,
      host: config.HOST,
      allowedHosts: config.ALLOWED_HOSTS,
      port: config.PORT,
      servicePortBase: config.SERVICE_PORT_BASE,
      databaseUrl: (database) => postgres.url(database),
      webDistDir: config.WEB_DIST_DIR,
      inProcessCalls: config.GATEWAY_IN_PROCESS,
      dataDir: config.DATA_DIR,
      stripe,
      rateLimits: {
        perMinute: config.RATE_LIMIT_PER_MINUTE,
        accountPerMinute: config.ACCOUNT_RATE_LIMIT_PER_MINUTE,
      },
    });
  } catch (error) {
    await abandon();
    throw error;
  }

  let apps: RunningApps;
  try {
    const opened = await openProduct(prepared, { seedDemo: config.SEED_DEMO });
    apps = opened.apps;
    if (opened.seed === 'seeded') {
      logger.info(
        { coach: DEMO_COACH.email, player: DEMO_PLAYER.email, password: DEMO_COACH.password },
        'demo data created',
      );
    }
  } catch (error) {
    // A shutdown (Ctrl-C) is already closing the apps and main exits at once; anything else is cleaned up here.
    if (!isShuttingDown()) await abandon(prepared);
    throw error;
  }

  logger.info({ url, readyInMs: Math.round(performance.now() - startedAt) }, `Chalktalk ready at ${url}`);
  return {
    url,
    apps,
    postgres,
    smtpSink,
    async stop() {
      for (const app of apps.all) await app.close();
      localStripe.stopSync();
      await smtpSink.stop();
      process.removeListener('exit', stopPostgresOnExit);
      postgres.stopSync();
    },
  };
}
