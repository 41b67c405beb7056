import { createGatewayApp, loadGatewayConfig } from '@chalktalk/gateway';
import { createIdentityApp, loadIdentityConfig } from '@chalktalk/identity-service';
import { createDatabaseIfMissing } from '@chalktalk/platform';
import { createPlaybookApp, loadPlaybookConfig } from '@chalktalk/playbook-service';
import { createTeamsApp, loadTeamsConfig } from '@chalktalk/teams-service';
import type { EmbeddedConfig } from './config';
import type { LocalPostgres } from './postgres/local-postgres';

type App = Awaited<ReturnType<typeof createIdentityApp>>;

export interface RunningApps {
  identity: App;
  teams: App;
  playbook: App;
  gateway: App;
  /** Every app, gateway first: the order to close them in. */
  all: App[];
}

const LOOPBACK = '127.0.0.1';

/**
 * Starts each service as its own Nest app in this process, on loopback ports, sharing the in-process event bus,
 * then the gateway in front of them. Configuration goes through each service's own schema, as in production.
 */
export async function startApps(config: EmbeddedConfig, postgres: LocalPostgres): Promise<RunningApps> {
  const ports = {
    identity: config.SERVICE_PORT_BASE,
    teams: config.SERVICE_PORT_BASE + 1,
    playbook: config.SERVICE_PORT_BASE + 2,
  };
  const url = (port: number) => `http://${LOOPBACK}:${port}`;
  const common = {
    NODE_ENV: 'development',
    LOG_LEVEL: config.LOG_LEVEL,
    HOST: LOOPBACK,
    EVENT_BUS: 'inprocess',
    JWKS_URL: `${url(ports.identity)}/.well-known/jwks.json`,
  };
  await Promise.all(['identity', 'teams', 'playbook'].map((db) => createDatabaseIfMissing(postgres.url(db))));

  // Identity first: the others fetch its keys to check tokens.
  const identity = await createIdentityApp(
    loadIdentityConfig({
      ...common,
      PORT: String(ports.identity),
      DATABASE_URL: postgres.url('identity'),
      // The browser talks plain http to localhost in this mode.
      REFRESH_COOKIE_SECURE: 'false',
    }),
  );
  await identity.listen({ port: ports.identity, host: LOOPBACK });

  const [teams, playbook] = await Promise.all([
    createTeamsApp(
      loadTeamsConfig({ ...common, PORT: String(ports.teams), DATABASE_URL: postgres.url('teams') }),
    ),
    createPlaybookApp(
      loadPlaybookConfig({ ...common, PORT: String(ports.playbook), DATABASE_URL: postgres.url('playbook') }),
    ),
  ]);
  await Promise.all([
    teams.listen({ port: ports.teams, host: LOOPBACK }),
    playbook.listen({ port: ports.playbook, host: LOOPBACK }),
  ]);

  const gateway = await createGatewayApp(
    loadGatewayConfig({
      ...common,
      HOST: config.HOST,
      PORT: String(config.PORT),
      IDENTITY_URL: url(ports.identity),
      TEAMS_URL: url(ports.teams),
      PLAYBOOK_URL: url(ports.playbook),
      WEB_DIST_DIR: config.WEB_DIST_DIR,
    }),
  );
  await gateway.listen({ port: config.PORT, host: config.HOST });
  return { identity, teams, playbook, gateway, all: [gateway, identity, teams, playbook] };
}
