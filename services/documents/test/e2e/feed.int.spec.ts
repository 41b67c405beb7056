import { richDocFromText } from '@chalktalk/domain';
import { aUser, DocumentsHarness, type TestTeam } from '../harness';

const h = new DocumentsHarness();
let team: TestTeam;
let coach: string;
let player: string;
let contact: string;

beforeAll(() => h.start('documents_feed_int'), 60_000);
afterAll(() => h.stop());

beforeEach(async () => {
  team = await h.team();
  coach = await h.member(team, aUser(), 'COACH', { firstName: 'Casey', lastName: 'Coach' });
  player = await h.member(team, aUser(), 'PLAYER', { firstName: 'Pat', lastName: 'Player' });
  contact = await h.member(team, aUser(), 'CONTACT');
});

const post = (userId: string, text: string, extra: Record<string, unknown> = {}) =>
  h.post(userId, 'messaging/createPost', { teamId: team.teamId, content: richDocFromText(text), ...extra });
const feed = (userId: string, extra: Record<string, unknown> = {}) =>
  h.get(userId, 'messaging/getFeedPosts', { teamId: team.teamId, ...extra });

describe('posting', () => {
  it('answers the feed newest first, paged with a cursor', async () => {
    for (let i = 1; i <= 5; i++) expect((await post(coach, `Post ${i}`)).status).toBe(200);
    const first = await feed(player, { limit: 2 });
    const text = (p: { content: { content: { content: { text: string }[] }[] } }) =>
      p.content.content[0]!.content[0]!.text;
    expect(first.body.posts.map(text)).toEqual(['Post 5', 'Post 4']);
    const second = await feed(player, { limit: 2, cursor: first.body.nextCursor });
    expect(second.body.posts.map(text)).toEqual(['Post 3', 'Post 2']);
    const third = await feed(player, { limit: 2, cursor: second.body.nextCursor });
    expect(third.body.posts.map(text)).toEqual(['Post 1']);
    expect(third.body.nextCursor).toBeNull();
    expect(first.body.posts[0].author).toEqual({ id: coach, name: 'Casey Coach' });
  });

  it('a coaches-only post stays hidden from players and contacts', async () => {
    const hidden = (await post(coach, 'Line-up thoughts', { audience: 'COACHES' })).body;
    await post(coach, 'Practice at 5');
    expect((await feed(player)).body.posts).toHaveLength(1);
    expect((await feed(contact)).body.posts).toHaveLength(1);
    expect((await feed(team.ownerId)).body.posts).toHaveLength(2);
    const direct = await h.get(player, 'messaging/getFeedPost', { teamId: team.teamId, postId: hidden.id });
    expect(direct.status).toBe(404);
    expect(
      (await h.post(player, 'messaging/likePost', { teamId: team.teamId, postId: hidden.id })).status,
    ).toBe(404);
  });

  it('players post to the team only; contacts do not post; only the author edits', async () => {
    expect((await post(player, 'Thanks coach')).status).toBe(200);
    expect((await post(player, 'secret', { audience: 'COACHES' })).status).toBe(403);
    expect((await post(contact, 'hello')).status).toBe(403);
    const mine = (await post(coach, 'Bus at 7')).body;
    const edit = { teamId: team.teamId, postId: mine.id, content: richDocFromText('Bus at 8') };
    expect((await h.post(player, 'messaging/updatePost', edit)).status).toBe(403);
    expect((await h.post(coach, 'messaging/updatePost', edit)).body.content.content[0].content[0].text).toBe(
      'Bus at 8',
    );
  });

  it("turns '#digits' into jersey pills marked when a roster member wears the number, with play links", async () => {
    await h.rosterPlayer(team, '23');
    const res = await h.post(coach, 'messaging/createPost', {
      teamId: team.teamId,
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Great game #23 and #7, see ' },
              { type: 'playLink', attrs: { playId: 'play-1', teamId: team.teamId, name: 'Horns' } },
            ],
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const read = await feed(player);
    expect(read.body.posts[0].content.content[0].content).toEqual([
      { type: 'text', text: 'Great game ' },
      { type: 'jerseyPill', attrs: { number: '23', added: true } },
      { type: 'text', text: ' and ' },
      { type: 'jerseyPill', attrs: { number: '7', added: false } },
      { type: 'text', text: ', see ' },
      { type: 'playLink', attrs: { playId: 'play-1', teamId: team.teamId, name: 'Horns' } },
    ]);
  });

  it('refuses an empty post and a video link of another host', async () => {
    expect((await post(coach, '   ')).status).toBe(400);
    expect((await post(coach, 'Film', { videoUrl: 'https://example.com/video' })).status).toBe(400);
  });

  it('keeps an eventId and deletes posts (author or coach)', async () => {
    const p = (await post(player, 'See you there', { eventId: 'event-1' })).body;
    expect(p.eventId).toBe('event-1');
    expect(
      (await h.post(contact, 'messaging/deletePost', { teamId: team.teamId, postId: p.id })).status,
    ).toBe(403);
    expect((await h.post(coach, 'messaging/deletePost', { teamId: team.teamId, postId: p.id })).status).toBe(
      200,
    );
    expect((await feed(player)).body.posts).toEqual([]);
  });
});

describe('likes and comments', () => {
  it('likes toggle and comments show author and date; the latest 3 come with the page, all with the post', async () => {
    const p = (await post(coach, 'Win!')).body;
    const like = await h.post(player, 'messaging/likePost', { teamId: team.teamId, postId: p.id });
    expect(like.body).toEqual({ postId: p.id, liked: true, likeCount: 1 });
    const unlike = await h.post(player, 'messaging/likePost', { teamId: team.teamId, postId: p.id });
    expect(unlike.body).toEqual({ postId: p.id, liked: false, likeCount: 0 });
    await h.post(player, 'messaging/likePost', { teamId: team.teamId, postId: p.id });

    for (let i = 1; i <= 4; i++) {
      const c = await h.post(player, 'messaging/addComment', {
        teamId: team.teamId,
        postId: p.id,
        content: richDocFromText(`Comment ${i}`),
      });
      expect(c.status).toBe(200);
    }
    const page = await feed(coach);
    const shown = page.body.posts[0];
    expect(shown).toMatchObject({ likeCount: 1, commentCount: 4 });
    expect(Object.keys(shown.likes)).toEqual([player]);
    expect(
      shown.comments.map(
        (c: { content: { content: { content: { text: string }[] }[] } }) =>
          c.content.content[0]!.content[0]!.text,
      ),
    ).toEqual(['Comment 2', 'Comment 3', 'Comment 4']);
    expect(shown.comments[0]).toMatchObject({
      author: { id: player, name: 'Pat Player' },
      createdDate: expect.any(String),
    });
    const one = await h.get(player, 'messaging/getFeedPost', { teamId: team.teamId, postId: p.id });
    expect(one.body.comments).toHaveLength(4);
    expect(one.body.likedByMe).toBe(true);

    const [outbox] = await h.db.query(
      `SELECT count(*)::int AS n FROM platform_outbox WHERE topic = 'documents.post.v1' AND type LIKE '%CommentAdded'`,
    );
    expect(outbox.n).toBeGreaterThanOrEqual(4);
  });

  it('a comment is deleted by its author or a coach, not by another player; the count follows', async () => {
    const p = (await post(coach, 'Film session at 6')).body;
    const comment = (text: string, userId = player) =>
      h.post(userId, 'messaging/addComment', {
        teamId: team.teamId,
        postId: p.id,
        content: richDocFromText(text),
      });
    const mine = (await comment('Mine')).body;
    const other = (await comment('Someone else', contact)).body;
    expect(mine.canDelete).toBe(true);
    const ref = { teamId: team.teamId, postId: p.id };
    expect((await h.post(player, 'messaging/deleteComment', { ...ref, commentId: other.id })).status).toBe(
      403,
    );
    expect((await h.post(player, 'messaging/deleteComment', { ...ref, commentId: mine.id })).status).toBe(
      200,
    );
    expect((await h.post(coach, 'messaging/deleteComment', { ...ref, commentId: other.id })).status).toBe(
      200,
    );
    const one = await h.get(player, 'messaging/getFeedPost', ref);
    expect(one.body).toMatchObject({ commentCount: 0, comments: [] });
  });
});
