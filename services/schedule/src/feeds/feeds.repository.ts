import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { CustomEventTypeEntity } from '../events/custom-event-type.entity';
import { EventEntity } from '../events/event.entity';
import { CalendarFeedEntity } from './calendar-feed.entity';

@Injectable()
export class FeedsRepository {
  constructor(private readonly db: DataSource) {}

  live(userId: string, scope: CalendarFeedEntity['scope'], scopeId: string | null) {
    return this.db
      .getRepository(CalendarFeedEntity)
      .findOneBy({ userId, scope, scopeId: scopeId ?? IsNull(), revokedAt: IsNull() });
  }

  bySecret(secret: string) {
    return this.db.getRepository(CalendarFeedEntity).findOneBy({ secret, revokedAt: IsNull() });
  }

  /** Revokes the live address (if any) and stores the new one, in one transaction. */
  async replace(feed: CalendarFeedEntity, now: Date): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager
        .getRepository(CalendarFeedEntity)
        .update(
          { userId: feed.userId, scope: feed.scope, scopeId: feed.scopeId ?? IsNull(), revokedAt: IsNull() },
          { revokedAt: now },
        );
      await manager.getRepository(CalendarFeedEntity).insert(feed);
    });
  }

  /** The teams' events between the dates (cancelled included: feeds show them cancelled), in time order. */
  events(teamIds: string[], from: Date, to: Date) {
    if (teamIds.length === 0) return Promise.resolve([]);
    return this.db
      .getRepository(EventEntity)
      .createQueryBuilder('e')
      .where('e.team_id IN (:...teamIds)', { teamIds })
      .andWhere('e.end_at > :from AND e.start_at < :to', { from, to })
      .orderBy('e.start_at', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .limit(5000)
      .getMany();
  }

  async customTypes(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.getRepository(CustomEventTypeEntity).findBy({ id: In(ids) });
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
