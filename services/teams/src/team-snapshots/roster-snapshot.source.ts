import { Injectable } from '@nestjs/common';
import { Topics } from '@chalktalk/contracts';
import { nextCursor, type SnapshotPage, type SnapshotProvider, SnapshotSource } from '@chalktalk/platform';
import { DataSource, MoreThan } from 'typeorm';
import { rosterPlayerUpdated } from '../roster/roster-events';
import { RosterEntryEntity } from '../roster/roster-entry.entity';

/**
 * teams.roster.v1's snapshot: a RosterPlayerUpdated per roster entry (search indexes players from this topic).
 * The page's entries are locked FOR SHARE before the stamp is taken with the clock the roster's events carry (the
 * process clock of the outbox append): a change before the lock stamped earlier, one after it waits and stamps later.
 */
@Injectable()
@SnapshotSource(Topics.TeamsRoster)
export class RosterSnapshotSource implements SnapshotProvider {
  constructor(private readonly db: DataSource) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return this.db.transaction(async (manager) => {
      const entries = await manager.getRepository(RosterEntryEntity).find({
        where: after ? { id: MoreThan(after) } : {},
        order: { id: 'ASC' },
        take: limit,
        lock: { mode: 'pessimistic_read' },
      });
      const stamp = new Date();
      return {
        items: entries.map((entry) => ({ event: rosterPlayerUpdated(entry), occurredAt: stamp })),
        next: nextCursor(entries, limit, (entry) => entry.id),
      };
    });
  }
}
