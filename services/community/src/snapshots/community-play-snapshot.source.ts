import { Injectable } from '@nestjs/common';
import { Topics } from '@chalktalk/contracts';
import {
  lockedEntityPage,
  type SnapshotPage,
  type SnapshotProvider,
  SnapshotSource,
} from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { communityPlayPublished } from '../plays/community-play-events';
import { CommunityPlayEntity } from '../plays/community-play.entity';

/**
 * community.play.v1's snapshot: a CommunityPlayPublished per listed play (published and not hidden: hiding and
 * taking down both tell search the play is gone), stamped after the page is locked (lockedEntityPage). Paged over
 * every row, taken-down ones too, so a page of only unlisted plays still moves on.
 */
@Injectable()
@SnapshotSource(Topics.CommunityPlay)
export class CommunityPlaySnapshotSource implements SnapshotProvider {
  constructor(private readonly db: DataSource) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return lockedEntityPage(this.db, CommunityPlayEntity, after, limit, (plays, stamp) =>
      plays
        .filter((play) => play.status === 'published' && !play.hidden)
        .map((play) => ({ event: communityPlayPublished(play, false), occurredAt: stamp })),
    );
  }
}
