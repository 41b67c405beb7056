import { Injectable } from '@nestjs/common';
import { Topics } from '@chalktalk/contracts';
import { nextCursor, type SnapshotPage, type SnapshotProvider, SnapshotSource } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { programAdminIdsOf } from '../teams/team-events';
import { teamStateSnapshot } from './team-snapshot-event';
import { TeamSnapshotsRepository } from './team-snapshots.repository';

/**
 * teams.team.v1's snapshot: the TeamStateSnapshot this service already publishes for projections that missed the
 * history (team state with paid state and flags, members, roster), read a page at a time in one repeatable-read
 * transaction. Projections fill in from it and never overwrite what they have, so it needs no version guard;
 * the membership topic needs no snapshot of its own (the members travel here).
 */
@Injectable()
@SnapshotSource(Topics.TeamsTeam)
export class TeamStateSnapshotSource implements SnapshotProvider {
  constructor(
    private readonly db: DataSource,
    private readonly repository: TeamSnapshotsRepository,
  ) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const page = await this.repository.page(manager, after, limit);
      const takenAt = new Date();
      return {
        items: page.teams.map((team) => ({
          event: teamStateSnapshot(
            team,
            programAdminIdsOf(team.programId ? page.programs.get(team.programId) : undefined),
            page.members.get(team.id) ?? [],
            page.roster.get(team.id) ?? [],
            takenAt,
          ),
          occurredAt: takenAt,
        })),
        next: nextCursor(page.teams, limit, (team) => team.id),
      };
    });
  }
}
