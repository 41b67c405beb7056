import { Injectable } from '@nestjs/common';
import {
  audiencesFor,
  type FeedAction,
  type FeedAudience,
  feedRefusal,
  markJerseyPills,
  parseVideoLink,
  type RichDoc,
  richPlainText,
  sanitizeRichDoc,
  withJerseyPills,
} from '@chalktalk/domain';
import { type AuthUser, type ProjectedMember, TeamDirectory } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { refusalError } from '../access/access.errors';
import { TeamAccessService } from '../access/team-access.service';
import { PreviewsService } from '../previews/previews.service';
import { FeedEvents } from './feed-events';
import type { CreatePostInput, UpdatePostInput } from './feed.dto';
import { CommentEntity, PostEntity } from './feed.entities';
import { badCursor, commentNotFound, emptyPost, notAVideo, postNotFound } from './feed.errors';
import { FeedRepository, type PageCursor } from './feed.repository';

export interface PersonDto {
  id: string;
  name: string;
}

export interface CommentDto {
  id: string;
  postId: string;
  content: RichDoc;
  author: PersonDto;
  createdDate: string;
  canDelete: boolean;
}

export interface PostDto {
  id: string;
  teamId: string;
  audience: FeedAudience;
  eventId: string | null;
  content: RichDoc;
  author: PersonDto;
  createdDate: string;
  updatedDate: string;
  videoUrl: string | null;
  videoDetails: { thumbnailUrl: string; title: string; description: string } | null;
  /** User id → when they liked it. */
  likes: Record<string, string>;
  likeCount: number;
  likedByMe: boolean;
  /** The latest 3 in a feed page (spec 1 section 9: most recent items shown: 3), all of them in getFeedPost. */
  comments: CommentDto[];
  commentCount: number;
  canEdit: boolean;
  canDelete: boolean;
}

/** Comments shown under each post of a page. */
const COMMENTS_PER_POST = 3;
/** Comments of one post answered by getFeedPost. */
const COMMENTS_MAX = 500;

interface FeedCaller {
  userId: string;
  actor: { role: AuthUserRole; pending: boolean; userId: string };
  paid: boolean;
}
type AuthUserRole = Parameters<typeof audiencesFor>[0];

/** The team feed: posts with an audience, likes and comments; content sanitised on save and on the way out. */
@Injectable()
export class FeedService {
  constructor(
    private readonly repository: FeedRepository,
    private readonly access: TeamAccessService,
    private readonly directory: TeamDirectory,
    private readonly previews: PreviewsService,
    private readonly events: FeedEvents,
  ) {}

  /** messaging/getFeedPosts: newest first, `limit` per page, coaches-only posts for coaches and admins only. */
  async getFeedPosts(user: AuthUser, teamId: string, cursor: string | undefined, limit: number) {
    const caller = await this.caller(teamId, user.id);
    this.check('read', caller);
    const before = cursor ? decodeCursor(cursor) : null;
    const seesCoaches = audiencesFor(caller.actor.role).includes('COACHES');
    const rows = await this.repository.page(teamId, seesCoaches, before, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      posts: await this.toDtos(caller, teamId, page, COMMENTS_PER_POST),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      audiences: audiencesFor(caller.actor.role),
    };
  }

  /** /feed/post?p: one post with all its comments. */
  async getFeedPost(user: AuthUser, teamId: string, postId: string): Promise<PostDto> {
    const caller = await this.caller(teamId, user.id);
    const post = await this.readable(caller, teamId, postId);
    return (await this.toDtos(caller, teamId, [post], COMMENTS_MAX))[0]!;
  }

  async createPost(user: AuthUser, input: CreatePostInput, now = new Date()): Promise<PostDto> {
    const caller = await this.caller(input.teamId, user.id);
    this.check('post', caller, { audience: input.audience, authorId: user.id });
    const content = postContent(input.content);
    const video = await this.video(input.videoUrl);
    const post = Object.assign(new PostEntity(), {
      id: randomUUID(),
      teamId: input.teamId,
      authorId: user.id,
      audience: input.audience,
      eventId: input.eventId || null,
      content,
      videoUrl: video?.url ?? null,
      videoDetails: video?.details ?? null,
      likeCount: 0,
      commentCount: 0,
      createdAt: now,
      updatedAt: now,
    });
    await this.repository.transaction(async (manager) => {
      await this.repository.save(manager, post);
      await this.events.added(manager, post);
    });
    return (await this.toDtos(caller, input.teamId, [post], COMMENTS_PER_POST))[0]!;
  }

