import { Injectable } from '@nestjs/common';
import { Topics } from '@chalktalk/contracts';
import { nextCursor, type SnapshotPage, type SnapshotProvider, SnapshotSource } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { PLAY_STATE_COLUMNS, playChanged, type PlayListing, type PlayStateRow } from '../plays/play-events';

/**
 * playbook.play.v1's snapshot: a PlayChanged per play, as PlayEvents appends it. The page's plays are locked
 * FOR SHARE before changed_at is read from the database clock (PlayEvents locks FOR UPDATE, then reads it): a
 * change committed before the lock has an older stamp, one after it waits and gets a newer one.
 */
@Injectable()
@SnapshotSource(Topics.PlaybookPlay)
export class PlaySnapshotSource implements SnapshotProvider {
  constructor(private readonly db: DataSource) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return this.db.transaction(async (manager) => {
      const locked = (await manager.query(
        `SELECT id FROM plays WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2 FOR SHARE`,
        [after, limit],
      )) as { id: string }[];
      const ids = locked.map((row) => row.id);
      const [{ now }] = (await manager.query(`SELECT clock_timestamp() AS now`)) as { now: Date }[];
      const plays = (await manager.query(
        `SELECT p.id, ${PLAY_STATE_COLUMNS}
           FROM plays p JOIN playbooks b ON b.id = p.playbook_id
          WHERE p.id = ANY($1::uuid[])
          ORDER BY p.id`,
        [ids],
      )) as (PlayStateRow & { id: string })[];
      const listings = (await manager.query(
        `SELECT e.play_id AS "playId", b.team_id AS "teamId", e.playbook_id AS "playbookId",
                e.coach_only AS "coachOnly"
           FROM playbook_entries e JOIN playbooks b ON b.id = e.playbook_id
          WHERE e.play_id = ANY($1::uuid[]) AND b.team_id IS NOT NULL
          ORDER BY b.team_id`,
        [ids],
      )) as (PlayListing & { playId: string })[];
      return {
        items: plays.map((play) => ({
          event: playChanged(
            play.id,
            play,
            listings.filter((listing) => listing.playId === play.id),
            now,
          ),
          occurredAt: now,
        })),
        next: nextCursor(locked, limit, (row) => row.id),
      };
    });
  }
}
