import { startTestPostgres, type TestPostgres } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createPlaybookApp } from '../../src/app';
import { loadPlaybookConfig } from '../../src/config';
import { PlaybooksService } from '../../src/playbooks/playbooks.service';
import { newProjectedTeam } from '../factories/team-created.factory';
import { startTestIssuer, type TestIssuer } from '@chalktalk/platform/testing';

type App = Awaited<ReturnType<typeof createPlaybookApp>>;

describe('playbook (real Postgres)', () => {
  let pg: TestPostgres;
  let issuer: TestIssuer;
  let app: App;
  let db: DataSource;

  beforeAll(async () => {
    pg = await startTestPostgres();
    issuer = await startTestIssuer();
    app = await createPlaybookApp(
      loadPlaybookConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: pg.url('playbook_http'),
        JWKS_URL: issuer.jwksUrl,
      }),
    );
    await app.getHttpAdapter().getInstance().ready();
    db = app.get(DataSource);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await issuer?.stop();
    await pg?.stop();
  });

  const teamCreated = (team: ReturnType<typeof newProjectedTeam>) =>
    db.transaction((manager) => app.get(PlaybooksService).onTeamCreated(manager, team, new Date()));
  const getTeamPlaybook = async (userId: string, teamId: string) =>
    app.inject({
      method: 'GET',
      url: `/api/playbook/getTeamPlaybook?teamId=${teamId}`,
      headers: { authorization: `Bearer ${await issuer.token({ id: userId })}` },
    });

  it('creates one team playbook however often TeamCreated is handled', async () => {
    const team = newProjectedTeam();
    await teamCreated(team);
    await teamCreated(team);
    const rows = await db.query('SELECT type FROM playbooks WHERE team_id = $1', [team.teamId]);
    expect(rows).toEqual([{ type: 'team' }]);
    const members = await db.query('SELECT user_id, role FROM team_member_projections WHERE team_id = $1', [
      team.teamId,
    ]);
    expect(members).toEqual([{ user_id: team.ownerId, role: 'ADMIN' }]);
  });

  it('answers the team playbook to its owner, G003 to others, G004 for unknown teams', async () => {
    const team = newProjectedTeam();
    await teamCreated(team);
    const own = await getTeamPlaybook(team.ownerId, team.teamId);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      playbook: {
        id: expect.any(String),
        teamId: team.teamId,
        type: 'team',
        readOnly: true,
        items: [],
        plays: [],
        folders: [],
      },
    });
    expect((await getTeamPlaybook(randomUUID(), team.teamId)).statusCode).toBe(403);
    expect((await getTeamPlaybook(team.ownerId, randomUUID())).statusCode).toBe(404);
  });

  it('answers G001 for a missing or malformed team id', async () => {
    for (const url of ['/api/playbook/getTeamPlaybook', '/api/playbook/getTeamPlaybook?teamId=nope']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${await issuer.token({})}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('G001');
    }
  });

  it('creates a single personal playbook even when first asked for twice at once', async () => {
    const userId = randomUUID();
    const token = await issuer.token({ id: userId });
    const ask = () =>
      app.inject({
        method: 'GET',
        url: '/api/playbook/getMyPlaybook',
        headers: { authorization: `Bearer ${token}` },
      });
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a.json<{ playbook: { id: string } }>().playbook.id).toBe(
      b.json<{ playbook: { id: string } }>().playbook.id,
    );
    expect(await db.query('SELECT count(*)::int AS n FROM playbooks WHERE owner_id = $1', [userId])).toEqual([
      { n: 1 },
    ]);
  });
});