  async updatePost(user: AuthUser, input: UpdatePostInput, now = new Date()): Promise<PostDto> {
    const caller = await this.caller(input.teamId, user.id);
    const existing = await this.readable(caller, input.teamId, input.postId);
    this.check('edit', caller, existing);
    if (input.audience) this.check('post', caller, { audience: input.audience, authorId: user.id });
    const content = input.content === undefined ? undefined : postContent(input.content);
    const video =
      input.videoUrl === undefined ? undefined : input.videoUrl ? await this.video(input.videoUrl) : null;
    const post = await this.repository.transaction(async (manager) => {
      await this.repository.lockPost(manager, input.postId);
      const current = await this.repository.find(input.teamId, input.postId, manager);
      if (!current) throw postNotFound();
      if (input.audience) current.audience = input.audience;
      if (input.eventId !== undefined) current.eventId = input.eventId || null;
      if (content) current.content = content;
      if (video !== undefined) {
        current.videoUrl = video?.url ?? null;
        current.videoDetails = video?.details ?? null;
      }
      current.updatedAt = now;
      await this.repository.save(manager, current);
      await this.events.updated(manager, current);
      return current;
    });
    return (await this.toDtos(caller, input.teamId, [post], COMMENTS_PER_POST))[0]!;
  }

  async deletePost(user: AuthUser, teamId: string, postId: string, now = new Date()) {
    const caller = await this.caller(teamId, user.id);
    const existing = await this.readable(caller, teamId, postId);
    this.check('delete', caller, existing);
    await this.repository.transaction(async (manager) => {
      await this.repository.remove(manager, existing.id);
      await this.events.deleted(manager, existing, now);
    });
    return { deleted: true };
  }

  /** Toggles the caller's like; answers the new state (the web app has already shown it). */
  async likePost(user: AuthUser, teamId: string, postId: string, now = new Date()) {
    const caller = await this.caller(teamId, user.id);
    const post = await this.readable(caller, teamId, postId);
    this.check('respond', caller, post);
    const liked = await this.repository.transaction(async (manager) => {
      await this.repository.lockPost(manager, postId);
      const nowLiked = await this.repository.toggleLike(manager, postId, user.id, now);
      if (nowLiked) await this.events.liked(manager, post, user.id, now);
      return nowLiked;
    });
    const fresh = await this.repository.find(teamId, postId);
    return { postId, liked, likeCount: fresh?.likeCount ?? 0 };
  }

  async addComment(user: AuthUser, teamId: string, postId: string, raw: unknown, now = new Date()) {
    const caller = await this.caller(teamId, user.id);
    const post = await this.readable(caller, teamId, postId);
    this.check('respond', caller, post);
    const content = postContent(raw);
    const comment = Object.assign(new CommentEntity(), {
      id: randomUUID(),
      postId,
      teamId,
      authorId: user.id,
      content,
      createdAt: now,
    });
    await this.repository.transaction(async (manager) => {
      await this.repository.lockPost(manager, postId);
      await this.repository.addComment(manager, comment);
      await this.events.commented(manager, post, comment);
    });
    const names = await this.names(teamId);
    const jerseys = await this.jerseys(teamId);
    return this.commentDto(caller, comment, names, jerseys);
  }

  async deleteComment(user: AuthUser, teamId: string, postId: string, commentId: string) {
    const caller = await this.caller(teamId, user.id);
    const post = await this.readable(caller, teamId, postId);
    const comment = await this.repository.findComment(postId, commentId);
    if (!comment) throw commentNotFound();
    this.check('delete', caller, { audience: post.audience, authorId: comment.authorId });
    await this.repository.transaction(async (manager) => {
      await this.repository.lockPost(manager, postId);
      await this.repository.removeComment(manager, comment);
    });
    return { deleted: true };
  }

  private async caller(teamId: string, userId: string): Promise<FeedCaller> {
    const { team, actor } = await this.access.actorOn(teamId, userId);
    return { userId, actor: { ...actor, userId }, paid: team.paid };
  }

  private check(action: FeedAction, caller: FeedCaller, item?: { audience: FeedAudience; authorId: string }) {
    const refusal = feedRefusal(action, caller.actor, { paid: caller.paid }, item);
    if (refusal) throw refusalError(refusal);
  }

