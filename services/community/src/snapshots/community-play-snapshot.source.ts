import { Injectable } from '@nestjs/common';
import { CommunityPlayPublishedSchema, create, timestampFromDate, Topics } from '@chalktalk/contracts';
import { nextCursor, type SnapshotPage, type SnapshotProvider, SnapshotSource } from '@chalktalk/platform';
import { DataSource, MoreThan } from 'typeorm';
import { CommunityPlayEntity } from '../plays/community-play.entity';

/**
 * community.play.v1's snapshot: a CommunityPlayPublished per listed play (published and not hidden: hiding and
 * taking down both tell search the play is gone). The page is locked FOR SHARE before the stamp is taken with the
 * process clock the outbox stamps events with: a change before the lock stamped earlier, one after it waits.
 */
@Injectable()
@SnapshotSource(Topics.CommunityPlay)
export class CommunityPlaySnapshotSource implements SnapshotProvider {
  constructor(private readonly db: DataSource) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return this.db.transaction(async (manager) => {
      const plays = await manager.getRepository(CommunityPlayEntity).find({
        where: after ? { id: MoreThan(after) } : {},
        order: { id: 'ASC' },
        take: limit,
        lock: { mode: 'pessimistic_read' },
      });
      const stamp = new Date();
      const listed = plays.filter((play) => play.status === 'published' && !play.hidden);
      return {
        items: listed.map((play) => ({
          event: {
            topic: Topics.CommunityPlay,
            key: play.id,
            ...(play.programId ? { programId: play.programId } : {}),
            schema: CommunityPlayPublishedSchema,
            payload: create(CommunityPlayPublishedSchema, {
              communityPlayId: play.id,
              sourcePlayId: play.sourcePlayId,
              sourcePlaybookId: play.sourcePlaybookId,
              authorId: play.authorId,
              programId: play.programId ?? '',
              name: play.name,
              description: play.description,
              tags: play.tags,
              sport: play.sport,
              publishedAt: timestampFromDate(play.publishedAt),
              republished: false,
              creditIds: play.creditIds,
            }),
          },
          occurredAt: stamp,
        })),
        // Paged over every row (taken-down ones too), so a page of only unlisted plays still moves on.
        next: nextCursor(plays, limit, (play) => play.id),
      };
    });
  }
}
