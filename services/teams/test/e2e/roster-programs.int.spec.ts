import {
  MemberRemovedSchema,
  RosterPlayerRemovedSchema,
  RosterPlayerUpdatedSchema,
  TeamCreatedSchema,
  TeamRemovedSchema,
  TeamUpdatedSchema,
} from '@chalktalk/contracts';
import { randomUUID } from 'node:crypto';
import { DemoSeedService } from '../../src/demo-seed/demo-seed.service';
import { TeamsHarness } from './teams-harness';

interface TeamView {
  id: string;
  name: string;
  sport: string;
  teamKey?: string;
  collegiateTeam: boolean;
  addons: Record<string, number>;
  coachPlaceholders: string[];
  paid: boolean;
}

interface RosterPerson {
  id: string;
  uid: string | null;
  jersey: string;
  position: string;
  firstName: string;
  email?: string;
  contacts: RosterPerson[];
}

const h = new TeamsHarness();

beforeAll(() => h.start('teams_roster'), 120_000);
afterAll(() => h.stop());

async function aProgram(teams = [{ name: 'Varsity', sport: 'BASKETBALL_HS' }], paid = true) {
  const owner = randomUUID();
  const created = await h.post<{ program: { id: string }; teams: TeamView[] }>(owner, 'createProgram', {
    name: 'Club',
    teams,
  });
  if (paid) await h.app.get(DemoSeedService).markProgramPaidForDemo(created.body.program.id, 'COMPLETE');
  return { owner, programId: created.body.program.id, teams: created.body.teams };
}

async function member(teamKey: string, role?: 'COACH', owner?: string, teamId?: string) {
  const userId = randomUUID();
  await h.post(userId, 'joinTeam', { teamKey });
  if (role) await h.post(owner!, 'changeUserRole', { teamId, uid: userId, newRole: role });
  return userId;
}

