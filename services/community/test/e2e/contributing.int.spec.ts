import {
  COMMUNITY_RATE_LIMITS,
  GUARD_MESSAGES,
  MINIMUM_AGE_MESSAGE,
  RATE_LIMITED_MESSAGE,
  REPORT_MESSAGES,
  SCREEN_NAME_TAKEN_MESSAGE,
} from '@chalktalk/domain';
import { randomUUID } from 'node:crypto';
import { CommunityHarness } from '../harness';

describe('community: profiles, likes, comments, reports and copies (real Postgres, real playbook)', () => {
  const h = new CommunityHarness();
  beforeAll(() => h.start('community_contributing'), 120_000);
  afterAll(() => h.stop());

  it('sets up a profile: unique screen names without case, at least 13 years old, emits CommunityProfileSetUp', async () => {
    const user = randomUUID();
    const anonymous = await h.post(null, 'setupCommunityProfile', {
      screenName: 'Someone',
      description: 'x',
      birthdate: '1990-01-01',
    });
    expect(anonymous.body.error.message).toBe(GUARD_MESSAGES.needSignUpToContribute);
    expect((await h.get(user, 'getCommunityProfile')).body).toEqual({ profile: null, reviewer: false });
    const young = await h.post(user, 'setupCommunityProfile', {
      screenName: 'YoungOne',
      description: 'Point guard',
      birthdate: `${new Date().getUTCFullYear() - 12}-01-01`,
    });
    expect(young.status).toBe(400);
    expect(young.body.error.message).toBe(MINIMUM_AGE_MESSAGE);
    const bad = await h.post(user, 'setupCommunityProfile', {
      screenName: '<b>x</b>',
      description: 'Coach',
      birthdate: '1990-02-30',
    });
    expect(bad.status).toBe(400);
    const ok = await h.post(user, 'setupCommunityProfile', {
      screenName: 'CoachCarter',
      description: 'Richmond High',
      birthdate: '1970-05-05',
    });
    expect(ok.body.profile).toMatchObject({ uid: user, screenName: 'CoachCarter', birthdate: '1970-05-05' });
    const taken = await h.post(randomUUID(), 'setupCommunityProfile', {
      screenName: 'coachcarter',
      description: 'Copycat',
      birthdate: '1970-05-05',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(SCREEN_NAME_TAKEN_MESSAGE);
    // Editing keeps the profile (and emits nothing more).
    await h.post(user, 'setupCommunityProfile', {
      screenName: 'CoachCarter',
      description: 'Richmond Oilers',
      birthdate: '1970-05-05',
    });
    expect(await h.eventTypes(user)).toEqual(['CommunityProfileSetUp']);
    const publicView = await h.get(null, 'getCommunityProfile', { screenName: 'COACHCARTER' });
    expect(publicView.body.profile).toMatchObject({
      screenName: 'CoachCarter',
      description: 'Richmond Oilers',
    });
    expect(publicView.body.profile).not.toHaveProperty('birthdate');
    expect((await h.get(null, 'getCommunityProfile', { screenName: 'nobody-here' })).status).toBe(404);
    // By profile id (the uid; /community/profile?pr= carries it): the same profile, to anyone.
    const byId = await h.get(null, 'getCommunityProfile', { id: user });
    expect(byId.body.profile).toEqual(publicView.body.profile);
    expect((await h.get(user, 'getCommunityProfile', { id: user })).body.profile.birthdate).toBe(
      '1970-05-05',
    );
    expect((await h.get(null, 'getCommunityProfile', { id: randomUUID() })).status).toBe(404);
    expect((await h.get(null, 'getCommunityProfile', { id: 'CoachCarter' })).status).toBe(400);
    const both = await h.get(null, 'getCommunityProfile', { id: user, screenName: 'CoachCarter' });
    expect(both.status).toBe(400);
  });

  it('toggles likes, only with a profile, and counts them', async () => {
    const author = await h.contributor();
    const id = await h.published(author);
    const fan = await h.contributor();
    const noProfile = await h.post(randomUUID(), 'addCommunityPlayLike', { id });
    expect(noProfile.body.error.message).toBe(GUARD_MESSAGES.needProfileToContribute);
    expect((await h.post(null, 'addCommunityPlayLike', { id })).body.error.message).toBe(
      GUARD_MESSAGES.needSignUpToContribute,
    );
    expect((await h.post(fan, 'addCommunityPlayLike', { id })).body).toEqual({ id, liked: true, likes: 1 });
    expect((await h.get(fan, 'getCommunityPlay', { id })).body.playlistItem).toMatchObject({
      liked: true,
      likes: 1,
    });
    expect((await h.post(fan, 'addCommunityPlayLike', { id })).body).toEqual({ id, liked: false, likes: 0 });
    expect(await h.eventTypes(id)).toEqual([
      'CommunityPlayPublished',
      'CommunityPlayLiked',
      'CommunityPlayLiked',
    ]);

    // Likes are rate-limited per user too (fixed one-minute windows, as comments below): another user still likes.
    const clicker = await h.contributor();
    let accepted = 0;
    let refused: { status: number; body: { error: { message: string } } } | undefined;
    while (!refused && accepted <= 2 * COMMUNITY_RATE_LIMITS.likesPerMinute) {
      const res = await h.post(clicker, 'addCommunityPlayLike', { id });
      if (res.status === 200) accepted += 1;
      else refused = res;
    }
    expect(accepted).toBeGreaterThanOrEqual(COMMUNITY_RATE_LIMITS.likesPerMinute);
    expect(refused?.status).toBe(429);
    expect(refused?.body.error.message).toBe(RATE_LIMITED_MESSAGE);
    expect((await h.post(fan, 'addCommunityPlayLike', { id })).status).toBe(200);
  });

  it('keeps comments as plain text, lets authors delete their own, and rate-limits per user', async () => {
    const author = await h.contributor();
    const id = await h.published(author);
    const writer = await h.contributor('WriterOne');
    const text = '<script>alert(1)</script> nice & clean';
    const added = await h.post(writer, 'addCommunityPlayComment', { id, text });
    expect(added.status).toBe(200);
    expect(added.body.comment).toMatchObject({ text, screenName: 'WriterOne', mine: true });
    const list = await h.get(null, 'getCommunityPlayComments', { id });
    expect(list.body.comments).toEqual([
      expect.objectContaining({ text, screenName: 'WriterOne', mine: false }),
    ]);
    const commentId = added.body.comment.id;
    expect(await h.eventTypes(id)).toEqual(['CommunityPlayPublished', 'CommunityPlayCommented']);
    expect((await h.post(author, 'deleteCommunityPlayComment', { commentId })).status).toBe(403);
    expect((await h.post(writer, 'deleteCommunityPlayComment', { commentId })).body).toMatchObject({
      comments: 0,
    });
    expect((await h.get(null, 'getCommunityPlayComments', { id })).body.comments).toEqual([]);
    expect((await h.post(writer, 'deleteCommunityPlayComment', { commentId })).body.error.code).toBe('P003');
    expect((await h.post(writer, 'addCommunityPlayComment', { id, text: '   ' })).status).toBe(400);

    const spammer = await h.contributor();
    // Fixed one-minute windows: the first refusal comes after the limit, or after at most twice the limit when the
    // run straddles a minute boundary.
    let accepted = 0;
    let refused: { status: number; body: { error: { message: string } } } | undefined;
    while (!refused && accepted <= 2 * COMMUNITY_RATE_LIMITS.commentsPerMinute) {
      const res = await h.post(spammer, 'addCommunityPlayComment', { id, text: `hi ${accepted}` });
      if (res.status === 200) accepted += 1;
      else refused = res;
    }
    expect(accepted).toBeGreaterThanOrEqual(COMMUNITY_RATE_LIMITS.commentsPerMinute);
    expect(refused?.status).toBe(429);
    expect(refused?.body.error.message).toBe(RATE_LIMITED_MESSAGE);
  });

  it('hides a comment once its reports weigh enough: three month-old profiles (2 each), not a new one', async () => {
    const author = await h.contributor();
    const id = await h.published(author);
    const troll = await h.contributor();
    const abusive = (await h.post(troll, 'addCommunityPlayComment', { id, text: 'you stink' })).body.comment
      .id;
    const reporters = [
      await h.contributor(),
      await h.contributor(),
      await h.contributor(),
      await h.contributor(),
    ];
    // Profiles of 30 days or more weigh 2; the fourth reporter is brand new and weighs nothing.
    await h.db.query(
      `UPDATE community_profiles SET created_at = now() - interval '31 days' WHERE user_id = ANY($1::uuid[])`,
      [reporters.slice(0, 3)],
    );
    const report = (who: string) => h.post(who, 'reportCommunityContent', { kind: 'comment', id: abusive });
    expect((await report(reporters[3]!)).body).toMatchObject({ hidden: false, counts: false });
    expect((await report(reporters[0]!)).body).toMatchObject({ hidden: false, counts: true });
    const again = await report(reporters[0]!); // the same reporter twice counts once
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'G001', message: REPORT_MESSAGES.alreadyReported });
    expect((await report(reporters[1]!)).body.hidden).toBe(false);
    expect((await h.get(null, 'getCommunityPlayComments', { id })).body.comments).toHaveLength(1);
    expect((await report(reporters[2]!)).body.hidden).toBe(true);
    expect((await h.get(null, 'getCommunityPlayComments', { id })).body.comments).toEqual([]);
    expect((await h.get(null, 'getCommunityPlay', { id })).body.playlistItem.comments).toBe(0);
  });

  it('hides a reported play from every section; week-old members of a paid team weigh 2 each', async () => {
    const author = await h.contributor();
    const id = await h.published(author, 'Spam play');
    const teamId = randomUUID();
    await h.db.query(
      `INSERT INTO team_projections (team_id, program_id, owner_id, name, sport, paid, program_admin_ids, updated_at)
       VALUES ($1, NULL, $2, 'Varsity', 'BASKETBALL_HS', true, '{}', now())`,
      [teamId, randomUUID()],
    );
    const reporters = [await h.contributor(), await h.contributor(), await h.contributor()];
    for (const reporter of reporters)
      await h.db.query(
        `INSERT INTO team_member_projections (team_id, user_id, role, pending) VALUES ($1, $2, 'COACH', false)`,
        [teamId, reporter],
      );
    await h.db.query(
      `UPDATE community_profiles SET created_at = now() - interval '8 days' WHERE user_id = ANY($1::uuid[])`,
      [reporters],
    );
    for (const reporter of reporters) await h.post(reporter, 'reportCommunityContent', { kind: 'play', id });
    expect((await h.get(null, 'getCommunityPlay', { id })).status).toBe(404);
    const latest = await h.get(null, 'getCommunityPlaybook', { section: 'LATEST' });
    expect(latest.body.plays.map((p: { id: string }) => p.id)).not.toContain(id);
    expect(await h.eventTypes(id)).toContain('CommunityPlayTakenDown');
  });

  it("a copy shows its credit in the copier's playbook before any republish, and saves keep it", async () => {
    const author = await h.contributor('CreditCoach');
    const id = await h.published(author, 'Spain Pick');
    const copier = await h.contributor();
    const copied = (await h.post(copier, 'copyCommunityPlay', { id })).body;
    const credit = { communityPlayId: id, name: 'Spain Pick', authorScreenName: 'CreditCoach' };
    const opened = await h.get(copier, 'playbook/getPlay', {
      playbookId: copied.playbookId,
      playId: copied.id,
    });
    expect(opened.body.play.copiedFrom).toEqual(credit);
    const listed = async () =>
      (await h.get(copier, 'playbook/getMyPlaybook')).body.playbook.plays.find(
        (p: { id: string }) => p.id === copied.id,
      );
    expect((await listed()).copiedFrom).toEqual(credit);

    // An edit (or a document naming another credit) neither drops nor changes it.
    const edited = await h.post(copier, 'playbook/updatePlay', {
      playbookId: copied.playbookId,
      play: { ...opened.body.play, name: 'My Spain', copiedFrom: { ...credit, authorScreenName: 'Me' } },
    });
    expect(edited.status).toBe(200);
    const { copiedFrom: _dropped, ...withoutCredit } = opened.body.play;
    await h.post(copier, 'playbook/updatePlay', { playbookId: copied.playbookId, play: withoutCredit });
    expect(await listed()).toMatchObject({ name: 'Spain Pick', copiedFrom: credit });
  });

  it('copies into the personal playbook with credit; a republished copy shows the chain of credits', async () => {
    const original = await h.contributor('OriginalCoach');
    const first = await h.published(original, 'Floppy');
    const copier = await h.contributor('SecondCoach');
    expect((await h.post(null, 'copyCommunityPlay', { id: first })).status).toBe(401);
    const copied = await h.post(copier, 'copyCommunityPlay', { id: first });
    expect(copied.status).toBe(200);
    expect(copied.body.copies).toBe(1);
    const mine = await h.get(copier, 'playbook/getPlay', {
      playbookId: copied.body.playbookId,
      playId: copied.body.id,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.play.name).toBe('Floppy');
    expect((await h.get(null, 'getCommunityPlay', { id: first })).body.playlistItem.copies).toBe(1);

    const second = (
      await h.post(copier, 'shareToCommunity', {
        playId: copied.body.id,
        srcPlaybookId: copied.body.playbookId,
        shareLevel: 'COMMUNITY',
        name: 'Floppy Twist',
      })
    ).body.id;
    expect((await h.get(null, 'getCommunityPlay', { id: second })).body.playlistItem.credits).toEqual([
      {
        id: first,
        name: 'Floppy',
        authorScreenName: 'OriginalCoach',
        authorProfileId: original,
        available: true,
      },
    ]);
    const third = await h.contributor('ThirdCoach');
    const again = (await h.post(third, 'copyCommunityPlay', { id: second })).body;
    const thirdId = (
      await h.post(third, 'shareToCommunity', {
        playId: again.id,
        srcPlaybookId: again.playbookId,
        shareLevel: 'COMMUNITY',
      })
    ).body.id;
    const chain = (await h.get(null, 'getCommunityPlay', { id: thirdId })).body.playlistItem.credits;
    expect(chain.map((c: { id: string }) => c.id)).toEqual([first, second]);
    expect(await h.eventTypes(first)).toEqual(['CommunityPlayPublished', 'CommunityPlayCopied']);
  });
});
