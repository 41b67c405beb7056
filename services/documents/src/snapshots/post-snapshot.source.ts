import { Injectable } from '@nestjs/common';
import { create, PostAddedSchema, Topics } from '@chalktalk/contracts';
import {
  lockedEntityPage,
  type SnapshotPage,
  type SnapshotProvider,
  SnapshotSource,
} from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { postAddedFields } from '../feed/feed-events';
import { PostEntity } from '../feed/feed.entities';

/**
 * documents.post.v1's snapshot: a PostAdded per post (it carries the author and creation date PostUpdated lacks),
 * as FeedEvents builds it, stamped after the page is locked (lockedEntityPage).
 */
@Injectable()
@SnapshotSource(Topics.DocumentsPost)
export class PostSnapshotSource implements SnapshotProvider {
  constructor(private readonly db: DataSource) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return lockedEntityPage(this.db, PostEntity, after, limit, (posts, stamp) =>
      posts.map((post) => ({
        event: {
          topic: Topics.DocumentsPost,
          key: post.teamId,
          teamId: post.teamId,
          schema: PostAddedSchema,
          payload: create(PostAddedSchema, postAddedFields(post)),
        },
        occurredAt: stamp,
      })),
    );
  }
}
