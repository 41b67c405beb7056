import { createBillingApp, loadBillingConfig } from '@chalktalk/billing-service';
import { createCommunityApp, loadCommunityConfig } from '@chalktalk/community-service';
import { createDocumentsApp, loadDocumentsConfig } from '@chalktalk/documents-service';
import { createEvaluationsApp, loadEvaluationsConfig } from '@chalktalk/evaluations-service';
import { createGatewayApp, DEFAULT_ALLOWED_HOSTS, loadGatewayConfig } from '@chalktalk/gateway';
import { createIdentityApp, loadIdentityConfig } from '@chalktalk/identity-service';
import {
  createNotificationsApp,
  loadNotificationsConfig,
  localVapidKeys,
} from '@chalktalk/notifications-service';
import { createDatabaseIfMissing, isLoopback, localSecretBoxKey } from '@chalktalk/platform';
import { createPlaybookApp, loadPlaybookConfig } from '@chalktalk/playbook-service';
import { createRenderApp, loadRenderConfig } from '@chalktalk/render-service';
import { createScheduleApp, loadScheduleConfig } from '@chalktalk/schedule-service';
import { createSearchApp, loadSearchConfig } from '@chalktalk/search-service';
import { createTeamsApp, loadTeamsConfig, TeamSnapshotsService } from '@chalktalk/teams-service';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  billingStripeEnv,
  type LocalStripeSettings,
  registerLocalStripeWebhook,
} from './localstripe/local-stripe';

type App = Awaited<ReturnType<typeof createIdentityApp>>;

/** The environment every domain service gets in this mode (each adds its own settings in DOMAIN_SERVICES). */
interface DomainServiceEnv extends Record<string, string | undefined> {
  DATABASE_URL: string;
  JWKS_URL: string;
}

interface DomainServiceContext {
  opts: AppsOptions;
  env: DomainServiceEnv;
  /** Loopback base URLs of the first-wave services, for the few internal calls (community → playbook). */
  urls: { playbook: string };
}

type DomainServiceName = 'billing' | 'schedule' | 'documents' | 'evaluations' | 'community' | 'search';

/**
 * The services built after the first wave, in start order after render: how each is created from the common
 * environment. Adding a service is one entry here and one name above (its database name follows from the name).
 */
const DOMAIN_SERVICES: Record<DomainServiceName, (context: DomainServiceContext) => Promise<App>> = {
  billing: ({ opts, env }: DomainServiceContext) =>
    createBillingApp(loadBillingConfig({ ...env, ...billingStripeEnv(opts.stripe) })),
  // Mailed one-click RSVP links open the web app's /schedule/update-rsvp page.
  schedule: ({ env, opts }: DomainServiceContext) =>
    createScheduleApp(loadScheduleConfig({ ...env, WEB_ORIGIN: opts.webOrigin })),
  documents: ({ env, opts }: DomainServiceContext) =>
    createDocumentsApp(
      loadDocumentsConfig({
        ...env,
        // Document files under DATA_DIR/documents/files.
        DATA_DIR: opts.dataDir,
        // Browser tests only: the local page server the link-preview walk fetches (web/playwright.config.ts).
        PREVIEW_TEST_ORIGINS: process.env.PREVIEW_TEST_ORIGINS,
      }),
    ),
  evaluations: ({ env }: DomainServiceContext) => createEvaluationsApp(loadEvaluationsConfig(env)),
  community: ({ env, urls }: DomainServiceContext) =>
    createCommunityApp(loadCommunityConfig({ ...env, PLAYBOOK_URL: urls.playbook })),
  // Owners' URLs for a rebuild from their snapshots (TEAMS_URL is in env; the domain services start together, so
  // schedule's, documents' and community's come to SourcesReplayService from the caller: services/search README).
  search: ({ env, urls, opts }: DomainServiceContext) =>
    createSearchApp(loadSearchConfig({ ...env, PLAYBOOK_URL: urls.playbook, ...opts.searchEnv })),
};

const DOMAIN_SERVICE_NAMES = Object.keys(DOMAIN_SERVICES) as DomainServiceName[];

type ServiceName = 'identity' | 'teams' | 'playbook' | 'notifications' | 'render' | DomainServiceName;

