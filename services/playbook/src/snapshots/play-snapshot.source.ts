import { Injectable } from '@nestjs/common';
import {
  create,
  PlayChangedSchema,
  PlayListingSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { nextCursor, type SnapshotPage, type SnapshotProvider, SnapshotSource } from '@chalktalk/platform';
import { DataSource } from 'typeorm';

interface PlayRow {
  id: string;
  playbookId: string;
  ownerId: string | null;
  name: string | null;
  description: string | null;
  tags: unknown;
  sport: string | null;
  type: string | null;
  createdDate: Date;
}

interface ListingRow {
  playId: string;
  teamId: string;
  playbookId: string;
  coachOnly: boolean;
}

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
        `SELECT p.id, p.playbook_id AS "playbookId", b.owner_id AS "ownerId", p.document->>'name' AS name,
                p.document->>'description' AS description, p.document->'tags' AS tags,
                p.document->>'sport' AS sport, p.document->>'type' AS type, p.created_date AS "createdDate"
           FROM plays p JOIN playbooks b ON b.id = p.playbook_id
          WHERE p.id = ANY($1::uuid[])
          ORDER BY p.id`,
        [ids],
      )) as PlayRow[];
      const listings = (await manager.query(
        `SELECT e.play_id AS "playId", b.team_id AS "teamId", e.playbook_id AS "playbookId",
                e.coach_only AS "coachOnly"
           FROM playbook_entries e JOIN playbooks b ON b.id = e.playbook_id
          WHERE e.play_id = ANY($1::uuid[]) AND b.team_id IS NOT NULL
          ORDER BY b.team_id`,
        [ids],
      )) as ListingRow[];
      return {
        items: plays.map((play) => ({
          event: {
            topic: Topics.PlaybookPlay,
            key: play.id,
            schema: PlayChangedSchema,
            payload: create(PlayChangedSchema, {
              playId: play.id,
              playbookId: play.playbookId,
              ownerId: play.ownerId ?? '',
              name: play.name ?? '',
              description: play.description ?? '',
              tags: Array.isArray(play.tags) ? play.tags.filter((tag) => typeof tag === 'string') : [],
              sport: play.sport ?? '',
              type: play.type ?? '',
              createdAt: timestampFromDate(play.createdDate),
              changedAt: timestampFromDate(now),
              listings: listings
                .filter((listing) => listing.playId === play.id)
                .map(({ teamId, playbookId, coachOnly }) =>
                  create(PlayListingSchema, { teamId, playbookId, coachOnly }),
                ),
            }),
          },
          occurredAt: now,
        })),
        next: nextCursor(locked, limit, (row) => row.id),
      };
    });
  }
}
