import { aUser, PlaybookHarness } from '../harness';

describe('sharing to teams (real Postgres)', () => {
  const h = new PlaybookHarness();
  beforeAll(() => h.start('playbook_sharing'), 120_000);
  afterAll(() => h.stop());

  async function setup(flags: Record<string, boolean> = {}) {
    const coach = aUser();
    const player = aUser();
    const team = await h.team({ flags, members: { [coach]: 'COACH', [player]: 'PLAYER' } });
    const mine = await h.personalPlaybookId(coach);
    const playId = await h.newPlay(coach, mine, 'Flex');
    return { coach, player, team, mine, playId };
  }

  const teamPlays = async (userId: string, teamId: string) =>
    (await h.get(userId, 'getTeamPlaybook', { teamId })).body.playbook.plays;

  it('shares a play to the whole team; the player sees it unviewed until opened', async () => {
    const { coach, player, team, mine, playId } = await setup();
    const shared = await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [playId],
    });
    expect(shared.status).toBe(200);
    expect(await teamPlays(player, team.teamId)).toEqual([
      expect.objectContaining({
        id: playId,
        playbookId: mine,
        coachOnly: false,
        unviewed: true,
        name: 'Flex',
      }),
    ]);
    const opened = await h.get(player, 'getSharedPlay', { teamId: team.teamId, srcPlaybookId: mine, playId });
    expect(opened.body).toMatchObject({ play: { id: playId, playbookId: mine }, readOnly: true });
    expect((await teamPlays(player, team.teamId))[0].unviewed).toBe(false);
    expect((await teamPlays(coach, team.teamId))[0].unviewed).toBe(true);
    // The spec's link /playbook/team?p&t names no source playbook: the answer gives it; a wrong one is G004.
    const byLink = await h.get(coach, 'getSharedPlay', { teamId: team.teamId, playId });
    expect(byLink.body).toMatchObject({ play: { id: playId, playbookId: mine }, readOnly: false });
    const wrongSource = await h.get(coach, 'getSharedPlay', {
      teamId: team.teamId,
      srcPlaybookId: playId,
      playId,
    });
    expect(wrongSource.status).toBe(404);
    const status = await h.get(coach, 'getSharedStatus', { playId, teamIds: [team.teamId] });
    expect(status.body).toEqual({ playId, status: { [team.teamId]: 'TEAM' } });
  });

  it('keeps coaches-only items from players and unshares with NOONE', async () => {
    const { coach, player, team, mine, playId } = await setup();
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'COACHES' },
      itemIds: [playId],
    });
    expect(await teamPlays(player, team.teamId)).toEqual([]);
    expect((await teamPlays(coach, team.teamId))[0]).toMatchObject({ id: playId, coachOnly: true });
    const hiddenFromPlayer = await h.get(player, 'getSharedPlay', {
      teamId: team.teamId,
      srcPlaybookId: mine,
      playId,
    });
    expect(hiddenFromPlayer.status).toBe(404);
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'NOONE' },
      itemIds: [playId],
    });
    expect(await teamPlays(coach, team.teamId)).toEqual([]);
    const status = await h.get(coach, 'getSharedStatus', { playId, teamIds: team.teamId });
    expect(status.body.status[team.teamId]).toBe('NOONE');
  });

  it('lets only coaches and admins share to a team', async () => {
    const { player, team } = await setup();
    const own = await h.personalPlaybookId(player);
    const playId = await h.newPlay(player, own);
    const refused = await h.post(player, 'shareItems', {
      srcPlaybookId: own,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [playId],
    });
    expect(refused.status).toBe(403);
  });

  it('shares a folder with its plays into a mirrored folder', async () => {
    const { coach, player, team, mine, playId } = await setup();
    const folder = (await h.post(coach, 'createFolder', { playbookId: mine, name: 'Zone' })).body.folder.id;
    await h.post(coach, 'movePlaybookItems', {
      playbookId: mine,
      changes: { [playId]: null },
      folderId: folder,
    });
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [folder],
    });
    const view = (await h.get(player, 'getTeamPlaybook', { teamId: team.teamId })).body.playbook;
    expect(view.folders).toEqual([expect.objectContaining({ name: 'Zone', plays: [playId] })]);
    expect(view.items).toEqual([{ kind: 'folder', id: view.folders[0].id }]);
  });

  it('saves a team play through its source playbook only for editors', async () => {
    const { coach, player, team, mine, playId } = await setup();
    const other = aUser();
    await h.db.query(
      `INSERT INTO team_member_projections (team_id, user_id, role) VALUES ($1, $2, 'COACH')`,
      [team.teamId, other],
    );
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [playId],
    });
    const { play } = (
      await h.get(other, 'getSharedPlay', { teamId: team.teamId, srcPlaybookId: mine, playId })
    ).body;
    const save = (userId: string) =>
      h.post(userId, 'saveSharedPlay', {
        play: { ...play, description: `by ${userId}` },
        teamId: team.teamId,
        srcPlaybookId: mine,
      });
    expect((await save(other)).status).toBe(403);
    expect((await save(player)).status).toBe(403);
    expect((await save(coach)).status).toBe(200);
    await h.db.query(`UPDATE team_projections SET flags = $2 WHERE team_id = $1`, [
      team.teamId,
      JSON.stringify({ COACHES_CAN_EDIT_TEAM_PLAYS: true }),
    ]);
    expect((await save(other)).status).toBe(200);
    const mineNow = (await h.get(coach, 'getPlay', { playbookId: mine, playId })).body.play;
    expect(mineNow.description).toBe(`by ${other}`);
  });

  it('shares a team play on to another team as a proxy that cannot be copied or shared again', async () => {
    const { coach, team, mine, playId } = await setup();
    const third = aUser();
    const other = await h.team({ members: { [coach]: 'COACH', [third]: 'COACH' } });
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [playId],
    });
    const onward = await h.post(team.ownerId, 'shareItems', {
      srcPlaybookId: team.playbookId,
      modifications: { [other.teamId]: 'TEAM' },
      itemIds: [playId],
      proxyTeamId: team.teamId,
    });
    expect(onward.status).toBe(403);
    await h.db.query(
      `INSERT INTO team_member_projections (team_id, user_id, role) VALUES ($1, $2, 'ADMIN')`,
      [other.teamId, team.ownerId],
    );
    const shared = await h.post(team.ownerId, 'shareItems', {
      srcPlaybookId: team.playbookId,
      modifications: { [other.teamId]: 'TEAM' },
      itemIds: [playId],
      proxyTeamId: team.teamId,
    });
    expect(shared.status).toBe(200);
    const [item] = (await h.get(third, 'getTeamPlaybook', { teamId: other.teamId })).body.playbook.plays;
    expect(item).toMatchObject({ id: playId, playbookId: mine, proxyTeamId: team.teamId });
    expect(item.actions).toMatchObject({ copy: false, share: false });
    const opened = await h.get(third, 'getSharedPlay', { teamId: other.teamId, srcPlaybookId: mine, playId });
    expect(opened.body.play.proxyTeamId).toBe(team.teamId);
    const again = await h.post(other.ownerId, 'shareItems', {
      srcPlaybookId: other.playbookId,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [playId],
    });
    expect(again.status).toBe(403);
  });

  it('changes the audience of team items in place from the team playbook: coaches only, then the whole team', async () => {
    const { coach, player, team, mine, playId } = await setup();
    const { folder, inFolder } = await h.newFolderWithPlay(coach, mine, 'Press', 'Diamond');
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [playId, folder],
    });
    const before = (await h.get(coach, 'getTeamPlaybook', { teamId: team.teamId })).body.playbook;
    const teamFolder = before.folders[0].id;
    const audience = (scope: string, who = coach) =>
      h.post(who, 'shareItems', {
        srcPlaybookId: team.playbookId,
        modifications: { [team.teamId]: scope },
        itemIds: [playId, teamFolder],
      });
    // A player may not change who sees a team item.
    expect((await audience('COACHES', player)).status).toBe(403);
    expect((await audience('COACHES')).status).toBe(200);
    const coachesOnly = (await h.get(coach, 'getTeamPlaybook', { teamId: team.teamId })).body.playbook;
    expect(coachesOnly.plays.map((p: { coachOnly: boolean }) => p.coachOnly)).toEqual([true, true]);
    // Same place in the team playbook: the folder and its contents stay where they were.
    expect(coachesOnly.folders).toEqual([expect.objectContaining({ id: teamFolder, plays: [inFolder] })]);
    expect((await teamPlays(player, team.teamId)).map((p: { id: string }) => p.id)).toEqual([]);
    const status = await h.get(coach, 'getSharedStatus', { playId: inFolder, teamIds: team.teamId });
    expect(status.body.status[team.teamId]).toBe('COACHES');
    expect((await audience('TEAM')).status).toBe(200);
    expect((await teamPlays(player, team.teamId)).map((p: { id: string }) => p.id).sort()).toEqual(
      [playId, inFolder].sort(),
    );
  });

  it('lets a coach unshare any team item from the team playbook itself, folders included', async () => {
    const { coach, team, mine, playId } = await setup();
    const { folder, inFolder } = await h.newFolderWithPlay(coach, mine, 'Press', 'Diamond');
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [playId, folder],
    });
    const other = aUser();
    await h.db.query(
      `INSERT INTO team_member_projections (team_id, user_id, role) VALUES ($1, $2, 'COACH')`,
      [team.teamId, other],
    );
    const view = (await h.get(other, 'getTeamPlaybook', { teamId: team.teamId })).body.playbook;
    const teamFolder = view.folders[0].id;
    const fromTeam = (itemIds: string[], scope = 'NOONE') =>
      h.post(other, 'shareItems', {
        srcPlaybookId: team.playbookId,
        modifications: { [team.teamId]: scope },
        itemIds,
      });
    expect((await fromTeam([playId, teamFolder])).status).toBe(200);
    const after = (await h.get(other, 'getTeamPlaybook', { teamId: team.teamId })).body.playbook;
    expect([after.plays, after.folders]).toEqual([[], []]);
    const status = await h.get(coach, 'getSharedStatus', { playId: inFolder, teamIds: team.teamId });
    expect(status.body.status[team.teamId]).toBe('NOONE');
  });

  it('creates new plays in personal playbooks only', async () => {
    const { team } = await setup({ COACHES_CAN_EDIT_TEAM_PLAYS: true });
    await expect(h.newPlay(team.ownerId, team.playbookId)).rejects.toThrow(/403/);
  });
});
