import { CommunityPlayPublishedSchema, create, timestampFromDate, Topics } from '@chalktalk/contracts';
import type { DomainEvent } from '@chalktalk/platform';
import type { SnapshotFields } from './community-plays.repository';

/** What CommunityPlayPublished says of a listed play (an entity row, or the fields a share just wrote). */
export type PublishedPlay = Omit<SnapshotFields, 'document'> & { id: string; publishedAt: Date };

/**
 * community.play.v1's CommunityPlayPublished, keyed by the community play: sent by a share (republished when the
 * author had published that play before), by a moderator's restore (republished) and by the topic's snapshot.
 */
export function communityPlayPublished(play: PublishedPlay, republished: boolean): DomainEvent {
  return {
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
      republished,
      creditIds: play.creditIds,
    }),
  };
}
