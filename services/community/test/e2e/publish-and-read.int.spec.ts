import { GUARD_MESSAGES } from '@chalktalk/domain';
import { randomUUID } from 'node:crypto';
import { TrendingService } from '../../src/plays/trending.service';
import { CommunityHarness } from '../harness';

describe('community: publishing and reading (real Postgres, real playbook over HTTP)', () => {
  const h = new CommunityHarness();
  beforeAll(() => h.start('community_publish'), 120_000);
  afterAll(() => h.stop());

  it('publishes a snapshot, reads it anonymously with playback data, lists it in latest and takes it down', async () => {
    const coach = await h.contributor('PublishingCoach');
    const { playId, playbookId } = await h.personalPlay(coach, 'Horns Flare');
    const shared = await h.post(coach, 'shareToCommunity', {
      playId,
      srcPlaybookId: playbookId,
      shareLevel: 'COMMUNITY',
      description: 'A quick hitter',
      tags: ['horns', 'quick'],
    });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ shareLevel: 'COMMUNITY', republished: false });
    const id = shared.body.id;

    // A later edit of the author's play does not change the snapshot.
    const mine = (await h.get(coach, 'playbook/getPlay', { playbookId, playId })).body.play;
    await h.post(coach, 'playbook/updatePlay', { playbookId, play: { ...mine, name: 'Renamed later' } });

    const read = await h.get(null, 'getCommunityPlay', { id });
    expect(read.status).toBe(200);
    expect(read.body.play).toMatchObject({ id, name: 'Horns Flare', sport: 'BASKETBALL_HS' });
    expect(Array.isArray(read.body.play.frames)).toBe(true);
    expect(read.body.play).not.toHaveProperty('viewers');
    expect(read.body.playlistItem).toMatchObject({
      id,
      name: 'Horns Flare',
      description: 'A quick hitter',
      tags: ['horns', 'quick'],
      authorScreenName: 'PublishingCoach',
      authorProfileId: coach,
      likes: 0,
      copies: 0,
      liked: false,
      credits: [],
    });
    expect(read.body.branding).toBeNull();

    const latest = await h.get(null, 'getCommunityPlaybook', { section: 'LATEST', page: 1 });
    expect(latest.status).toBe(200);
    expect(latest.body.plays[0]).toMatchObject({
      id,
      name: 'Horns Flare',
      authorScreenName: 'PublishingCoach',
      authorProfileId: coach,
    });
    expect(latest.body.estimatedPages).toBeGreaterThanOrEqual(1);
    const home = await h.get(null, 'getCommunityHomepage');
    expect(home.body.newPlays.map((p: { id: string }) => p.id)).toContain(id);

    const down = await h.post(coach, 'shareToCommunity', {
      playId,
      srcPlaybookId: playbookId,
      shareLevel: 'NOONE',
    });
    expect(down.body).toEqual({ id, shareLevel: 'NOONE' });
    expect((await h.get(null, 'getCommunityPlay', { id })).status).toBe(404);
    const after = await h.get(null, 'getCommunityPlaybook', { section: 'LATEST' });
    expect(after.body.plays.map((p: { id: string }) => p.id)).not.toContain(id);
    // Republishing lists the same community play again, with the play as it is now.
    const again = await h.post(coach, 'shareToCommunity', {
      playId,
      srcPlaybookId: playbookId,
      shareLevel: 'COMMUNITY',
    });
    expect(again.body).toMatchObject({ id, republished: true });
    expect((await h.get(null, 'getCommunityPlay', { id })).body.play.name).toBe('Renamed later');
    expect(await h.eventTypes(id)).toEqual([
      'CommunityPlayPublished',
      'CommunityPlayTakenDown',
      'CommunityPlayPublished',
    ]);
  });

  it('needs sign-in and a profile to publish, and edit rights on the play', async () => {
    const stranger = randomUUID();
    const { playId, playbookId } = await h.personalPlay(stranger);
    const input = { playId, srcPlaybookId: playbookId, shareLevel: 'COMMUNITY' };
    const anonymous = await h.post(null, 'shareToCommunity', input);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(GUARD_MESSAGES.needSignUpToContribute);
    const noProfile = await h.post(stranger, 'shareToCommunity', input);
    expect(noProfile.status).toBe(403);
    expect(noProfile.body.error.message).toBe(GUARD_MESSAGES.needProfileToContribute);
    // Someone else's play: playbook refuses to open it for them.
    const other = await h.contributor();
    expect((await h.post(other, 'shareToCommunity', input)).status).toBe(403);
    expect((await h.post(other, 'shareToCommunity', { ...input, shareLevel: 'TEAM' })).status).toBe(400);
  });

  it('brands a play with a program only for its members; program admins take the play down', async () => {
    const coach = await h.contributor();
    const programAdmin = randomUUID();
    const programId = randomUUID();
    const teamId = randomUUID();
    await h.db.query(
      `INSERT INTO team_projections (team_id, program_id, owner_id, name, sport, paid, program_admin_ids, updated_at)
       VALUES ($1, $2, $3, 'Varsity', 'BASKETBALL_HS', true, $4, now())`,
      [teamId, programId, randomUUID(), [programAdmin]],
    );
    const { playId, playbookId } = await h.personalPlay(coach);
    const input = { playId, srcPlaybookId: playbookId, shareLevel: 'COMMUNITY', programId };
    expect((await h.post(coach, 'shareToCommunity', input)).status).toBe(403);
    await h.db.query(
      `INSERT INTO team_member_projections (team_id, user_id, role, pending) VALUES ($1, $2, 'COACH', false)`,
      [teamId, coach],
    );
    const id = (await h.post(coach, 'shareToCommunity', input)).body.id;
    expect((await h.get(null, 'getCommunityPlay', { id })).body.branding).toEqual({
      programId,
      logoUrl: `/api/teams/entityLogo?entityId=${programId}`,
    });
    expect((await h.get(programAdmin, 'getCommunityPlay', { id })).body.playlistItem.canTakeDown).toBe(true);
    expect((await h.get(null, 'getCommunityPlay', { id })).body.playlistItem.canTakeDown).toBe(false);
    expect((await h.post(randomUUID(), 'takeDownCommunityPlay', { id })).status).toBe(403);
    expect((await h.post(programAdmin, 'takeDownCommunityPlay', { id })).body).toEqual({
      id,
      status: 'taken_down',
    });
    expect((await h.get(null, 'getCommunityPlay', { id })).status).toBe(404);
    // The author still sees it (taken down) on the play page.
    expect((await h.get(coach, 'getCommunityPlay', { id })).body.playlistItem.status).toBe('taken_down');
  });

  it('orders POPULAR by the stored score and TRENDING by the stored ranks', async () => {
    const coach = await h.contributor();
    const a = await h.published(coach, 'Alpha');
    const b = await h.published(coach, 'Bravo');
    await h.db.query(
      `UPDATE community_plays SET likes = 50, published_at = now() - interval '10 days' WHERE id = $1`,
      [a],
    );
    await h.db.query(`UPDATE community_plays SET likes = 3 WHERE id = $1`, [b]);
    const popular = await h.get(null, 'getCommunityPlaybook', { section: 'POPULAR' });
    const ids = popular.body.plays.map((p: { id: string }) => p.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    await h.app.get(TrendingService).recompute();
    const trending = await h.get(null, 'getCommunityPlaybook', { section: 'TRENDING' });
    const order = trending.body.plays.map((p: { id: string }) => p.id);
    // Bravo is fresh: gravity puts it above the ten-day-old Alpha despite fewer likes.
    expect(order.indexOf(b)).toBeLessThan(order.indexOf(a));
    const [rank] = await h.db.query(`SELECT trending_rank FROM community_plays WHERE id = $1`, [b]);
    expect(rank.trending_rank).toBeGreaterThan(0);
  });

  it('refuses bad input without changing anything', async () => {
    expect((await h.get(null, 'getCommunityPlaybook', { section: 'BEST' })).status).toBe(400);
    expect((await h.get(null, 'getCommunityPlaybook', { section: 'LATEST', page: 0 })).status).toBe(400);
    expect((await h.get(null, 'getCommunityPlay', { id: 'nope' })).status).toBe(400);
    expect((await h.get(null, 'getCommunityPlay', { id: randomUUID() })).status).toBe(404);
  });
});
