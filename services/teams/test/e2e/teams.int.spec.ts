import { ProgramCreatedSchema, TeamCreatedSchema, EnvelopeSchema, fromBinary } from '@chalktalk/contracts';
import { startTestPostgres, type TestPostgres } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createTeamsApp } from '../../src/app';
import { loadTeamsConfig } from '../../src/config';
import { DemoSeedService } from '../../src/demo-seed/demo-seed.service';
import { newProgramInput } from '../factories/program.factory';
import { startTestIssuer, type TestIssuer } from '@chalktalk/platform/testing';

type App = Awaited<ReturnType<typeof createTeamsApp>>;

interface TeamView {
  id: string;
  name: string;
  sport: string;
  programId: string;
  plan: string | null;
  paid: boolean;
  ownerId: string;
  teamKey?: string;
  members: Record<string, { role: string }>;
  admins: Record<string, true>;
  flags: object;
  createdDate: string;
}

describe('teams over HTTP (real Postgres)', () => {
  let pg: TestPostgres;
  let issuer: TestIssuer;
  let app: App;
  let db: Client;

  beforeAll(async () => {
    pg = await startTestPostgres();
    issuer = await startTestIssuer();
    const url = pg.url('teams_http');
    app = await createTeamsApp(
      loadTeamsConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: url,
        EVENT_BUS: 'inprocess',
        JWKS_URL: issuer.jwksUrl,
      }),
    );
    await app.getHttpAdapter().getInstance().ready();
    db = new Client({ connectionString: url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await issuer?.stop();
    await pg?.stop();
  });

  const post = async (userId: string, url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${await issuer.token({ id: userId })}` },
    });
  const get = async (userId: string, url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await issuer.token({ id: userId })}` },
    });

  it('creates a program whose creator owns and administers every team', async () => {
    const owner = randomUUID();
    const res = await post(owner, '/api/teams/createProgram', {
      name: 'Northside',
      teams: [
        { name: 'Varsity', sport: 'BASKETBALL_HS' },
        { name: '', sport: 'FOOTBALL_HS' },
        { name: 'No sport' },
        { name: 'Girls', sport: 'LACROSSE_WOMENS' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { program, teams } = res.json<{ program: object; teams: TeamView[] }>();
    expect(teams.map((team) => [team.name, team.sport])).toEqual([
      ['Varsity', 'BASKETBALL_HS'],
      ['Girls', 'LACROSSE_WOMENS'],
    ]);
    expect(program).toEqual({
      id: expect.any(String),
      name: 'Northside',
      plan: null,
      paid: false,
      colorPrimary: null,
      colorSecondary: null,
      savedColors: { primary: null, secondary: null },
      teams: teams.map((team) => team.id),
      ownerId: owner,
      admins: { [owner]: true },
      addons: {},
      quantity: null,
      logoUrl: null,
    });
    for (const team of teams) {
      expect(team).toMatchObject({
        ownerId: owner,
        paid: false,
        plan: null,
        members: { [owner]: { role: 'ADMIN' } },
        admins: { [owner]: true },
        flags: {},
      });
      expect(team.teamKey).toMatch(/^[A-Z]{8}$/);
    }
  });

  it('writes ProgramCreated and one TeamCreated per team to the outbox', async () => {
    const owner = randomUUID();
    const res = await post(
      owner,
      '/api/teams/createProgram',
      newProgramInput({
        teams: [
          { name: 'A', sport: 'BASKETBALL_HS' },
          { name: 'B', sport: 'FOOTBALL_COLLEGE' },
        ],
      }),
    );
    const { program, teams } = res.json<{ program: { id: string }; teams: TeamView[] }>();
    const rows = await db.query<{
      topic: string;
      key: string;
      type: string;
      payload: Buffer;
      created_at: Date;
    }>(
      `SELECT topic, key, type, payload, created_at FROM platform_outbox
        WHERE key = ANY($1) AND topic <> 'teams.membership.v1' ORDER BY id`,
      [[program.id, ...teams.map((team) => team.id)]],
    );
    expect(rows.rows.map((row) => [row.topic, row.key, row.type])).toEqual([
      ['teams.program.v1', program.id, 'chalktalk.teams.v1.ProgramCreated'],
      ['teams.team.v1', teams[0]!.id, 'chalktalk.teams.v1.TeamCreated'],
      ['teams.team.v1', teams[1]!.id, 'chalktalk.teams.v1.TeamCreated'],
    ]);
    const joins = await db.query<{ key: string }>(
      `SELECT key FROM platform_outbox WHERE type = 'chalktalk.teams.v1.MemberJoined' AND key = ANY($1) ORDER BY id`,
      [teams.map((team) => team.id)],
    );
    expect(joins.rows.map((row) => row.key)).toEqual(teams.map((team) => team.id));

    const envelope = fromBinary(EnvelopeSchema, rows.rows[1]!.payload);
    expect(envelope).toMatchObject({
      type: 'chalktalk.teams.v1.TeamCreated',
      source: 'teams',
      teamId: teams[0]!.id,
    });
    expect(fromBinary(TeamCreatedSchema, envelope.payload)).toMatchObject({
      teamId: teams[0]!.id,
      programId: program.id,
      name: 'A',
      sport: 'BASKETBALL_HS',
      ownerId: owner,
    });
    const programEnvelope = fromBinary(EnvelopeSchema, rows.rows[0]!.payload);
    expect(fromBinary(ProgramCreatedSchema, programEnvelope.payload).teamIds).toEqual(
      teams.map((team) => team.id),
    );
  });

  it('writes nothing when the outbox write fails: teams and their events share one transaction', async () => {
    const owner = randomUUID();
    const name = `Atomic ${randomUUID().slice(0, 8)}`;
    // Make the outbox refuse TeamCreated records, so the transaction fails after the team rows were written.
    await db.query(
      `ALTER TABLE platform_outbox ADD CONSTRAINT test_refuse_team_events CHECK (topic <> 'teams.team.v1') NOT VALID`,
    );
    try {
      const res = await post(
        owner,
        '/api/teams/createProgram',
        newProgramInput({ name, teams: [{ name: 'Atomic team', sport: 'BASKETBALL_HS' }] }),
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ error: { code: 'G999' } });
    } finally {
      await db.query('ALTER TABLE platform_outbox DROP CONSTRAINT test_refuse_team_events');
    }
    const programs = await db.query('SELECT id FROM programs WHERE name = $1', [name]);
    expect(programs.rowCount).toBe(0);
    const teams = await db.query(`SELECT id FROM teams WHERE owner_id = $1`, [owner]);
    expect(teams.rowCount).toBe(0);
  });

  it('lists owned teams and their programs in retrieveTeams, nothing of other users', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const mine = (await post(owner, '/api/teams/createProgram', newProgramInput())).json<{
      program: { id: string };
      teams: TeamView[];
    }>();
    await post(other, '/api/teams/createProgram', newProgramInput());
    const res = await get(owner, '/api/teams/retrieveTeams');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      owned: TeamView[];
      joined: TeamView[];
      programs: { id: string; teams: string[] }[];
      pendingJoin: TeamView[];
    }>();
    expect(body.owned).toEqual(mine.teams);
    expect(body.joined).toEqual([]);
    expect(body.pendingJoin).toEqual([]);
    expect(body.programs).toEqual([
      expect.objectContaining({ id: mine.program.id, teams: mine.teams.map((t) => t.id) }),
    ]);
    expect((await get(randomUUID(), '/api/teams/retrieveTeams')).json()).toEqual({
      owned: [],
      joined: [],
      programs: [],
      pendingJoin: [],
      activeTeamId: null,
      overallRole: 'none',
    });
  });

  it.each([
    ['a blank program name', { name: '  ', teams: [] }, 'name'],
    ['a name of 40 characters', { name: 'x'.repeat(40), teams: [] }, 'name'],
    ['a name starting with punctuation', { name: '-Club', teams: [] }, 'name'],
    ['an unknown sport', { name: 'Club', teams: [{ name: 'A', sport: 'CURLING' }] }, 'teams.0.sport'],
    ['teams that are not a list', { name: 'Club', teams: 'A' }, 'teams'],
  ])('refuses %s with G001 and writes nothing', async (_case, payload, path) => {
    const owner = randomUUID();
    const before = await db.query('SELECT count(*)::int AS n FROM platform_outbox');
    const res = await post(owner, '/api/teams/createProgram', payload);
    expect(res.statusCode).toBe(400);
    const error = res.json<{ error: { code: string; details: { path: string }[] } }>().error;
    expect(error.code).toBe('G001');
    expect(error.details.map((detail) => detail.path)).toContain(path);
    expect((await get(owner, '/api/teams/retrieveTeams')).json()).toMatchObject({ owned: [], programs: [] });
    expect((await db.query('SELECT count(*)::int AS n FROM platform_outbox')).rows[0]).toEqual(
      before.rows[0],
    );
  });

  it('uses the spec message for names of 40 characters or more', async () => {
    const res = await post(randomUUID(), '/api/teams/createProgram', { name: 'y'.repeat(45) });
    expect(res.json<{ error: { details: { message: string }[] } }>().error.details[0]!.message).toBe(
      'Enter a name less than 40 characters long',
    );
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/teams/retrieveTeams' });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('G003');
  });

  it('marks a program and its teams paid through the seed-only service', async () => {
    const owner = randomUUID();
    const created = (await post(owner, '/api/teams/createProgram', newProgramInput())).json<{
      program: { id: string };
    }>();
    await app.get(DemoSeedService).markProgramPaidForDemo(created.program.id, 'CLUB_COMPLETE');
    const listed = (await get(owner, '/api/teams/retrieveTeams')).json<{
      owned: TeamView[];
      programs: { paid: boolean; plan: string }[];
    }>();
    expect(listed.owned.every((team) => team.paid && team.plan === 'CLUB_COMPLETE')).toBe(true);
    expect(listed.programs[0]).toMatchObject({ paid: true, plan: 'CLUB_COMPLETE' });
    await expect(app.get(DemoSeedService).markProgramPaidForDemo(randomUUID(), 'BASIC')).rejects.toThrow(
      /does not exist/,
    );
  });
});
