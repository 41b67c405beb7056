import { GUARD_MESSAGES } from '@chalktalk/domain';
import { randomUUID } from 'node:crypto';
import { CommunityHarness } from '../harness';

describe('community: the review step of moderation (real Postgres, real playbook)', () => {
  const h = new CommunityHarness();
  const moderator = randomUUID();
  beforeAll(() => h.start('community_moderation', { COMMUNITY_MODERATOR_IDS: ` ${moderator} ` }), 120_000);
  afterAll(() => h.stop());

  /** Contributors whose profiles are a month old: each report weighs 2, so three hide an item. */
  async function establishedReporters(count = 3): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push(await h.contributor());
    await h.db.query(
      `UPDATE community_profiles SET created_at = now() - interval '31 days' WHERE user_id = ANY($1::uuid[])`,
      [ids],
    );
    return ids;
  }

  /** A play branded with a new program whose admin is answered. */
  async function programPlay() {
    const coach = await h.contributor();
    const programAdmin = randomUUID();
    const programId = randomUUID();
    const teamId = randomUUID();
    await h.db.query(
      `INSERT INTO team_projections (team_id, program_id, owner_id, name, sport, paid, program_admin_ids, updated_at)
       VALUES ($1, $2, $3, 'Varsity', 'BASKETBALL_HS', true, $4, now())`,
      [teamId, programId, randomUUID(), [programAdmin]],
    );
    await h.db.query(
      `INSERT INTO team_member_projections (team_id, user_id, role, pending) VALUES ($1, $2, 'COACH', false)`,
      [teamId, coach],
    );
    const id = await h.published(coach, 'Flex', { programId });
    return { coach, programAdmin, id };
  }

  async function hiddenComment(playId: string) {
    const troll = await h.contributor();
    const comment = (await h.post(troll, 'addCommunityPlayComment', { id: playId, text: 'you stink' })).body
      .comment.id as string;
    for (const reporter of await establishedReporters())
      await h.post(reporter, 'reportCommunityContent', { kind: 'comment', id: comment, reason: 'abuse' });
    return comment;
  }

  const commentIds = async (id: string) =>
    (await h.get(null, 'getCommunityPlayComments', { id })).body.comments.map((c: { id: string }) => c.id);

  it('lists reported items only to moderators and to program admins for their own program', async () => {
    const { coach, programAdmin, id } = await programPlay();
    const comment = await hiddenComment(id);
    const elsewhere = await h.published(await h.contributor(), 'Elsewhere');
    const [reporter] = await establishedReporters(1);
    await h.post(reporter!, 'reportCommunityContent', { kind: 'play', id: elsewhere, reason: 'spam' });

    const asModerator = await h.get(moderator, 'getReportedItems');
    expect(asModerator.status).toBe(200);
    const modItems = asModerator.body.items as { kind: string; id: string }[];
    expect(modItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'COMMENT', id: comment, playId: id, hidden: true, reports: 3 }),
        expect.objectContaining({
          kind: 'PLAY',
          id: elsewhere,
          hidden: false,
          reports: 1,
          reasons: ['spam'],
        }),
      ]),
    );
    const commentItem = modItems.find((i) => i.id === comment);
    expect(commentItem).toMatchObject({ text: 'you stink', reasons: ['abuse', 'abuse', 'abuse'] });
    expect(modItems.findIndex((i) => i.id === comment)).toBeLessThan(
      modItems.findIndex((i) => i.id === elsewhere),
    ); // hidden first

    const asAdmin = await h.get(programAdmin, 'getReportedItems', { page: 1 });
    expect(asAdmin.body.items.map((i: { id: string }) => i.id)).toEqual([comment]);
    expect(asAdmin.body).toMatchObject({ page: 1, estimatedPages: 1 });

    expect((await h.get(coach, 'getReportedItems')).status).toBe(403);
    expect((await h.get(coach, 'getReportedItems')).body.error.code).toBe('G003');
    const signedOut = await h.get(null, 'getReportedItems');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.message).toBe(GUARD_MESSAGES.needSignUpToContribute);
    expect((await h.get(moderator, 'getReportedItems', { page: 0 })).status).toBe(400);

    // The own-profile answer tells the web who reviews, so others never ask for reports (and see no 403).
    const reviewerOf = async (user: string) => (await h.get(user, 'getCommunityProfile')).body.reviewer;
    expect(await reviewerOf(moderator)).toBe(true);
    expect(await reviewerOf(programAdmin)).toBe(true);
    expect(await reviewerOf(coach)).toBe(false);
    expect(await reviewerOf(reporter!)).toBe(false);
  });

  it('others get G003; bad input and items not under review change nothing', async () => {
    const { programAdmin, id } = await programPlay();
    const comment = await hiddenComment(id);
    const other = await h.published(await h.contributor(), 'Other program-less play');
    const stranger = await h.contributor();
    const byStranger = await h.post(stranger, 'reviewReport', {
      kind: 'COMMENT',
      id: comment,
      decision: 'RESTORE',
    });
    expect(byStranger.status).toBe(403);
    expect(byStranger.body.error.code).toBe('G003');
    // A program admin reviews only their own program's plays and the comments on them.
    const notTheirs = await h.post(programAdmin, 'reviewReport', {
      kind: 'PLAY',
      id: other,
      decision: 'REMOVE',
    });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.error.code).toBe('G003');
    expect(
      (await h.post(moderator, 'reviewReport', { kind: 'PLAY', id: other, decision: 'REMOVE' })).body.error
        .code,
    ).toBe('G004');
    expect(
      (await h.post(moderator, 'reviewReport', { kind: 'COMMENT', id, decision: 'REMOVE' })).body.error.code,
    ).toBe('P003');
    expect(
      (await h.post(moderator, 'reviewReport', { kind: 'COMMENT', id: comment, decision: 'MAYBE' })).status,
    ).toBe(400);
    expect(await commentIds(id)).toEqual([]);
    expect((await h.get(null, 'getCommunityPlay', { id: other })).status).toBe(200);
  });

  it('a program admin restores a hidden comment: visible again, the count reset, three new reports hide it again', async () => {
    const { programAdmin, id } = await programPlay();
    const comment = await hiddenComment(id);
    expect(await commentIds(id)).toEqual([]);
    const restored = await h.post(programAdmin, 'reviewReport', {
      kind: 'COMMENT',
      id: comment,
      decision: 'RESTORE',
    });
    expect(restored.body).toEqual({
      kind: 'COMMENT',
      id: comment,
      decision: 'RESTORE',
      playId: id,
      comments: 1,
    });
    expect(await commentIds(id)).toEqual([comment]);
    expect((await h.get(null, 'getCommunityPlay', { id })).body.playlistItem.comments).toBe(1);
    expect((await h.get(programAdmin, 'getReportedItems')).body.items).toEqual([]);

    // The count starts again: two fresh reports do not hide it, the third does.
    const again = await establishedReporters();
    const report = (who: string) => h.post(who, 'reportCommunityContent', { kind: 'comment', id: comment });
    expect((await report(again[0]!)).body.hidden).toBe(false);
    expect((await report(again[1]!)).body.hidden).toBe(false);
    expect(await commentIds(id)).toEqual([comment]);
    expect((await report(again[2]!)).body.hidden).toBe(true);
    expect(await commentIds(id)).toEqual([]);
  });

  it('a moderator removes a hidden comment: deleted for good, off the review list', async () => {
    const { id } = await programPlay();
    const comment = await hiddenComment(id);
    const removed = await h.post(moderator, 'reviewReport', {
      kind: 'COMMENT',
      id: comment,
      decision: 'REMOVE',
    });
    expect(removed.body).toMatchObject({ decision: 'REMOVE', comments: 0 });
    expect(await commentIds(id)).toEqual([]);
    const [deleted] = await h.db.query(`SELECT deleted FROM community_comments WHERE id = $1`, [comment]);
    expect(deleted.deleted).toBe(true);
    const items = (await h.get(moderator, 'getReportedItems')).body.items.map((i: { id: string }) => i.id);
    expect(items).not.toContain(comment);
    expect(
      (await h.post(moderator, 'reviewReport', { kind: 'COMMENT', id: comment, decision: 'RESTORE' })).body
        .error.code,
    ).toBe('P003');
  });

  it('restores a hidden play (listed again, CommunityPlayPublished) and removes one (taken down, CommunityPlayTakenDown)', async () => {
    const { programAdmin, id } = await programPlay();
    for (const reporter of await establishedReporters())
      await h.post(reporter, 'reportCommunityContent', { kind: 'play', id });
    expect((await h.get(null, 'getCommunityPlay', { id })).status).toBe(404);
    expect((await h.get(programAdmin, 'getReportedItems')).body.items).toEqual([
      expect.objectContaining({ kind: 'PLAY', id, hidden: true, reports: 3 }),
    ]);
    const restored = await h.post(programAdmin, 'reviewReport', { kind: 'PLAY', id, decision: 'RESTORE' });
    expect(restored.body).toEqual({ kind: 'PLAY', id, decision: 'RESTORE', status: 'published' });
    expect((await h.get(null, 'getCommunityPlay', { id })).status).toBe(200);
    expect(await h.eventTypes(id)).toEqual([
      'CommunityPlayPublished',
      'CommunityPlayTakenDown',
      'CommunityPlayPublished',
    ]);
    // The reports stay as their reporters' history, rejected: none is open any more.
    const outcomes = await h.db.query(
      `SELECT outcome FROM community_reports WHERE target_kind = 'play' AND target_id = $1`,
      [id],
    );
    expect(outcomes.map((r: { outcome: string }) => r.outcome)).toEqual(['rejected', 'rejected', 'rejected']);

    for (const reporter of await establishedReporters())
      await h.post(reporter, 'reportCommunityContent', { kind: 'play', id });
    expect((await h.get(null, 'getCommunityPlay', { id })).status).toBe(404);
    const removed = await h.post(moderator, 'reviewReport', { kind: 'PLAY', id, decision: 'REMOVE' });
    expect(removed.body).toEqual({ kind: 'PLAY', id, decision: 'REMOVE', status: 'taken_down' });
    const [play] = await h.db.query(`SELECT status, taken_down_reason FROM community_plays WHERE id = $1`, [
      id,
    ]);
    expect(play).toEqual({ status: 'taken_down', taken_down_reason: 'moderator' });
    expect((await h.get(null, 'getCommunityPlay', { id })).status).toBe(404);
    expect(
      (await h.get(moderator, 'getReportedItems')).body.items.map((i: { id: string }) => i.id),
    ).not.toContain(id);
    expect((await h.eventTypes(id)).at(-1)).toBe('CommunityPlayTakenDown');
  });
});
