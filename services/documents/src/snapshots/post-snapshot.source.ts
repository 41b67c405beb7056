import { Injectable } from '@nestjs/common';
import { create, PostAddedSchema, timestampFromDate, Topics } from '@chalktalk/contracts';
import { richPlainText } from '@chalktalk/domain';
import { nextCursor, type SnapshotPage, type SnapshotProvider, SnapshotSource } from '@chalktalk/platform';
import { DataSource, MoreThan } from 'typeorm';
import { PostEntity } from '../feed/feed.entities';

/**
 * documents.post.v1's snapshot: a PostAdded per post (it carries the author and creation date PostUpdated lacks),
 * as FeedEvents builds it. The page is locked FOR SHARE before the stamp is taken with the process clock the outbox
 * stamps events with: an edit before the lock stamped earlier, one after it waits and stamps later.
 */
@Injectable()
@SnapshotSource(Topics.DocumentsPost)
export class PostSnapshotSource implements SnapshotProvider {
  constructor(private readonly db: DataSource) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return this.db.transaction(async (manager) => {
      const posts = await manager.getRepository(PostEntity).find({
        where: after ? { id: MoreThan(after) } : {},
        order: { id: 'ASC' },
        take: limit,
        lock: { mode: 'pessimistic_read' },
      });
      const stamp = new Date();
      return {
        items: posts.map((post) => ({
          event: {
            topic: Topics.DocumentsPost,
            key: post.teamId,
            teamId: post.teamId,
            schema: PostAddedSchema,
            payload: create(PostAddedSchema, {
              postId: post.id,
              teamId: post.teamId,
              authorId: post.authorId,
              audience: post.audience,
              text: richPlainText(post.content),
              eventId: post.eventId ?? '',
              videoUrl: post.videoUrl ?? '',
              createdAt: timestampFromDate(post.createdAt),
            }),
          },
          occurredAt: stamp,
        })),
        next: nextCursor(posts, limit, (post) => post.id),
      };
    });
  }
}
