import {
  EnvelopeSchema,
  fromBinary,
  PlayFirstViewedSchema,
  StudyReminderRequestedSchema,
  timestampDate,
} from '@chalktalk/contracts';
import { aUser, PlaybookHarness } from '../harness';

describe('viewer records, study reminders and public links (real Postgres)', () => {
  const h = new PlaybookHarness();
  beforeAll(() => h.start('playbook_viewers'), 120_000);
  afterAll(() => h.stop());

  async function sharedTeam(scope: 'TEAM' | 'COACHES' = 'TEAM', flags: Record<string, boolean> = {}) {
    const coach = aUser();
    const player = aUser();
    const team = await h.team({ flags, members: { [coach]: 'COACH', [player]: 'PLAYER' } });
    const mine = await h.personalPlaybookId(coach);
    const playId = await h.newPlay(coach, mine, 'Chin');
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: scope },
      itemIds: [playId],
    });
    return { coach, player, team, mine, playId };
  }

  it('records each view per person and reports viewers, viewed plays and a profile', async () => {
    const { coach, player, team, mine, playId } = await sharedTeam();
    // As MemberJoined leaves the projection; the coach joined before names were kept and has none.
    await h.db.query(
      `UPDATE team_member_projections SET first_name = 'Pat', last_name = 'Lee' WHERE team_id = $1 AND user_id = $2`,
      [team.teamId, player],
    );
    const open = () => h.get(player, 'getSharedPlay', { teamId: team.teamId, srcPlaybookId: mine, playId });
    expect((await h.get(player, 'getViewedPlays', { teamId: team.teamId })).body).toEqual({ playIds: [] });
    await open();
    await open();
    expect((await h.get(player, 'getViewedPlays', { teamId: team.teamId })).body).toEqual({
      playIds: [playId],
    });
    const details = await h.get(coach, 'getViewerDetails', { teamId: team.teamId, playId });
    expect(details.body).toMatchObject({
      playId,
      name: 'Chin',
      viewerCount: 1,
      viewers: [{ userId: player, role: 'PLAYER', firstName: 'Pat', lastName: 'Lee', views: 2 }],
    });
    expect(details.body.viewers[0]).not.toHaveProperty('email');
    expect(details.body.notViewed.map((m: { userId: string }) => m.userId).sort()).toEqual(
      [coach, team.ownerId].sort(),
    );
    expect(details.body.notViewed).toContainEqual({
      userId: coach,
      role: 'COACH',
      firstName: '',
      lastName: '',
    });
    expect((await h.get(player, 'getViewerDetails', { teamId: team.teamId, playId })).status).toBe(403);
    const profile = await h.get(coach, 'getViewershipProfile', { teamId: team.teamId, personUID: player });
    expect(profile.body).toMatchObject({
      personUID: player,
      role: 'PLAYER',
      firstName: 'Pat',
      lastName: 'Lee',
      viewedCount: 1,
      playCount: 1,
      plays: [{ playId, viewed: true, views: 2 }],
    });
    const own = await h.get(player, 'getViewershipProfile', { teamId: team.teamId, personUID: player });
    expect(own.status).toBe(200);
    expect(
      (await h.get(player, 'getViewershipProfile', { teamId: team.teamId, personUID: coach })).status,
    ).toBe(403);
  });

  it('answers the viewed plays of one team folder when folderId is given', async () => {
    const { coach, player, team, mine, playId } = await sharedTeam();
    const { folder, inFolder } = await h.newFolderWithPlay(coach, mine, 'Sets', 'Diamond');
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [folder],
    });
    const teamFolder = (await h.get(player, 'getTeamPlaybook', { teamId: team.teamId })).body.playbook
      .folders[0].id;
    for (const id of [playId, inFolder]) {
      await h.get(player, 'getSharedPlay', { teamId: team.teamId, srcPlaybookId: mine, playId: id });
    }
    const viewed = (folderId?: string) =>
      h.get(player, 'getViewedPlays', { teamId: team.teamId, ...(folderId ? { folderId } : {}) });
    expect((await viewed()).body.playIds.sort()).toEqual([playId, inFolder].sort());
    expect((await viewed(teamFolder)).body).toEqual({ playIds: [inFolder] });
    expect((await viewed(aUser())).body).toEqual({ playIds: [] });
  });

  it('publishes PlayFirstViewed once per person and play, not per view', async () => {
    const { coach, player, team, mine, playId } = await sharedTeam();
    const open = (who: string) =>
      h.get(who, 'getSharedPlay', { teamId: team.teamId, srcPlaybookId: mine, playId });
    const firstViews = async () =>
      (
        (await h.db.query(`SELECT payload FROM platform_outbox WHERE type = $1 AND key = $2 ORDER BY id`, [
          PlayFirstViewedSchema.typeName,
          team.teamId,
        ])) as { payload: Uint8Array }[]
      ).map((row) => fromBinary(PlayFirstViewedSchema, fromBinary(EnvelopeSchema, row.payload).payload));
    for (let i = 0; i < 3; i++) expect((await open(player)).status).toBe(200);
    await open(coach);
    const events = await firstViews();
    expect(events.map((e) => [e.teamId, e.playId, e.userId])).toEqual([
      [team.teamId, playId, player],
      [team.teamId, playId, coach],
    ]);
    const [{ first_viewed }] = await h.db.query(
      `SELECT first_viewed FROM play_viewers WHERE team_id = $1 AND play_id = $2 AND user_id = $3`,
      [team.teamId, playId, player],
    );
    expect(timestampDate(events[0]!.viewedAt!).getTime()).toBe(new Date(first_viewed).getTime());
  });

  it('sends a study reminder as an event, or says nobody is there to tell', async () => {
    const { coach, player, team, playId } = await sharedTeam();
    const sent = await h.post(coach, 'sendStudyReminder', { plays: [playId], teamId: team.teamId });
    expect(sent.body).toEqual({ message: 'Your team has been notified.', notified: 2 });
    const [row] = await h.db.query(`SELECT payload FROM platform_outbox WHERE type = $1 AND key = $2`, [
      StudyReminderRequestedSchema.typeName,
      team.teamId,
    ]);
    const envelope = fromBinary(EnvelopeSchema, row.payload);
    const event = fromBinary(StudyReminderRequestedSchema, envelope.payload);
    expect(event.recipientIds.sort()).toEqual([player, team.ownerId].sort());
    expect(event.plays).toEqual([expect.objectContaining({ playId, name: 'Chin' })]);
    expect((await h.post(player, 'sendStudyReminder', { plays: [playId], teamId: team.teamId })).status).toBe(
      403,
    );

    const lonely = aUser();
    const alone = await h.team({ members: {} });
    await h.db.query(`UPDATE team_member_projections SET user_id = $2 WHERE team_id = $1`, [
      alone.teamId,
      lonely,
    ]);
    const own = await h.personalPlaybookId(lonely);
    const solo = await h.newPlay(lonely, own);
    await h.post(lonely, 'shareItems', {
      srcPlaybookId: own,
      modifications: { [alone.teamId]: 'TEAM' },
      itemIds: [solo],
    });
    const none = await h.post(lonely, 'sendStudyReminder', { plays: [solo], teamId: alone.teamId });
    expect(none.body).toEqual({ message: 'There are no users joined to your team.', notified: 0 });
  });

  it('opens a public link signed out, until the play is unshared', async () => {
    const { coach, player, team, mine, playId } = await sharedTeam();
    const denied = await h.get(player, 'getPublicShareLink', {
      playId,
      playbookId: mine,
      teamId: team.teamId,
    });
    expect(denied.status).toBe(403);
    const { link } = (
      await h.get(coach, 'getPublicShareLink', { playId, playbookId: mine, teamId: team.teamId })
    ).body;
    const again = await h.get(coach, 'getPublicShareLink', { playId, playbookId: mine, teamId: team.teamId });
    expect(again.body.link).toBe(link);
    const anonymous = await h.get(null, 'getPublicSharedPlay', { linkId: link });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.play).toMatchObject({ id: playId, name: 'Chin', version: 10 });
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'NOONE' },
      itemIds: [playId],
    });
    expect((await h.get(null, 'getPublicSharedPlay', { linkId: link })).status).toBe(404);
    expect((await h.get(null, 'getPublicSharedPlay', { linkId: 'nope' })).status).toBe(400);
  });

  it('lets players make links with PLAYERS_CAN_SHARE_PLAY_LINKS and owners link their own plays', async () => {
    const { player, team, mine, playId, coach } = await sharedTeam('TEAM', {
      PLAYERS_CAN_SHARE_PLAY_LINKS: true,
    });
    const link = await h.get(player, 'getPublicShareLink', { playId, playbookId: mine, teamId: team.teamId });
    expect(link.status).toBe(200);
    const own = await h.get(coach, 'getPublicShareLink', { playId, playbookId: mine });
    expect(own.body.link).not.toBe(link.body.link);
    expect((await h.get(player, 'getPublicShareLink', { playId, playbookId: mine })).status).toBe(403);
  });
});
