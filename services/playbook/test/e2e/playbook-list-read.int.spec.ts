import type { AuthUser } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { PlaybookAccess, type PlaybookContext } from '../../src/playbooks/playbook-access.service';
import { PlaybooksService } from '../../src/playbooks/playbooks.service';
import { PlaybookHarness } from '../harness';

/**
 * getMyPlaybook and getTeamPlaybook read in one statement (PlaybookListRead, issue 12). Compared here with the
 * five statements in two round trips they replaced, which the service still has (PlaybookAccess.team and view(),
 * used by other calls): the same answer as JSON text, byte for byte, and the same refusals.
 */
describe('playbook lists in one statement against the statements they replaced', () => {
  const h = new PlaybookHarness();

  beforeAll(() => h.start('playbook_list_read'), 120_000);
  afterAll(() => h.stop());

  const user = (id: string): AuthUser => ({ id, email: `${id}@example.test` }) as AuthUser;
  const service = () => h.app.get(PlaybooksService);

  async function teamBefore(userId: string, teamId: string) {
    const context = await h.app.get(PlaybookAccess).team(user(userId), teamId);
    return { playbook: await service().view(context) };
  }

  async function personalBefore(userId: string) {
    const playbook = await h.app.get(PlaybookAccess).personal(user(userId));
    const context: PlaybookContext = { playbook, kind: 'personal', userId, flags: {}, writable: true };
    return { playbook: await service().view(context) };
  }

  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => 'answered',
      (error: { code?: string }) => error.code,
    );

  it('answers a personal playbook as before: plays past the free ten, folders, full access from a team', async () => {
    const me = randomUUID();
    const playbookId = await h.personalPlaybookId(me);
    const { folder } = await h.newFolderWithPlay(me, playbookId, 'Sets', 'Horns');
    await h.post(me, 'createFolder', { playbookId, name: 'Inside', parentId: folder });
    for (let i = 0; i < 11; i++) await h.newPlay(me, playbookId, `Play ${i}`);
    // Twice each: the first read sends every document, the second only versions (PlaySummaries).
    for (let turn = 0; turn < 2; turn++) {
      const after = await service().getMyPlaybook(user(me));
      expect(JSON.stringify(after)).toBe(JSON.stringify(await personalBefore(me)));
      expect(after.playbook.plays.length).toBe(12);
    }
    // Coach of a paid team: full access, nothing hidden any more.
    await h.team({ paid: true, members: { [me]: 'COACH' } });
    const full = await service().getMyPlaybook(user(me));
    expect(JSON.stringify(full)).toBe(JSON.stringify(await personalBefore(me)));
    expect(full.playbook.fullAccess).toBe(true);
    // Personal Unlimited alone.
    const other = randomUUID();
    const otherBook = await h.personalPlaybookId(other);
    await h.newPlay(other, otherBook, 'Flex');
    await h.db.query(
      `INSERT INTO personal_unlimited_states (owner_id, paid, changed_at) VALUES ($1, true, now())`,
      [other],
    );
    const unlimited = await service().getMyPlaybook(user(other));
    expect(JSON.stringify(unlimited)).toBe(JSON.stringify(await personalBefore(other)));
    expect(unlimited.playbook.fullAccess).toBe(true);
  });

  it('creates the personal playbook on the first call, as before', async () => {
    const newcomer = randomUUID();
    const first = await service().getMyPlaybook(user(newcomer));
    expect(first.playbook.plays).toEqual([]);
    expect(JSON.stringify(await service().getMyPlaybook(user(newcomer)))).toBe(JSON.stringify(first));
  });

  it('answers a team playbook as before for each role, with viewed plays, and refuses as before', async () => {
    const coach = randomUUID();
    const player = randomUUID();
    const team = await h.team({
      paid: true,
      flags: { COACHES_CAN_EDIT_TEAM_PLAYS: true },
      members: { [coach]: 'COACH', [player]: 'PLAYER' },
    });
    // Team playbooks receive plays by sharing: two plays and a folder holding a third.
    const coachBook = await h.personalPlaybookId(coach);
    const horns = await h.newPlay(coach, coachBook, 'Horns');
    const flex = await h.newPlay(coach, coachBook, 'Flex');
    const { folder } = await h.newFolderWithPlay(coach, coachBook, 'Sets', 'Zipper');
    const shared = await h.post(coach, 'shareItems', {
      srcPlaybookId: coachBook,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [horns, flex, folder],
    });
    expect(shared.status).toBe(200);
    const [{ id: seen }] = await h.db.query(
      `SELECT e.play_id AS id FROM playbook_entries e WHERE e.playbook_id = $1 ORDER BY e.created_date LIMIT 1`,
      [team.playbookId],
    );
    await h.db.query(
      `INSERT INTO play_viewers (team_id, play_id, user_id, first_viewed, last_viewed, views)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [team.teamId, seen, player],
    );
    for (const userId of [coach, player, coach]) {
      const after = await service().getTeamPlaybook(user(userId), team.teamId);
      expect(JSON.stringify(after)).toBe(JSON.stringify(await teamBefore(userId, team.teamId)));
      expect(after.playbook.plays.length).toBe(3);
    }
    const stranger = randomUUID();
    expect(await refusal(service().getTeamPlaybook(user(stranger), team.teamId))).toBe('G003');
    expect(await refusal(service().getTeamPlaybook(user(coach), randomUUID()))).toBe('G004');
    const unpaid = await h.team({ paid: false, members: { [player]: 'PLAYER' } });
    for (const [userId, teamId] of [
      [stranger, team.teamId],
      [team.ownerId, team.teamId],
      [coach, randomUUID()],
      [player, unpaid.teamId],
    ] as const) {
      const after = await refusal(service().getTeamPlaybook(user(userId), teamId));
      expect(after).toBe(await refusal(teamBefore(userId, teamId)));
    }
  });
});
