import { Injectable } from '@nestjs/common';
import {
  create,
  type PlayChanged,
  PlayChangedSchema,
  PlayDeletedSchema,
  PlayListingSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { type DomainEvent, Outbox } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';

/** A play's searchable state as PlayChanged carries it (PLAY_STATE_COLUMNS over `plays p JOIN playbooks b`). */
export interface PlayStateRow {
  playbookId: string;
  ownerId: string | null;
  name: string | null;
  description: string | null;
  tags: unknown;
  sport: string | null;
  type: string | null;
  createdDate: Date;
}

/** The columns of PlayStateRow, read from `plays p JOIN playbooks b ON b.id = p.playbook_id`. */
export const PLAY_STATE_COLUMNS = `p.playbook_id AS "playbookId", b.owner_id AS "ownerId", p.document->>'name' AS name,
                p.document->>'description' AS description, p.document->'tags' AS tags,
                p.document->>'sport' AS sport, p.document->>'type' AS type, p.created_date AS "createdDate"`;

/** A team playbook the play is listed in. */
export interface PlayListing {
  teamId: string;
  playbookId: string;
  coachOnly: boolean;
}

/** PlayChanged for one play's state and listings, stamped changedAt (the change's event and the snapshot's). */
export function playChanged(
  playId: string,
  row: PlayStateRow,
  listings: readonly PlayListing[],
  changedAt: Date,
): DomainEvent<PlayChanged> {
  return {
    topic: Topics.PlaybookPlay,
    key: playId,
    schema: PlayChangedSchema,
    payload: create(PlayChangedSchema, {
      playId,
      playbookId: row.playbookId,
      ownerId: row.ownerId ?? '',
      name: row.name ?? '',
      description: row.description ?? '',
      tags: Array.isArray(row.tags) ? row.tags.filter((tag) => typeof tag === 'string') : [],
      sport: row.sport ?? '',
      type: row.type ?? '',
      createdAt: timestampFromDate(row.createdDate),
      changedAt: timestampFromDate(changedAt),
      listings: listings.map(({ teamId, playbookId, coachOnly }) =>
        create(PlayListingSchema, { teamId, playbookId, coachOnly }),
      ),
    }),
  };
}

/**
 * playbook.play.v1: the searchable state of a play (text, owner, team listings) appended to the outbox in the
 * transaction that changed it, so search indexes exactly what was committed. The play row is locked first and
 * changed_at read from the database clock afterwards: two changes of one play get increasing stamps in commit order.
 */
@Injectable()
export class PlayEvents {
  constructor(private readonly outbox: Outbox) {}

  /** PlayChanged for each play still there (a play deleted in the same transaction sends nothing here). */
  async changed(manager: EntityManager, playIds: Iterable<string>): Promise<void> {
    for (const playId of new Set(playIds)) {
      const [row] = (await manager.query(
        `SELECT ${PLAY_STATE_COLUMNS}, clock_timestamp() AS "changedAt"
           FROM plays p JOIN playbooks b ON b.id = p.playbook_id
          WHERE p.id = $1
            FOR UPDATE OF p`,
        [playId],
      )) as (PlayStateRow & { changedAt: Date })[];
      if (!row) continue;
      const listings = (await manager.query(
        `SELECT b.team_id AS "teamId", e.playbook_id AS "playbookId", e.coach_only AS "coachOnly"
           FROM playbook_entries e JOIN playbooks b ON b.id = e.playbook_id
          WHERE e.play_id = $1 AND b.team_id IS NOT NULL
          ORDER BY b.team_id`,
        [playId],
      )) as PlayListing[];
      await this.outbox.append(manager, playChanged(playId, row, listings, row.changedAt));
    }
  }

  async deleted(manager: EntityManager, playId: string, playbookId: string): Promise<void> {
    const [{ now }] = (await manager.query(`SELECT clock_timestamp() AS now`)) as { now: Date }[];
    await this.outbox.append(manager, {
      topic: Topics.PlaybookPlay,
      key: playId,
      schema: PlayDeletedSchema,
      payload: create(PlayDeletedSchema, { playId, playbookId, deletedAt: timestampFromDate(now) }),
    });
  }
}
