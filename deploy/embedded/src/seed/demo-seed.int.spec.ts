import { DemoSeedService } from '@chalktalk/teams-service';
import { startTestPostgres, type TestPostgres, waitFor } from '@chalktalk/platform/testing';
import { type RunningApps, startApps } from '../services';
import { ApiClient } from './api-client';
import { DEMO_COACH, DEMO_PLAYER, DEMO_PROGRAM } from './demo-accounts';
import { seedDemoData } from './demo-seed';

interface TeamsAnswer {
  owned: { id: string; name: string; paid: boolean; members: Record<string, { role: string }> }[];
  joined: { id: string; name: string; paid: boolean }[];
  pendingJoin: unknown[];
}

describe('demo seed (all apps, real Postgres)', () => {
  let pg: TestPostgres;
  let apps: RunningApps;
  let api: ApiClient;

  beforeAll(async () => {
    pg = await startTestPostgres();
    apps = await startApps({
      logLevel: process.env.LOG_LEVEL ?? 'silent',
      host: '127.0.0.1',
      port: 0,
      servicePortBase: 0,
      databaseUrl: (db) => pg.url(`seed_${db}`),
    });
    api = new ApiClient(apps.urls.gateway);
  }, 120_000);

  afterAll(async () => {
    for (const app of apps?.all ?? []) await app.close();
    await pg?.stop();
  });

  const login = (account: typeof DEMO_COACH) =>
    api.expect<{ accessToken: string }>('POST', 'account/login', {
      body: { email: account.email, password: account.password },
    });

  it('seeds paid demo teams that the demo player joined with the team keys, once', async () => {
    const target = { api, teamsSeed: () => apps.teams.get(DemoSeedService) };
    expect(await seedDemoData(target)).toBe('seeded');
    expect(await seedDemoData(target)).toBe('already-seeded');

    const player = await login(DEMO_PLAYER);
    const playerTeams = await api.expect<TeamsAnswer>('GET', 'teams/retrieveTeams', {
      token: player.accessToken,
    });
    expect(playerTeams.joined.map((team) => [team.name, team.paid])).toEqual(
      DEMO_PROGRAM.teams.map((team) => [team.name, true]),
    );
    expect(playerTeams.pendingJoin).toEqual([]);

    const coach = await login(DEMO_COACH);
    const coachTeams = await api.expect<TeamsAnswer>('GET', 'teams/retrieveTeams', {
      token: coach.accessToken,
    });
    for (const team of coachTeams.owned)
      expect(
        Object.values(team.members)
          .map((member) => member.role)
          .sort(),
      ).toEqual(['ADMIN', 'PLAYER']);

    // MemberJoined reaches playbook over the bus: the player may open each team playbook.
    for (const team of playerTeams.joined)
      await waitFor(
        async () =>
          (await api.call('GET', `playbook/getTeamPlaybook?teamId=${team.id}`, { token: player.accessToken }))
            .ok,
        { timeoutMs: 10_000 },
      );
  });
});
