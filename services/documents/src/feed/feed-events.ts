import type { MessageInitShape } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import {
  CommentAddedSchema,
  PostAddedSchema,
  PostDeletedSchema,
  PostLikedSchema,
  PostUpdatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { richPlainText } from '@chalktalk/domain';
import { Outbox } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { type TeamEventAppender, teamEvents } from '../team-event';
import type { CommentEntity, PostEntity } from './feed.entities';

/** PostAdded's fields for a post as it is now (the change's event and the topic's snapshot send the same). */
export function postAddedFields(p: PostEntity): MessageInitShape<typeof PostAddedSchema> {
  return {
    postId: p.id,
    teamId: p.teamId,
    authorId: p.authorId,
    audience: p.audience,
    text: richPlainText(p.content),
    eventId: p.eventId ?? '',
    videoUrl: p.videoUrl ?? '',
    createdAt: timestampFromDate(p.createdAt),
  };
}

/** documents.post.v1, appended in the transaction of the change (key = team id). */
@Injectable()
export class FeedEvents {
  private readonly append: TeamEventAppender;

  constructor(outbox: Outbox) {
    this.append = teamEvents(outbox, Topics.DocumentsPost);
  }

  added(manager: EntityManager, p: PostEntity): Promise<void> {
    return this.append(manager, p.teamId, PostAddedSchema, postAddedFields(p));
  }

  updated(manager: EntityManager, p: PostEntity): Promise<void> {
    return this.append(manager, p.teamId, PostUpdatedSchema, {
      postId: p.id,
      teamId: p.teamId,
      audience: p.audience,
      text: richPlainText(p.content),
      eventId: p.eventId ?? '',
      videoUrl: p.videoUrl ?? '',
      updatedAt: timestampFromDate(p.updatedAt),
    });
  }

  deleted(manager: EntityManager, p: PostEntity, at: Date): Promise<void> {
    return this.append(manager, p.teamId, PostDeletedSchema, {
      postId: p.id,
      teamId: p.teamId,
      deletedAt: timestampFromDate(at),
    });
  }

  commented(manager: EntityManager, p: PostEntity, c: CommentEntity): Promise<void> {
    return this.append(manager, p.teamId, CommentAddedSchema, {
      postId: p.id,
      teamId: p.teamId,
      commentId: c.id,
      authorId: c.authorId,
      postAuthorId: p.authorId,
      audience: p.audience,
      text: richPlainText(c.content),
      createdAt: timestampFromDate(c.createdAt),
    });
  }

  liked(manager: EntityManager, p: PostEntity, userId: string, at: Date): Promise<void> {
    return this.append(manager, p.teamId, PostLikedSchema, {
      postId: p.id,
      teamId: p.teamId,
      userId,
      postAuthorId: p.authorId,
      likedAt: timestampFromDate(at),
    });
  }
}
