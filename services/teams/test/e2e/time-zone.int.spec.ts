import { TeamCreatedSchema, TeamUpdatedSchema } from '@chalktalk/contracts';
import { randomUUID } from 'node:crypto';
import { TeamsHarness } from './teams-harness';

const h = new TeamsHarness();

beforeAll(() => h.start('teams_time_zone'), 120_000);
afterAll(() => h.stop());

describe("a team's time zone (the schedule's wall clock)", () => {
  it('starts at New York, is set by editors only and leaves with TeamCreated and TeamUpdated', async () => {
    const owner = randomUUID();
    const created = await h.post<{ teams: { id: string; timeZone: string; teamKey: string }[] }>(
      owner,
      'createProgram',
      { name: 'Club', teams: [{ name: 'Varsity', sport: 'BASKETBALL_HS' }] },
    );
    const team = created.body.teams[0]!;
    expect(team.timeZone).toBe('America/New_York');
    expect((await h.events(TeamCreatedSchema, team.id)).at(-1)!.timeZone).toBe('America/New_York');

    const player = randomUUID();
    await h.post(player, 'joinTeam', { teamKey: team.teamKey });
    expect(
      (await h.post(player, 'setTeamTimeZone', { teamId: team.id, timeZone: 'America/Denver' })).error?.code,
    ).toBe('G003');
    expect(
      (await h.post(owner, 'setTeamTimeZone', { teamId: team.id, timeZone: 'Mars/Olympus' })).error?.code,
    ).toBe('G001');
    const set = await h.post<{ timeZone: string }>(owner, 'setTeamTimeZone', {
      teamId: team.id,
      timeZone: 'America/Denver',
    });
    expect(set.body.timeZone).toBe('America/Denver');
    expect((await h.events(TeamUpdatedSchema, team.id)).at(-1)!.timeZone).toBe('America/Denver');
    const listed = await h.get<{ owned: { id: string; timeZone: string }[] }>(owner, 'retrieveTeams');
    expect(listed.body.owned.find((t) => t.id === team.id)!.timeZone).toBe('America/Denver');
  });
});