export type RunningApps = Record<ServiceName | 'gateway', App> & {
  /** Loopback base URLs of the services and the gateway as they ended up listening. */
  urls: Record<ServiceName | 'gateway', string>;
  /** Every app, gateway first: the order to close them in. */
  all: App[];
};

/**
 * Every app started and the gateway built, but the product's address not open yet: the gateway answers only
 * in-process (app.inject), so start-up work done through it (the demo seed) completes before anyone can connect.
 */
export type PreparedApps = Omit<RunningApps, 'urls'> & {
  urls: Omit<RunningApps['urls'], 'gateway'>;
  /** Opens the gateway on the product's address; from then on the product answers. Closes every app on failure. */
  listen(): Promise<RunningApps>;
  /** Closes every app (for a start-up abandoned before listen). */
  close(): Promise<void>;
};

export interface AppsOptions {
  logLevel: string;
  /** Where the gateway listens (the product's address). */
  host: string;
  port: number;
  /**
   * identity, teams, playbook, notifications, render, then the DOMAIN_SERVICES in order listen on base, base+1, …
   * of loopback; 0 picks free ports.
   */
  servicePortBase: number;
  databaseUrl(database: (typeof DATABASES)[number]): string;
  /** Where the web app is opened (the mail links point at it); default http://localhost:8080. */
  webOrigin?: string;
  /**
   * Where notifications relays mail (the local SMTP sink) and where the dev mailbox reads it from. Without it
   * mail goes to notifications' default relay and the dev mailbox is off. The dev mailbox is also off when the
   * product's address is not loopback (anyone on the network could read every reset link); the sink still
   * catches the mail, in its folder.
   */
  mail?: { smtpUrl: string; mailboxDir: string };
  webDistDir?: string;
  /** Where services keep their files (teams' logos under <dataDir>/teams, GIFs under <dataDir>/render); default <cwd>/.data. */
  dataDir?: string;
  eventBus?: 'inprocess' | 'kafka';
  kafkaBrokers?: string[];
  /** Host names the gateway answers besides the loopback names (comma list, the gateway's ALLOWED_HOSTS syntax). */
  allowedHosts?: string;
  /** The gateway's per-address request budgets per minute; the gateway's defaults when left out. */
  rateLimits?: { perMinute?: number; accountPerMinute?: number };
  /**
   * The gateway calls the services in-process (through each service's Fastify router: same request, headers, checks
   * and answers, no loopback socket, no second HTTP request object); default true. false keeps the loopback HTTP hop of the distributed setup (to compare the two).
   */
  inProcessCalls?: boolean;
  /** A local Stripe (localstripe) for billing; without it billing's payment calls answer B004. */
  stripe?: LocalStripeSettings;
  /** Search's own settings over the embedded default (tests: SEARCH_ADAPTER=elasticsearch, ELASTICSEARCH_*). */
  searchEnv?: Record<string, string>;
}

const LOOPBACK = '127.0.0.1';
const DEFAULT_WEB_ORIGIN = 'http://localhost:8080';
const DATABASES = [
  'identity',
  'teams',
  'playbook',
  'notifications',
  'render',
  ...DOMAIN_SERVICE_NAMES,
] as const;

async function listen(app: App, host: string, port: number): Promise<string> {
  await app.listen({ port, host });
  const address = app.getHttpServer().address() as AddressInfo;
  return `http://${host}:${address.port}`;
}

async function closeAll(apps: App[]): Promise<void> {
  for (const app of apps) await app.close().catch(() => undefined);
}

/**
 * Starts each service as its own Nest app in this process, on loopback ports, sharing the in-process event bus,
 * then builds the gateway in front of them without opening its address. Configuration goes through each
 * service's own schema, as in production.
 */
