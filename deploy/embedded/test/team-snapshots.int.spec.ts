import { TeamDirectory } from '@chalktalk/platform';
import { startTestPostgres, type TestPostgres, waitFor } from '@chalktalk/platform/testing';
import { type AppsOptions, prepareApps, type RunningApps } from '../src/services';
import { call, signUp } from './api-helpers';

/**
 * A service added after a data folder was made (its database is new, teams' is not) learns every existing team
 * from the TeamStateSnapshot teams publishes at start; a start where nothing is new publishes none.
 */
describe('embedded start with a data folder from before a service existed', () => {
  let pg: TestPostgres;
  let running: RunningApps | undefined;

  beforeAll(async () => {
    pg = await startTestPostgres();
  }, 120_000);

  afterAll(async () => {
    for (const app of running?.all ?? []) await app.close();
    await pg?.stop();
  });

  /** Database URLs without creating them first (pg.url would), so the runner sees which ones are new. */
  const start = async (evaluationsDatabase: string) => {
    const server = pg.url('postgres').replace(/\/postgres$/, '');
    const options: AppsOptions = {
      logLevel: 'silent',
      host: '127.0.0.1',
      port: 0,
      servicePortBase: 0,
      databaseUrl: (db) => `${server}/${db === 'evaluations' ? evaluationsDatabase : `upgrade_${db}`}`,
    };
    running = await (await prepareApps(options)).listen();
    return running;
  };
  const stop = async () => {
    for (const app of running?.all ?? []) await app.close();
    running = undefined;
  };

  it('fills the new service in with the teams, members and roles it missed', async () => {
    const first = await start('upgrade_evaluations_old');
    const coach = await signUp(first.urls.gateway);
    const program = await call<{ teams: { id: string }[] }>(
      first.urls.gateway,
      'POST',
      '/api/teams/createProgram',
      {
        token: coach.accessToken,
        json: { name: 'Upgrade Club', teams: [{ name: 'Varsity', sport: 'BASKETBALL_HS' }] },
      },
    );
    expect(program.status).toBe(200);
    const teamId = program.body.teams[0]!.id;
    await waitFor(() => first.evaluations.get(TeamDirectory).team(teamId), {
      what: 'the team, by its events',
    });
    await stop();

    // The same data, but the evaluations service starts on a database of its own that never saw those events.
    const second = await start('upgrade_evaluations_new');
    const access = await waitFor(() => second.evaluations.get(TeamDirectory).access(teamId, coach.user.id), {
      what: 'the team, from the snapshot',
    });
    expect(access).toMatchObject({ team: { name: 'Varsity', sport: 'BASKETBALL_HS' }, role: 'ADMIN' });
  }, 180_000);
});
