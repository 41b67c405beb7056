import { Injectable } from '@nestjs/common';
import {
  AcknowledgementRequestedSchema,
  CommentAddedSchema,
  DocumentSharedSchema,
  PostAddedSchema,
  PostLikedSchema,
  Topics,
} from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { Notifier } from '../fanout/notifier.service';

/** A post's first words for a notification (the whole text stays in the feed). */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * documents.document.v1 → DOCUMENT_SHARED (the team, bursts collapse), DOCUMENT_ACK_REQUEST (the one recipient);
 * documents.post.v1 → POST_ADDED (the post's audience: TEAM or COACHES), POST_RESPONSE (comments and likes, to the
 * post's author; likes and comments within a minute collapse per post).
 */
@Injectable()
export class DocumentsSourcesHandler {
  constructor(private readonly notifier: Notifier) {}

  @OnEvent(Topics.DocumentsDocument, { type: DocumentSharedSchema.typeName })
  async documentShared(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(DocumentSharedSchema);
    if (!m.document) return;
    await this.notifier.notify(manager, {
      eventId: event.envelope.eventId,
      kind: 'DOCUMENT_SHARED',
      teamId: m.document.teamId,
      actorId: m.uploadedBy || event.envelope.actorId,
      params: { subject: m.document.name, documentId: m.document.documentId },
    });
  }

  @OnEvent(Topics.DocumentsDocument, { type: AcknowledgementRequestedSchema.typeName })
  async acknowledgementRequested(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(AcknowledgementRequestedSchema);
    if (!m.document) return;
    await this.notifier.notify(manager, {
      eventId: event.envelope.eventId,
      kind: 'DOCUMENT_ACK_REQUEST',
      teamId: m.document.teamId,
      actorId: m.requestedBy || event.envelope.actorId,
      recipientIds: [m.recipientId],
      params: { teamName: m.teamName, subject: m.document.name, documentId: m.document.documentId },
    });
  }

  @OnEvent(Topics.DocumentsPost, { type: PostAddedSchema.typeName })
  async postAdded(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(PostAddedSchema);
    await this.notifier.notify(manager, {
      eventId: event.envelope.eventId,
      kind: 'POST_ADDED',
      teamId: m.teamId,
      actorId: m.authorId,
      coachesOnly: m.audience === 'COACHES',
      params: { subject: excerpt(m.text), postId: m.postId },
    });
  }

  @OnEvent(Topics.DocumentsPost, { type: CommentAddedSchema.typeName })
  commentAdded(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(CommentAddedSchema);
    return this.postResponse(event, manager, m, m.authorId, 'comment', { subject: excerpt(m.text) });
  }

  @OnEvent(Topics.DocumentsPost, { type: PostLikedSchema.typeName })
  postLiked(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(PostLikedSchema);
    return this.postResponse(event, manager, m, m.userId, 'like');
  }

  /** A comment or like, to the post's author; responses of one kind to one post collapse. */
  private async postResponse(
    event: ReceivedEvent,
    manager: EntityManager,
    post: { teamId: string; postId: string; postAuthorId: string },
    actorId: string,
    response: 'comment' | 'like',
    extra: { subject?: string } = {},
  ): Promise<void> {
    await this.notifier.notify(manager, {
      eventId: event.envelope.eventId,
      kind: 'POST_RESPONSE',
      teamId: post.teamId,
      actorId,
      recipientIds: [post.postAuthorId],
      collapseOn: `${post.postId}:${response}`,
      params: { ...extra, postId: post.postId, response },
    });
  }
}
