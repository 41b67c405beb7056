import { REPORT_MESSAGES } from '@chalktalk/domain';
import { randomUUID } from 'node:crypto';
import { CommunityHarness } from '../harness';

/**
 * Reports weigh by their reporter's standing (domain report-standing): the three accounts made minutes
 * earlier (one owning a paid program, two players who joined a paid team by its key) hide nothing, a crowd of
 * week-old profiles is capped, and a moderator decides.
 */
describe('community: weighted reports, the author asking for review (real Postgres, real playbook)', () => {
  const h = new CommunityHarness();
  const moderator = randomUUID();
  beforeAll(() => h.start('community_report_standing', { COMMUNITY_MODERATOR_IDS: moderator }), 120_000);
  afterAll(() => h.stop());

  const ageProfiles = (ids: string[], days: number) =>
    h.db.query(
      `UPDATE community_profiles SET created_at = now() - make_interval(days => $2) WHERE user_id = ANY($1::uuid[])`,
      [ids, days],
    );

  async function contributors(count: number, ageDays = 0): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push(await h.contributor());
    if (ageDays > 0) await ageProfiles(ids, ageDays);
    return ids;
  }

  /** A paid program (one team) owned and administered by `owner`, joined by `players` (as by the team key). */
  async function paidProgram(owner: string, players: string[]) {
    const teamId = randomUUID();
    await h.db.query(
      `INSERT INTO team_projections (team_id, program_id, owner_id, name, sport, paid, program_admin_ids, updated_at)
       VALUES ($1, $2, $3, 'Paid Club', 'BASKETBALL_HS', true, $4, now())`,
      [teamId, randomUUID(), owner, [owner]],
    );
    await h.db.query(
      `INSERT INTO team_member_projections (team_id, user_id, role, pending) VALUES ($1, $2, 'ADMIN', false)`,
      [teamId, owner],
    );
    for (const player of players)
      await h.db.query(
        `INSERT INTO team_member_projections (team_id, user_id, role, pending) VALUES ($1, $2, 'PLAYER', false)`,
        [teamId, player],
      );
  }

  const report = (who: string, id: string, kind: 'play' | 'comment' = 'play') =>
    h.post(who, 'reportCommunityContent', { kind, id, reason: 'spam' });
  const listed = async (id: string) => (await h.get(null, 'getCommunityPlay', { id })).status === 200;
  const openWeights = async (id: string) =>
    (
      await h.db.query(
        `SELECT weight FROM community_reports WHERE target_id = $1 AND outcome IS NULL ORDER BY weight`,
        [id],
      )
    ).map((r: { weight: number }) => r.weight);

  it("three accounts made minutes earlier (a paid program's owner, two players of its team) hide nothing and are told so", async () => {
    const id = await h.published(await h.contributor(), 'Horns Flare');
    const [owner, playerA, playerB] = await contributors(3);
    await paidProgram(owner!, [playerA!, playerB!]);
    for (const who of [owner!, playerA!, playerB!]) {
      const res = await report(who, id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        kind: 'play',
        id,
        reported: true,
        counts: false,
        hidden: false,
        message: REPORT_MESSAGES.notCounted,
      });
    }
    expect(await listed(id)).toBe(true);
    expect(await openWeights(id)).toEqual([0, 0, 0]);
    // The moderator still sees the reports, and may act on them.
    const items = (await h.get(moderator, 'getReportedItems')).body.items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'PLAY', id, hidden: false, reports: 3, weight: 0 }),
      ]),
    );
  });

  it('caps a crowd of week-old profiles at 2: twenty of them do not hide a play, two month-old ones with them do', async () => {
    const id = await h.published(await h.contributor(), 'Crowded');
    for (const who of await contributors(20, 8)) {
      const res = await report(who, id);
      expect(res.body).toMatchObject({ counts: true, hidden: false, message: REPORT_MESSAGES.counted });
    }
    expect(await listed(id)).toBe(true);
    const [first, second] = await contributors(2, 31);
    expect((await report(first!, id)).body.hidden).toBe(false); // 2 (capped crowd) + 2
    expect((await report(second!, id)).body.hidden).toBe(true); // + 2 = 6
    expect(await listed(id)).toBe(false);
  });

  it('refuses a report of your own play or comment and answers "already reported" to a repeat; nothing changes', async () => {
    const author = await h.contributor();
    await ageProfiles([author], 400);
    const id = await h.published(author, 'Mine');
    const own = await report(author, id);
    expect(own.status).toBe(403);
    expect(own.body.error).toMatchObject({ code: 'G003', message: REPORT_MESSAGES.ownPlay });
    const comment = (await h.post(author, 'addCommunityPlayComment', { id, text: 'my note' })).body.comment
      .id;
    const ownComment = await report(author, comment, 'comment');
    expect(ownComment.status).toBe(403);
    expect(ownComment.body.error.message).toBe(REPORT_MESSAGES.ownComment);
    expect(await openWeights(id)).toEqual([]);

    const [reporter] = await contributors(1, 31);
    expect((await report(reporter!, id)).status).toBe(200);
    const repeat = await report(reporter!, id);
    expect(repeat.status).toBe(409);
    expect(repeat.body.error).toMatchObject({ code: 'G001', message: REPORT_MESSAGES.alreadyReported });
    expect(await openWeights(id)).toEqual([2]);
  });

  it("a moderator's decisions become the reporters' history: upheld reports weigh more, rejected ones weigh nothing", async () => {
    const [trusted] = await contributors(1, 8);
    const [serial] = await contributors(1, 400);
    // Two of trusted's reports upheld: weight 1 (a week-old profile) + 1.
    for (const name of ['Spam 1', 'Spam 2']) {
      const id = await h.published(await h.contributor(), name);
      await report(trusted!, id);
      expect((await h.post(moderator, 'reviewReport', { kind: 'PLAY', id, decision: 'REMOVE' })).status).toBe(
        200,
      );
    }
    // Three of serial's reports rejected (the plays restored): from 2 to nothing.
    for (const name of ['Fine 1', 'Fine 2', 'Fine 3']) {
      const id = await h.published(await h.contributor(), name);
      await report(serial!, id);
      await h.post(moderator, 'reviewReport', { kind: 'PLAY', id, decision: 'RESTORE' });
    }
    const id = await h.published(await h.contributor(), 'Next');
    expect((await report(trusted!, id)).body.counts).toBe(true);
    const ignored = await report(serial!, id);
    expect(ignored.body).toMatchObject({ counts: false, message: REPORT_MESSAGES.notCounted });
    expect(await openWeights(id)).toEqual([0, 2]);
  });

  it('the author of a hidden play asks for review: first on the moderator list, restored by the moderator', async () => {
    const author = await h.contributor();
    const id = await h.published(author, 'Misjudged');
    const notYet = await h.post(author, 'requestCommunityReview', { id });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.message).toBe(REPORT_MESSAGES.notHidden);
    for (const who of await contributors(3, 31)) await report(who, id);
    expect(await listed(id)).toBe(false);

    const stranger = await h.contributor();
    expect((await h.post(stranger, 'requestCommunityReview', { id })).status).toBe(404);
    expect((await h.post(null, 'requestCommunityReview', { id })).status).toBe(401);
    expect((await h.post(author, 'requestCommunityReview', { id: 'nope' })).status).toBe(400);

    const asked = await h.post(author, 'requestCommunityReview', { id });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ id, reviewRequested: true, message: REPORT_MESSAGES.reviewRequested });
    const own = await h.get(author, 'getCommunityPlay', { id });
    expect(own.body.playlistItem).toMatchObject({ status: 'hidden', reviewRequested: true });

    const items = (await h.get(moderator, 'getReportedItems')).body.items;
    expect(items[0]).toMatchObject({ kind: 'PLAY', id, hidden: true, reviewRequested: true, weight: 6 });
    await h.post(moderator, 'reviewReport', { kind: 'PLAY', id, decision: 'RESTORE' });
    expect(await listed(id)).toBe(true);
    expect((await h.get(author, 'getCommunityPlay', { id })).body.playlistItem.reviewRequested).toBe(false);
  });
});