describe('roster calls', () => {
  it('adds, updates and lists players with positions of the sport, contacts nested under their player', async () => {
    const { owner, teams } = await aProgram([{ name: 'Laxers', sport: 'LACROSSE_WOMENS' }]);
    const teamId = teams[0]!.id;
    const added = await h.post<{ player: RosterPerson }>(owner, 'addRosterPlayer', {
      teamId,
      player: {
        firstName: ' Ada ',
        lastName: 'Lovelace',
        jersey: '12',
        position: 'attack',
        email: 'ADA@x.co',
      },
    });
    expect(added.body.player).toMatchObject({
      firstName: 'Ada',
      jersey: '12',
      position: 'attack',
      email: 'ada@x.co',
      uid: null,
      playerId: null,
    });
    const wrongSport = await h.post(owner, 'addRosterPlayer', {
      teamId,
      player: { firstName: 'B', lastName: 'C', position: 'LSM' },
    });
    expect(wrongSport.error?.details).toEqual([
      { path: 'player.position', message: 'Please choose a position for this sport' },
    ]);
    expect(
      (
        await h.post(owner, 'addRosterPlayer', {
          teamId,
          player: { firstName: 'B', lastName: 'C', jersey: '1234' },
        })
      ).error?.code,
    ).toBe('G001');
    expect(
      (await h.post(owner, 'addRosterPlayer', { teamId, player: { lastName: 'C' } })).error?.details?.[0]
        ?.message,
    ).toBe('First name is required');

    const updated = await h.post<{ player: RosterPerson }>(owner, 'updateRosterPlayer', {
      teamId,
      playerId: added.body.player.id,
      player: { jersey: '00', position: 'goalkeeper' },
    });
    expect(updated.body.player).toMatchObject({ jersey: '00', position: 'goalkeeper', firstName: 'Ada' });
    expect((await h.events(RosterPlayerUpdatedSchema, teamId)).at(-1)!.entry).toMatchObject({ jersey: '00' });

    const contact = await h.post<{ contact: RosterPerson & { playerId: string } }>(
      owner,
      'addRosterContact',
      {
        teamId,
        playerId: added.body.player.id,
        contact: { firstName: 'Mum', lastName: 'Lovelace', email: 'mum@x.co' },
      },
    );
    expect(contact.body.contact.playerId).toBe(added.body.player.id);
    const roster = await h.get<{ roster: RosterPerson[] }>(owner, 'getRoster', { teamId });
    expect(roster.body.roster).toEqual([
      expect.objectContaining({
        id: added.body.player.id,
        contacts: [expect.objectContaining({ firstName: 'Mum', email: 'mum@x.co' })],
      }),
    ]);
  });

  it('needs a team id to read a roster or the pending roster; players see it only with PLAYERS_CAN_VIEW_TEAM_ROSTER, without emails', async () => {
    const { owner, teams } = await aProgram();
    const teamId = teams[0]!.id;
    const player = await member(teams[0]!.teamKey!);
    expect((await h.get(owner, 'getRoster')).error?.code).toBe('G001');
    expect((await h.get(owner, 'getPendingRoster')).error?.code).toBe('G001');
    expect((await h.get(owner, 'getPendingRoster', { teamId: '' })).error?.code).toBe('G001');
    expect((await h.get(player, 'getRoster', { teamId })).error?.code).toBe('G003');
    await h.post(owner, 'setTeamFlag', { teamId, flag: 'PLAYERS_CAN_VIEW_TEAM_ROSTER', value: true });
    const seen = await h.get<{ roster: RosterPerson[] }>(player, 'getRoster', { teamId });
    expect(seen.body.roster.map((p) => p.uid)).toEqual([player]);
    expect(seen.body.roster[0]!.email).toBeUndefined();
    expect((await h.get(randomUUID(), 'getRoster', { teamId })).error?.code).toBe('G003');
    const unset = await h.post<{ flags: object }>(owner, 'setTeamFlag', {
      teamId,
      flag: 'PLAYERS_CAN_VIEW_TEAM_ROSTER',
      value: false,
    });
    expect(unset.body.flags).toEqual({});
  });

  it('keeps an unpaid team to its admins: coaches cannot read or change its roster', async () => {
    const { owner, teams } = await aProgram([{ name: 'New', sport: 'FOOTBALL_HS' }], false);
    const teamId = teams[0]!.id;
    const coach = await member(teams[0]!.teamKey!, 'COACH', owner, teamId);
    expect((await h.get(coach, 'getRoster', { teamId })).error?.code).toBe('G003');
    expect(
      (await h.post(coach, 'addRosterPlayer', { teamId, player: { firstName: 'A', lastName: 'B' } })).error
        ?.code,
    ).toBe('G003');
    expect((await h.get(owner, 'getRoster', { teamId })).status).toBe(200);
    expect(
      (await h.post(owner, 'addRosterPlayer', { teamId, player: { firstName: 'A', lastName: 'B' } })).status,
    ).toBe(200);
  });

  it('removes roster players with their contacts and the accounts on the team through them', async () => {
    const { owner, teams } = await aProgram();
    const teamId = teams[0]!.id;
    const player = await member(teams[0]!.teamKey!);
    const coach = await member(teams[0]!.teamKey!, 'COACH', owner, teamId);
    const roster = await h.get<{ roster: RosterPerson[] }>(coach, 'getRoster', { teamId });
    const entry = roster.body.roster.find((p) => p.uid === player)!;
    await h.post(coach, 'addRosterContact', {
      teamId,
      playerId: entry.id,
      contact: { firstName: 'Dad', lastName: 'X' },
    });
    expect((await h.post(player, 'removeTeamPlayers', { teamId, playerIds: [entry.id] })).error?.code).toBe(
      'G003',
    );
    expect(
      (await h.post(coach, 'removeTeamPlayers', { teamId, playerIds: [randomUUID()] })).error?.code,
    ).toBe('G004');
    const removed = await h.post<{ removed: string[] }>(coach, 'removeTeamPlayers', {
      teamId,
      playerIds: [entry.id],
    });
    expect(removed.body.removed).toHaveLength(2);
    // (The coach's own player entry went when they became coach: only the two removed here are checked.)
    expect((await h.events(RosterPlayerRemovedSchema, teamId)).map((e) => e.rosterId)).toEqual(
      expect.arrayContaining(removed.body.removed),
    );
    expect((await h.events(MemberRemovedSchema, teamId)).map((e) => e.userId)).toEqual([player]);
    expect((await h.get<{ joined: unknown[] }>(player, 'retrieveTeams')).body.joined).toEqual([]);
  });

  it('keeps coach placeholders for editors and announces them', async () => {
    const { owner, teams } = await aProgram();
    const teamId = teams[0]!.id;
    const player = await member(teams[0]!.teamKey!);
    const body = { teamId, coachPlaceholders: [' Coach K ', 'Pat Summitt'] };
    expect((await h.post(player, 'updateCoachPlaceholders', body)).error?.code).toBe('G003');
    expect((await h.post(owner, 'updateCoachPlaceholders', body)).body).toEqual({
      coachPlaceholders: ['Coach K', 'Pat Summitt'],
    });
    expect((await h.events(TeamUpdatedSchema, teamId)).at(-1)!.coachPlaceholders).toEqual([
      'Coach K',
      'Pat Summitt',
    ]);
    const listed = await h.get<{ owned: TeamView[] }>(owner, 'retrieveTeams');
    expect(listed.body.owned[0]!.coachPlaceholders).toEqual(['Coach K', 'Pat Summitt']);
  });
});

