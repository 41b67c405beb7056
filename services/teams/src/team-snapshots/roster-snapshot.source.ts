import { Injectable } from '@nestjs/common';
import { Topics } from '@chalktalk/contracts';
import {
  lockedEntityPage,
  type SnapshotPage,
  type SnapshotProvider,
  SnapshotSource,
} from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { rosterPlayerUpdated } from '../roster/roster-events';
import { RosterEntryEntity } from '../roster/roster-entry.entity';

/**
 * teams.roster.v1's snapshot: a RosterPlayerUpdated per roster entry (search indexes players from this topic),
 * stamped after the page is locked, with the process clock the roster's events carry (lockedEntityPage).
 */
@Injectable()
@SnapshotSource(Topics.TeamsRoster)
export class RosterSnapshotSource implements SnapshotProvider {
  constructor(private readonly db: DataSource) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return lockedEntityPage(this.db, RosterEntryEntity, after, limit, (entries, stamp) =>
      entries.map((entry) => ({ event: rosterPlayerUpdated(entry), occurredAt: stamp })),
    );
  }
}
