import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CommunityPlayCommentedSchema,
  CommunityPlayLikedSchema,
  create,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { COMMUNITY_RATE_LIMITS } from '@chalktalk/domain';
import { Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { invalidCommentId, noPermission, rateLimited } from '../community.errors';
import type { Caller } from '../http/caller.decorator';
import { CommunityPlaysRepository } from '../plays/community-plays.repository';
import { CommunityPlaysService } from '../plays/community-plays.service';
import { Contributors } from '../profiles/contributors.service';
import { ReactionsRepository } from './reactions.repository';

const MINUTE = 60_000;
const DAY = 86_400_000;

@Injectable()
export class ReactionsService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly reactions: ReactionsRepository,
    private readonly plays: CommunityPlaysRepository,
    private readonly communityPlays: CommunityPlaysService,
    private readonly contributors: Contributors,
  ) {}

  /** addCommunityPlayLike: a toggle (a second call takes the like back). Answers the new state and count. */
  async toggleLike(caller: Caller, playId: string, now = new Date()) {
    const { user } = await this.contributors.withProfile(caller);
    await this.limit(user.id, 'like', MINUTE, COMMUNITY_RATE_LIMITS.likesPerMinute, now);
    const play = await this.communityPlays.listed(playId);
    return this.db.transaction(async (manager) => {
      const liked = await this.reactions.toggleLike(manager, playId, user.id, now);
      const likes = await this.plays.bump(manager, playId, 'likes', liked ? 1 : -1);
      await this.outbox.append(manager, {
        topic: Topics.CommunityPlay,
        key: playId,
        schema: CommunityPlayLikedSchema,
        payload: create(CommunityPlayLikedSchema, {
          communityPlayId: playId,
          userId: user.id,
          liked,
          likes,
          authorId: play.authorId,
          at: timestampFromDate(now),
        }),
      });
      return { id: playId, liked, likes };
    });
  }

  /** addCommunityPlayComment: plain text, stored as written (the web shows it as text, never as markup). */
  async addComment(caller: Caller, playId: string, text: string, now = new Date()) {
    const { user, profile } = await this.contributors.withProfile(caller);
    await this.limit(user.id, 'comment', MINUTE, COMMUNITY_RATE_LIMITS.commentsPerMinute, now);
    await this.limit(user.id, 'comment-day', DAY, COMMUNITY_RATE_LIMITS.commentsPerDay, now);
    const play = await this.communityPlays.listed(playId);
    const id = randomUUID();
    const comments = await this.db.transaction(async (manager) => {
      await this.reactions.insertComment(manager, { id, playId, authorId: user.id, text }, now);
      const count = await this.plays.bump(manager, playId, 'comments', 1);
      await this.outbox.append(manager, {
        topic: Topics.CommunityPlay,
        key: playId,
        schema: CommunityPlayCommentedSchema,
        payload: create(CommunityPlayCommentedSchema, {
          communityPlayId: playId,
          commentId: id,
          userId: user.id,
          text,
          authorId: play.authorId,
          at: timestampFromDate(now),
        }),
      });
      return count;
    });
    return {
      comment: { id, text, createdDate: now.toISOString(), screenName: profile.screenName, mine: true },
      comments,
    };
  }

  /** getCommunityPlayComments: anyone; `mine` marks the caller's own (the web offers Delete on those). */
  async comments(caller: Caller, playId: string) {
    await this.communityPlays.listed(playId);
    const rows = await this.reactions.comments(playId);
    return {
      id: playId,
      comments: rows.map((row) => ({
        id: row.id,
        text: row.text,
        createdDate: new Date(row.created_at).toISOString(),
        screenName: row.screen_name,
        mine: row.author_id === caller.user?.id,
      })),
    };
  }

  /** deleteCommunityPlayComment: authors delete their own comments. */
  async deleteComment(caller: Caller, commentId: string) {
    const { user } = this.contributors.signedIn(caller);
    const comment = await this.reactions.comment(commentId);
    if (!comment || comment.deleted || comment.hidden) throw invalidCommentId();
    if (comment.author_id !== user.id) throw noPermission();
    const comments = await this.db.transaction(async (manager) => {
      if (!(await this.reactions.removeComment(manager, commentId, 'deleted'))) return undefined;
      return this.plays.bump(manager, comment.play_id, 'comments', -1);
    });
    return { id: commentId, playId: comment.play_id, comments };
  }

  private async limit(userId: string, action: string, windowMs: number, max: number, now: Date) {
    if ((await this.reactions.countAction(userId, action, windowMs, now)) > max) throw rateLimited(action);
  }
}
