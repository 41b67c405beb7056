import { Injectable, Module } from '@nestjs/common';
import {
  PostAddedSchema,
  PostDeletedSchema,
  PostUpdatedSchema,
  timestampDate,
  Topics,
} from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { grant } from '../access/acl';
import { type SearchDocument, versionOf } from '../index/search-document';
import { IndexWriter } from '../sources/index-writer';
import { SourcesModule } from '../sources/sources.module';

/** How much of a post's text is its title (the rest is still searched as the body). */
export const POST_TITLE_LENGTH = 80;

interface PostState {
  postId: string;
  teamId: string;
  audience: string;
  text: string;
  eventId: string;
  authorId: string | null;
  createdAt: string | null;
}

/** A feed post: the whole team sees TEAM posts, coaches and admins COACHES posts. */
export function postDocument(post: PostState, version: number): SearchDocument {
  const text = post.text.trim();
  return {
    id: `post:${post.postId}`,
    kind: 'post',
    acl: [post.audience === 'COACHES' ? grant.coaches(post.teamId) : grant.team(post.teamId)],
    teamIds: [post.teamId],
    playbookIds: [],
    title: text.length > POST_TITLE_LENGTH ? `${text.slice(0, POST_TITLE_LENGTH - 1)}…` : text,
    keywords: '',
    body: text,
    data: {
      postId: post.postId,
      teamId: post.teamId,
      audience: post.audience,
      eventId: post.eventId || null,
      authorId: post.authorId,
      createdAt: post.createdAt,
    },
    version,
  };
}

/** documents.post.v1 → posts. */
@Injectable()
export class PostsIndexer {
  constructor(private readonly writer: IndexWriter) {}

  @OnEvent(Topics.DocumentsPost, { type: PostAddedSchema.typeName })
  async added(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const post = event.decode(PostAddedSchema);
    const doc = postDocument(
      {
        ...post,
        authorId: post.authorId,
        createdAt: post.createdAt ? timestampDate(post.createdAt).toISOString() : null,
      },
      versionOf(event.envelope.occurredAt),
    );
    await this.writer.put(manager, [doc]);
  }

  @OnEvent(Topics.DocumentsPost, { type: PostUpdatedSchema.typeName })
  async updated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const post = event.decode(PostUpdatedSchema);
    // PostUpdated carries no author or creation date: keep what PostAdded gave.
    const before = (await this.writer.current(manager, `post:${post.postId}`))?.data;
    const doc = postDocument(
      {
        ...post,
        authorId: (before?.authorId as string | undefined) ?? null,
        createdAt: (before?.createdAt as string | undefined) ?? null,
      },
      versionOf(event.envelope.occurredAt),
    );
    await this.writer.put(manager, [doc]);
  }

  @OnEvent(Topics.DocumentsPost, { type: PostDeletedSchema.typeName })
  async deleted(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const post = event.decode(PostDeletedSchema);
    await this.writer.remove(manager, [`post:${post.postId}`], versionOf(event.envelope.occurredAt));
  }
}

@Module({ imports: [SourcesModule], providers: [PostsIndexer] })
export class PostsIndexerModule {}
