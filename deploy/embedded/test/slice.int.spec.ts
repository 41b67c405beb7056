import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { waitFor } from '@chalktalk/platform/testing';
import { call, type ErrorBody, signUp } from './api-helpers';

/**
 * The Foundation slice end to end, in one process as `make dev` runs it: a visitor signs up, creates a program
 * with a team, sees it in retrieveTeams, and the TeamCreated event reaches playbook, which creates the playbook.
 */
describe('Foundation slice through the gateway (in-process bus, real Postgres)', () => {
  let product: TestProduct;
  let api: string;

  beforeAll(async () => {
    product = await startTestProduct({ databasePrefix: 'slice' });
    api = product.api;
  }, 120_000);

  afterAll(() => product?.stop());

  it('signs up, creates a program, lists it and opens the team playbook', async () => {
    const coach = await signUp(api);
    const created = await call<{
      program: { id: string; teams: string[] };
      teams: { id: string; name: string }[];
    }>(api, 'POST', '/api/teams/createProgram', {
      token: coach.accessToken,
      json: {
        name: 'Riverside Club',
        teams: [
          { name: 'Varsity', sport: 'BASKETBALL_HS' },
          { name: '', sport: 'LACROSSE_MENS' }, // dropped: no name
        ],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.teams.map((team) => team.name)).toEqual(['Varsity']);
    const teamId = created.body.teams[0]!.id;

    const listed = await call<{
      owned: { id: string; members: object }[];
      programs: { id: string; teams: string[] }[];
    }>(api, 'GET', '/api/teams/retrieveTeams', { token: coach.accessToken });
    expect(listed.status).toBe(200);
    expect(listed.body.owned.map((team) => team.id)).toEqual([teamId]);
    expect(listed.body.owned[0]!.members).toEqual({ [coach.user.id]: { role: 'ADMIN' } });
    expect(listed.body.programs).toEqual([
      expect.objectContaining({ id: created.body.program.id, teams: [teamId] }),
    ]);

    const playbook = await waitFor(
      async () => {
        const res = await call<{ playbook: { teamId: string } }>(
          api,
          'GET',
          `/api/playbook/getTeamPlaybook?teamId=${teamId}`,
          {
            token: coach.accessToken,
          },
        );
        return res.status === 200 ? res.body.playbook : undefined;
      },
      { what: 'playbook to create the team playbook from TeamCreated' },
    );
    expect(playbook).toMatchObject({ id: expect.any(String), teamId, type: 'team', plays: [], folders: [] });
  });

  it('keeps other users out of a team playbook (G003) and answers G004 for unknown teams', async () => {
    const coach = await signUp(api);
    const stranger = await signUp(api, 'Stranger');
    const created = await call<{ teams: { id: string }[] }>(api, 'POST', '/api/teams/createProgram', {
      token: coach.accessToken,
      json: { name: 'Hill Club', teams: [{ name: 'JV', sport: 'FOOTBALL_HS' }] },
    });
    const teamId = created.body.teams[0]!.id;
    await waitFor(async () => {
      const res = await call(api, 'GET', `/api/playbook/getTeamPlaybook?teamId=${teamId}`, {
        token: coach.accessToken,
      });
      return res.status === 200;
    });
    const denied = await call<ErrorBody>(api, 'GET', `/api/playbook/getTeamPlaybook?teamId=${teamId}`, {
      token: stranger.accessToken,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('G003');
    const unknown = await call<ErrorBody>(
      api,
      'GET',
      '/api/playbook/getTeamPlaybook?teamId=00000000-0000-4000-8000-000000000000',
      { token: coach.accessToken },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('G004');
  });

  it('creates the personal playbook on first use and returns the same one after', async () => {
    const user = await signUp(api, 'Solo');
    const first = await call<{ playbook: { id: string } }>(api, 'GET', '/api/playbook/getMyPlaybook', {
      token: user.accessToken,
    });
    const second = await call<{ playbook: { id: string } }>(api, 'GET', '/api/playbook/getMyPlaybook', {
      token: user.accessToken,
    });
    expect(first.status).toBe(200);
    expect(first.body.playbook).toMatchObject({
      ownerId: user.user.id,
      type: 'personal',
      plays: [],
      folders: [],
    });
    expect(second.body.playbook.id).toBe(first.body.playbook.id);
  });

  describe('bad requests through the gateway get a 4xx with a code, and change nothing', () => {
    it('malformed JSON', async () => {
      const res = await call<ErrorBody>(api, 'POST', '/api/account/login', { raw: '{"email": "a@b.co",' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('G001');
    });

    it('missing fields, with the spec messages', async () => {
      const res = await call<ErrorBody>(api, 'POST', '/api/account/login', { json: {} });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'G001',
        details: [
          { path: 'email', message: 'Email is required' },
          { path: 'password', message: 'Password is required' },
        ],
      });
    });

    it('an invalid program leaves no program behind', async () => {
      const coach = await signUp(api);
      const res = await call<ErrorBody>(api, 'POST', '/api/teams/createProgram', {
        token: coach.accessToken,
        json: { name: '   ', teams: [{ name: 'A', sport: 'CURLING' }] },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('G001');
      const listed = await call<{ owned: unknown[]; programs: unknown[] }>(
        api,
        'GET',
        '/api/teams/retrieveTeams',
        {
          token: coach.accessToken,
        },
      );
      expect(listed.body).toMatchObject({ owned: [], programs: [] });
    });

    it('a body over 1 MiB is refused at the edge (413, G001)', async () => {
      const res = await call<ErrorBody>(api, 'POST', '/api/account/login', {
        json: { email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) },
      });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('G001');
    });

    it('no token on a call that needs one (G003 at the edge)', async () => {
      const res = await call<ErrorBody>(api, 'GET', '/api/teams/retrieveTeams');
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('G003');
    });

    it('an unknown call group (G004)', async () => {
      const res = await call<ErrorBody>(api, 'GET', '/api/nosuchgroup/call');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('G004');
    });
  });

  it('answers main/version at the gateway', async () => {
    const res = await call<{ version: string; deployedDate: string }>(api, 'GET', '/api/main/version');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: '18.1.17', deployedDate: expect.any(String) });
  });
});