describe('updateProgramTeams', () => {
  it('adds teams without id, changes only teams that differ, removes teams, records add-ons and quantity', async () => {
    const { owner, programId, teams } = await aProgram([
      { name: 'Varsity', sport: 'BASKETBALL_HS' },
      { name: 'JV', sport: 'BASKETBALL_HS' },
      { name: 'Frosh', sport: 'BASKETBALL_HS' },
    ]);
    const [varsity, jv, frosh] = teams;
    const answer = await h.post<{
      program: { addons: object; quantity: number; teams: string[] };
      teams: TeamView[];
    }>(owner, 'updateProgramTeams', {
      programId,
      added: [
        { name: 'Girls', sport: 'LACROSSE_WOMENS' },
        { name: '', sport: 'FOOTBALL_HS' },
        { name: 'No sport' },
      ],
      modified: [
        { id: varsity!.id, name: 'Varsity', sport: 'BASKETBALL_HS', collegiateTeam: false, addons: {} },
        { id: jv!.id, name: 'Junior Varsity', sport: 'BASKETBALL_HS', addons: { PLAYERS: 1 } },
      ],
      removed: [frosh!.id],
      addons: { COACHES: 2 },
      quantity: 3,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.teams.map((t) => [t.name, t.addons])).toEqual([
      ['Varsity', {}],
      ['Junior Varsity', { PLAYERS: 1 }],
      ['Girls', {}],
    ]);
    expect(answer.body.program).toMatchObject({ addons: { COACHES: 2 }, quantity: 3 });
    const girls = answer.body.teams[2]!;
    expect(girls.paid).toBe(false);
    // Only the team that differs is announced.
    expect(await h.events(TeamUpdatedSchema, varsity!.id)).toHaveLength(1); // from the demo payment only
    expect((await h.events(TeamUpdatedSchema, jv!.id)).at(-1)).toMatchObject({
      name: 'Junior Varsity',
      addons: { players: 1, coaches: 0, admins: 0 },
    });
    expect(await h.events(TeamRemovedSchema, frosh!.id)).toHaveLength(1);
    expect(await h.events(TeamCreatedSchema, girls.id)).toHaveLength(1);
    const listed = await h.get<{ owned: TeamView[] }>(owner, 'retrieveTeams');
    expect(listed.body.owned.map((t) => t.name)).toEqual(['Varsity', 'Junior Varsity', 'Girls']);
  });

  it('keeps add-ons and collegiateTeam when a modified team leaves them out (a rename from the page)', async () => {
    const { owner, programId } = await aProgram();
    const created = await h.post<{ teams: TeamView[] }>(owner, 'updateProgramTeams', {
      programId,
      added: [
        { name: 'Eagles', sport: 'BASKETBALL_MENS_COLLEGE', collegiateTeam: true, addons: { PLAYERS: 2 } },
      ],
    });
    const eagles = created.body.teams.find((t) => t.name === 'Eagles')!;
    const renamed = await h.post<{ teams: TeamView[] }>(owner, 'updateProgramTeams', {
      programId,
      modified: [{ id: eagles.id, name: 'Golden Eagles', sport: 'BASKETBALL_MENS_COLLEGE' }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.teams.find((t) => t.id === eagles.id)).toMatchObject({
      name: 'Golden Eagles',
      collegiateTeam: true,
      addons: { PLAYERS: 2 },
    });
    expect((await h.events(TeamUpdatedSchema, eagles.id)).at(-1)).toMatchObject({
      name: 'Golden Eagles',
      collegiateTeam: true,
      addons: { players: 2, coaches: 0, admins: 0 },
    });
  });

  it('is for program admins, and only for teams of the program', async () => {
    const { owner, programId, teams } = await aProgram();
    const other = await aProgram();
    const coach = await member(teams[0]!.teamKey!, 'COACH', owner, teams[0]!.id);
    expect(
      (await h.post(coach, 'updateProgramTeams', { programId, removed: [teams[0]!.id] })).error?.code,
    ).toBe('G003');
    expect((await h.post(owner, 'updateProgramTeams', { programId: randomUUID() })).error?.code).toBe('G004');
    const foreign = await h.post(owner, 'updateProgramTeams', { programId, removed: [other.teams[0]!.id] });
    expect(foreign.error?.code).toBe('G001');
    expect(
      (
        await h.post(owner, 'updateProgramTeams', {
          programId,
          modified: [{ id: teams[0]!.id, name: '', sport: 'X' }],
        })
      ).error?.code,
    ).toBe('G001');
  });
});

describe('branding and logos', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('logo'),
  ]);

  it('saves colours; applies them only when the plan is not Basic', async () => {
    const { owner, programId, teams } = await aProgram();
    const coach = await member(teams[0]!.teamKey!, 'COACH', owner, teams[0]!.id);
    const body = { programId, colorPrimary: '#AABBCC', colorSecondary: '#112233' };
    expect((await h.post(coach, 'updateProgramBranding', body)).error?.code).toBe('G003');
    expect(
      (await h.post(owner, 'updateProgramBranding', { programId, colorPrimary: 'red' })).error?.code,
    ).toBe('G001');
    const saved = await h.post<{ program: object }>(owner, 'updateProgramBranding', body);
    expect(saved.body.program).toMatchObject({ colorPrimary: '#aabbcc', colorSecondary: '#112233' });
    await h.db.query(`UPDATE programs SET plan = 'BASIC' WHERE id = $1`, [programId]);
    const basic = await h.get<{ programs: object[] }>(owner, 'retrieveTeams');
    expect(basic.body.programs[0]).toMatchObject({
      colorPrimary: null,
      colorSecondary: null,
      savedColors: { primary: '#aabbcc', secondary: '#112233' },
    });
  });

  it('stores a logo from a data URL, serves it, removes it; a missing logo is not an error', async () => {
    const { owner, programId, teams } = await aProgram();
    const coach = await member(teams[0]!.teamKey!, 'COACH', owner, teams[0]!.id);
    const logo = `data:image/png;base64,${png.toString('base64')}`;
    const none = await h.app.inject({ method: 'GET', url: `/api/teams/entityLogo?entityId=${programId}` });
    expect(none.statusCode).toBe(204);
    expect((await h.post(coach, 'updateEntityLogo', { entityId: programId, logo })).error?.code).toBe('G003');
    const saved = await h.post<{ logoUrl: string }>(owner, 'updateEntityLogo', { entityId: programId, logo });
    expect(saved.body.logoUrl).toMatch(new RegExp(`^/api/teams/entityLogo\\?entityId=${programId}&v=\\d+$`));
    // Public on purpose: <img> sends no token.
    const served = await h.app.inject({ method: 'GET', url: saved.body.logoUrl });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload.equals(png)).toBe(true);
    const listed = await h.get<{ programs: { logoUrl: string }[] }>(owner, 'retrieveTeams');
    expect(listed.body.programs[0]!.logoUrl).toBe(saved.body.logoUrl);

    const teamLogo = await h.post<{ logoUrl: string }>(owner, 'updateEntityLogo', {
      entityId: teams[0]!.id,
      logo,
    });
    expect(teamLogo.status).toBe(200);
    expect((await h.post(owner, 'updateEntityLogo', { entityId: randomUUID(), logo })).error?.code).toBe(
      'G004',
    );
    expect(
      (await h.post(owner, 'updateEntityLogo', { entityId: programId, logo: 'data:text/plain;base64,aGk=' }))
        .error?.code,
    ).toBe('G001');
    expect((await h.post(owner, 'updateEntityLogo', { entityId: programId, logo: null })).body).toEqual({
      logoUrl: null,
    });
    expect((await h.app.inject({ method: 'GET', url: saved.body.logoUrl })).statusCode).toBe(204);
  });
});
