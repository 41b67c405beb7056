import { randomUUID } from 'node:crypto';
import { PlaybooksService } from '../../src/playbooks/playbooks.service';
import { newProjectedTeam } from '../factories/team-created.factory';
import { PlaybookHarness } from '../harness';

describe('playbook (real Postgres)', () => {
  const h = new PlaybookHarness();

  beforeAll(() => h.start('playbook_http'), 120_000);
  afterAll(() => h.stop());

  const teamCreated = (team: ReturnType<typeof newProjectedTeam>) =>
    h.db.transaction((manager) => h.app.get(PlaybooksService).onTeamCreated(manager, team, new Date()));
  const getTeamPlaybook = (userId: string, teamId: string) => h.get(userId, 'getTeamPlaybook', { teamId });

  it('creates one team playbook however often TeamCreated is handled', async () => {
    const team = newProjectedTeam();
    await teamCreated(team);
    await teamCreated(team);
    const rows = await h.db.query('SELECT type FROM playbooks WHERE team_id = $1', [team.teamId]);
    expect(rows).toEqual([{ type: 'team' }]);
    const members = await h.db.query('SELECT user_id, role FROM team_member_projections WHERE team_id = $1', [
      team.teamId,
    ]);
    expect(members).toEqual([{ user_id: team.ownerId, role: 'ADMIN' }]);
  });

  it('answers the team playbook to its owner, G003 to others, G004 for unknown teams', async () => {
    const team = newProjectedTeam();
    await teamCreated(team);
    const own = await getTeamPlaybook(team.ownerId, team.teamId);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
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
    expect((await getTeamPlaybook(randomUUID(), team.teamId)).status).toBe(403);
    expect((await getTeamPlaybook(team.ownerId, randomUUID())).status).toBe(404);
  });

  it('answers G001 for a missing or malformed team id', async () => {
    for (const query of [{}, { teamId: 'nope' }]) {
      const res = await h.get(randomUUID(), 'getTeamPlaybook', query);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('G001');
    }
  });

  it('creates a single personal playbook even when first asked for twice at once', async () => {
    const userId = randomUUID();
    const ask = () => h.get<{ playbook: { id: string } }>(userId, 'getMyPlaybook');
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a.body.playbook.id).toBe(b.body.playbook.id);
    expect(
      await h.db.query('SELECT count(*)::int AS n FROM playbooks WHERE owner_id = $1', [userId]),
    ).toEqual([{ n: 1 }]);
  });
});
