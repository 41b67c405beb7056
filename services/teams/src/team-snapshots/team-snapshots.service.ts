import { Injectable, Logger } from '@nestjs/common';
import { Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { programAdminIdsOf } from '../teams/team-events';
import { teamStateSnapshot } from './team-snapshot-event';
import { TeamSnapshotsRepository } from './team-snapshots.repository';

/** Teams per transaction (and per outbox batch). */
const PAGE_SIZE = 100;

/**
 * Publishes a TeamStateSnapshot of every team, so projections that missed the history (a service's new database
 * after an upgrade) learn every team, member and roster entry. Each page is read and appended to the outbox in one
 * repeatable-read transaction: the snapshot is a consistent state and leaves with the relay like any event.
 */
@Injectable()
export class TeamSnapshotsService {
  private readonly logger = new Logger(TeamSnapshotsService.name);

  constructor(
    private readonly db: DataSource,
    private readonly repository: TeamSnapshotsRepository,
    private readonly outbox: Outbox,
  ) {}

  /** Returns how many teams were published. */
  async publishAll(): Promise<number> {
    let afterId: string | null = null;
    let published = 0;
    for (;;) {
      const count: number = await this.db.transaction('REPEATABLE READ', async (manager) => {
        const page = await this.repository.page(manager, afterId, PAGE_SIZE);
        const takenAt = new Date();
        for (const team of page.teams) {
          const program = team.programId ? page.programs.get(team.programId) : undefined;
          await this.outbox.append(
            manager,
            teamStateSnapshot(
              team,
              programAdminIdsOf(program),
              page.members.get(team.id) ?? [],
              page.roster.get(team.id) ?? [],
              takenAt,
            ),
          );
        }
        afterId = page.teams.at(-1)?.id ?? afterId;
        return page.teams.length;
      });
      published += count;
      if (count < PAGE_SIZE) break;
    }
    this.logger.log(`Published the state of ${published} teams for projections to fill in`);
    return published;
  }
}