export async function prepareApps(opts: AppsOptions): Promise<PreparedApps> {
  const port = (offset: number) => (opts.servicePortBase === 0 ? 0 : opts.servicePortBase + offset);
  const createdNow = await Promise.all(DATABASES.map((db) => createDatabaseIfMissing(opts.databaseUrl(db))));
  const teamsExisted = !createdNow[DATABASES.indexOf('teams')];
  const common = {
    NODE_ENV: 'development',
    LOG_LEVEL: opts.logLevel,
    HOST: LOOPBACK,
    EVENT_BUS: opts.eventBus ?? 'inprocess',
    KAFKA_BROKERS: opts.kafkaBrokers?.join(','),
    // Club Keycloak realms whose tokens every service and the gateway accept (packages/platform TrustedIssuer).
    SSO_ISSUERS: process.env.SSO_ISSUERS,
    // The service-to-service credential (internal snapshot calls): the environment's, else a new one per run.
    INTERNAL_API_TOKEN: process.env.INTERNAL_API_TOKEN || randomBytes(32).toString('base64url'),
  };
  const started: App[] = [];
  try {
    // Identity first: the others fetch its keys to check tokens.
    const identity = await createIdentityApp(
      loadIdentityConfig({
        ...common,
        DATABASE_URL: opts.databaseUrl('identity'),
        // The browser talks plain http to localhost in this mode.
        REFRESH_COOKIE_SECURE: 'false',
        WEB_ORIGIN: opts.webOrigin,
        KEYCLOAK_ADMIN_CLIENTS: process.env.KEYCLOAK_ADMIN_CLIENTS,
      }),
    );
    started.push(identity);
    const identityUrl = await listen(identity, LOOPBACK, port(0));
    const withKeys = { ...common, JWKS_URL: `${identityUrl}/.well-known/jwks.json` };

    const [teams, playbook, notifications, render] = await Promise.all([
      createTeamsApp(
        loadTeamsConfig({
          ...withKeys,
          DATABASE_URL: opts.databaseUrl('teams'),
          WEB_BASE_URL: opts.webOrigin,
          DATA_DIR: opts.dataDir,
        }),
      ),
      createPlaybookApp(loadPlaybookConfig({ ...withKeys, DATABASE_URL: opts.databaseUrl('playbook') })),
      createNotificationsApp(
        loadNotificationsConfig({
          ...withKeys,
          DATABASE_URL: opts.databaseUrl('notifications'),
          WEB_ORIGIN: opts.webOrigin,
          // Web push on: VAPID keys given in the environment, else made once under DATA_DIR/notifications.
          ...(process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY
            ? {
                VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY,
                VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY,
              }
            : opts.dataDir
              ? localVapidKeys(join(opts.dataDir, 'notifications'))
              : {}),
          // Partner webhook secrets are sealed at rest under this key: the environment's, else one made once under
          // DATA_DIR/notifications beside (never inside) the database; without DATA_DIR, the service's development key.
          WEBHOOK_SECRETS_KEY:
            process.env.WEBHOOK_SECRETS_KEY ??
            (opts.dataDir
              ? localSecretBoxKey(join(opts.dataDir, 'notifications', 'webhook-secrets.key'))
              : undefined),
          WEBHOOK_SECRETS_PREVIOUS_KEYS: process.env.WEBHOOK_SECRETS_PREVIOUS_KEYS,
          ...(opts.mail ? { SMTP_URL: opts.mail.smtpUrl } : {}),
          // Local only: the web app's dev mailbox page reads what the SMTP sink received.
          ...(opts.mail && isLoopback(opts.host)
            ? { DEV_MAILBOX: 'true', DEV_MAILBOX_DIR: opts.mail.mailboxDir }
            : {}),
        }),
      ),
      createRenderApp(
        loadRenderConfig({
          ...withKeys,
          DATABASE_URL: opts.databaseUrl('render'),
          DATA_DIR: opts.dataDir,
          // One job at a time, one frame at a time, keeps a development machine light.
          RENDER_CONCURRENCY: '1',
          RENDER_FRAME_THREADS: '1',
          // The gateway routes render/files/* here, so the links in results point at the product's address.
          RENDER_PUBLIC_BASE_URL: `${opts.webOrigin ?? DEFAULT_WEB_ORIGIN}/api/render/files`,
        }),
      ),
    ]);
    started.push(teams, playbook, notifications, render);
    const [teamsUrl, playbookUrl, notificationsUrl, renderUrl] = await Promise.all([
      listen(teams, LOOPBACK, port(1)),
      listen(playbook, LOOPBACK, port(2)),
      listen(notifications, LOOPBACK, port(3)),
      listen(render, LOOPBACK, port(4)),
    ]);

    const domain = {} as Record<DomainServiceName, App>;
    const domainUrls = {} as Record<DomainServiceName, string>;
    await Promise.all(
      DOMAIN_SERVICE_NAMES.map(async (name, index) => {
        const app = await DOMAIN_SERVICES[name]({
          opts,
          // TEAMS_URL: billing's teams/createProgramSubscription creates the program there.
          env: { ...withKeys, DATABASE_URL: opts.databaseUrl(name), TEAMS_URL: teamsUrl },
          urls: { playbook: playbookUrl },
        });
        started.push(app);
        domain[name] = app;
        domainUrls[name] = await listen(app, LOOPBACK, port(5 + index));
      }),
    );
    if (opts.stripe) await registerLocalStripeWebhook(opts.stripe, domainUrls.billing);

    // A data folder from before a service (or before its team projection) existed: that projection is empty or
    // short. Teams publishes the state of every team at each start on existing data, and every projection fills in
    // what it lacks without changing what it has (services/teams/README.md, team snapshots); a fresh folder needs
    // none, its projections follow the events from the first one.
    if (teamsExisted) await teams.get(TeamSnapshotsService).publishAll();

    const gateway = await createGatewayApp(
      loadGatewayConfig({
        ...withKeys,
        HOST: opts.host,
        PORT: String(opts.port),
        IDENTITY_URL: identityUrl,
        TEAMS_URL: teamsUrl,
        PLAYBOOK_URL: playbookUrl,
        NOTIFICATIONS_URL: notificationsUrl,
        RENDER_URL: renderUrl,
        BILLING_URL: domainUrls.billing,
        SCHEDULE_URL: domainUrls.schedule,
        DOCUMENTS_URL: domainUrls.documents,
        EVALUATIONS_URL: domainUrls.evaluations,
        COMMUNITY_URL: domainUrls.community,
        SEARCH_URL: domainUrls.search,
        WEB_DIST_DIR: opts.webDistDir,
        // Added to the loopback names, never instead: the demo seed calls the gateway in-process as localhost.
        ALLOWED_HOSTS: opts.allowedHosts && [...DEFAULT_ALLOWED_HOSTS, opts.allowedHosts].join(','),
        // GIF links name the product's address (localhost); a browser on 127.0.0.1 still shows their posters.
        MEDIA_ORIGINS: opts.webOrigin ?? DEFAULT_WEB_ORIGIN,
        // localstripe serves the Stripe.js stand-in and answers its calls (the billing card form).
        PAYMENT_ORIGINS: opts.stripe?.apiUrl,
        RATE_LIMIT_PER_MINUTE: opts.rateLimits?.perMinute?.toString(),
        ACCOUNT_RATE_LIMIT_PER_MINUTE: opts.rateLimits?.accountPerMinute?.toString(),
      }),
      {
        inProcess: new Map(
          opts.inProcessCalls === false
            ? []
            : [
                [identityUrl, identity],
                [teamsUrl, teams],
                [playbookUrl, playbook],
                [notificationsUrl, notifications],
                [renderUrl, render],
                ...DOMAIN_SERVICE_NAMES.map((name) => [domainUrls[name], domain[name]] as const),
              ],
        ),
      },
    );
    started.push(gateway);
    const urls = {
      identity: identityUrl,
      teams: teamsUrl,
      playbook: playbookUrl,
      notifications: notificationsUrl,
      render: renderUrl,
      ...domainUrls,
    };
    const apps = { identity, teams, playbook, notifications, render, ...domain, gateway };
    const all = [
      gateway,
      ...DOMAIN_SERVICE_NAMES.map((name) => domain[name]),
      identity,
      teams,
      playbook,
      notifications,
      render,
    ];
    return {
      ...apps,
      urls,
      all,
      async listen() {
        try {
          const gatewayUrl = await listen(gateway, opts.host, opts.port);
          return { ...apps, urls: { ...urls, gateway: gatewayUrl }, all };
        } catch (error) {
          await closeAll(all);
          throw error;
        }
      },
      close: () => closeAll(all),
    };
  } catch (error) {
    await closeAll(started.reverse());
    throw error;
  }
}
