import { Topics } from '@chalktalk/contracts';
import { aUser, PlaybookHarness } from '../harness';

/**
 * Who sees a saved play's list poster: the play's own access rules (services/render/test/play-posters.int.spec.ts
 * follows a poster through a real render). A refused request asks for no render.
 */
describe('playbook: list posters follow the play access rules (playPoster)', () => {
  const h = new PlaybookHarness();
  beforeAll(() => h.start('playbook_posters'), 120_000);
  afterAll(() => h.stop());

  const key = async (userId: string): Promise<string> => (await h.get(userId, 'posterKey')).body.key;
  const poster = async (userId: string, ids: Record<string, string>) =>
    h.get(null, 'playPoster', { ...ids, k: await key(userId) });
  const jobs = async (playId: string): Promise<number> =>
    (
      await h.db.query(`SELECT count(*)::int AS n FROM platform_outbox WHERE topic = $1 AND key = $2`, [
        Topics.RenderJob,
        playId,
      ])
    )[0].n;

  it("the owner's personal play: the owner yes, anyone else no", async () => {
    const coach = aUser();
    const mine = await h.personalPlaybookId(coach);
    const playId = await h.newPlay(coach, mine, 'Mine');
    const stranger = await poster(aUser(), { playbookId: mine, playId });
    expect(stranger.status).toBe(403);
    expect(stranger.error?.code).toBe('G003');
    expect(await jobs(playId)).toBe(0);
    expect((await poster(coach, { playbookId: mine, playId })).status).toBe(404); // asked for, rendering
    expect(await jobs(playId)).toBe(1);
  });

  it('a team play: members through the team (no view counted), coaches-only plays not for players', async () => {
    const coach = aUser();
    const player = aUser();
    const outsider = aUser();
    const team = await h.team({ members: { [coach]: 'COACH', [player]: 'PLAYER' } });
    const mine = await h.personalPlaybookId(coach);
    const shared = await h.newPlay(coach, mine, 'Shared');
    const coachesOnly = await h.newPlay(coach, mine, 'Coaches');
    for (const [playId, scope] of [
      [shared, 'TEAM'],
      [coachesOnly, 'COACHES'],
    ] as const)
      await h.post(coach, 'shareItems', {
        srcPlaybookId: mine,
        modifications: { [team.teamId]: scope },
        itemIds: [playId],
      });

    expect((await poster(player, { teamId: team.teamId, playId: shared })).status).toBe(404);
    expect((await poster(player, { playbookId: team.playbookId, playId: shared })).status).toBe(404);
    expect(await jobs(shared)).toBe(1);
    // A poster is not a view: the play stays unviewed for the player.
    expect((await h.get(player, 'getViewedPlays', { teamId: team.teamId })).body).toEqual({ playIds: [] });

    expect((await poster(outsider, { teamId: team.teamId, playId: shared })).status).toBe(403);
    // The source playbook is the coach's own: a player does not get the play through it.
    expect((await poster(player, { playbookId: mine, playId: shared })).status).toBe(403);
    expect((await poster(player, { teamId: team.teamId, playId: coachesOnly })).status).toBe(404);
    expect(await jobs(coachesOnly)).toBe(0);
    expect((await poster(coach, { teamId: team.teamId, playId: coachesOnly })).status).toBe(404);
    expect(await jobs(coachesOnly)).toBe(1);
  });

  it('answers G001 for bad input: neither or both of playbookId and teamId, no key', async () => {
    const coach = aUser();
    const mine = await h.personalPlaybookId(coach);
    const playId = await h.newPlay(coach, mine);
    const k = await key(coach);
    for (const query of [
      { playId, k },
      { playId, k, playbookId: mine, teamId: mine },
      { playId, playbookId: mine },
      { playId: 'x', k, playbookId: mine },
    ]) {
      const res = await h.get(null, 'playPoster', query);
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe('G001');
    }
    expect(await jobs(playId)).toBe(0);
  });
});