  /** The post when the caller may read it; a coaches-only post is "not found" for players (it is not listed). */
  private async readable(caller: FeedCaller, teamId: string, postId: string): Promise<PostEntity> {
    const refusal = feedRefusal('read', caller.actor, { paid: caller.paid });
    if (refusal) throw refusalError(refusal);
    const post = await this.repository.find(teamId, postId);
    if (!post || feedRefusal('read', caller.actor, { paid: caller.paid }, post)) throw postNotFound();
    return post;
  }

  private async video(videoUrl: string | undefined) {
    if (!videoUrl) return null;
    const link = parseVideoLink(videoUrl);
    if (!link) throw notAVideo();
    const details = await this.previews.videoDetails(link.url);
    return { url: link.url, details };
  }

  private async names(teamId: string): Promise<Map<string, string>> {
    const members: ProjectedMember[] = await this.directory.members(teamId);
    return new Map(
      members.map((m) => [m.userId, [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email]),
    );
  }

  /** Jerseys worn by the team's roster players (contacts and pending entries excluded). */
  private async jerseys(teamId: string): Promise<Set<string>> {
    const roster = await this.directory.roster(teamId);
    return new Set(
      roster
        .filter((e) => !e.pending && !e.playerId && e.jersey)
        .map((e) => e.jersey.replace(/^0+(?=\d)/, '')),
    );
  }

  private async toDtos(
    caller: FeedCaller,
    teamId: string,
    posts: PostEntity[],
    commentsPerPost: number,
  ): Promise<PostDto[]> {
    const ids = posts.map((p) => p.id);
    const [likes, comments, names, jerseys] = await Promise.all([
      this.repository.likesOf(ids),
      commentsPerPost === COMMENTS_MAX && ids.length === 1
        ? this.repository.commentsOf(ids[0]!, COMMENTS_MAX)
        : this.repository.latestComments(ids, commentsPerPost),
      this.names(teamId),
      this.jerseys(teamId),
    ]);
    return posts.map((post) => {
      const postLikes = likes.filter((l) => l.postId === post.id);
      return {
        id: post.id,
        teamId: post.teamId,
        audience: post.audience,
        eventId: post.eventId,
        content: markJerseyPills(sanitizeRichDoc(post.content), jerseys),
        author: person(post.authorId, names),
        createdDate: new Date(post.createdAt).toISOString(),
        updatedDate: new Date(post.updatedAt).toISOString(),
        videoUrl: post.videoUrl,
        videoDetails: post.videoDetails,
        likes: Object.fromEntries(postLikes.map((l) => [l.userId, new Date(l.likedAt).toISOString()])),
        likeCount: post.likeCount,
        likedByMe: postLikes.some((l) => l.userId === caller.userId),
        comments: comments
          .filter((c) => c.postId === post.id)
          .map((c) => this.commentDto(caller, c, names, jerseys)),
        commentCount: post.commentCount,
        canEdit: feedRefusal('edit', caller.actor, { paid: caller.paid }, post) === null,
        canDelete: feedRefusal('delete', caller.actor, { paid: caller.paid }, post) === null,
      };
    });
  }

  private commentDto(
    caller: FeedCaller,
    c: CommentEntity,
    names: Map<string, string>,
    jerseys: Set<string>,
  ): CommentDto {
    return {
      id: c.id,
      postId: c.postId,
      content: markJerseyPills(sanitizeRichDoc(c.content), jerseys),
      author: person(c.authorId, names),
      createdDate: new Date(c.createdAt).toISOString(),
      canDelete:
        feedRefusal(
          'delete',
          caller.actor,
          { paid: caller.paid },
          { audience: 'TEAM', authorId: c.authorId },
        ) === null,
    };
  }
}

function person(id: string, names: Map<string, string>): PersonDto {
  return { id, name: names.get(id) ?? 'Former member' };
}

/** Sanitised, with '#digits' as jersey pills; an empty document is refused. */
function postContent(raw: unknown): RichDoc {
  const doc = withJerseyPills(sanitizeRichDoc(raw));
  const hasContent =
    richPlainText(doc) !== '' ||
    doc.content.some(
      (b) => b.type === 'paragraph' && b.content?.some((n) => n.type !== 'text' && n.type !== 'hardBreak'),
    );
  if (!hasContent) throw emptyPost();
  return doc;
}

function encodeCursor(post: PostEntity): string {
  return Buffer.from(`${new Date(post.createdAt).toISOString()}|${post.id}`).toString('base64url');
}

function decodeCursor(cursor: string): PageCursor {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !id || !/^[0-9a-f-]{36}$/i.test(id)) throw badCursor();
  return { createdAt, id };
}
