import { Injectable } from '@nestjs/common';
import { create, FormationChangedSchema, timestampFromDate, Topics } from '@chalktalk/contracts';
import { nextCursor, type SnapshotPage, type SnapshotProvider, SnapshotSource } from '@chalktalk/platform';
import { DataSource } from 'typeorm';

interface FormationRow {
  id: string;
  playbookId: string;
  ownerId: string | null;
  teamId: string | null;
  name: string;
  sport: string;
  attributes: string[];
  description: string;
}

/**
 * playbook.formation.v1's snapshot: a FormationChanged per saved formation, as FormationEvents appends it; stamped
 * from the database clock after the page is locked FOR SHARE (FormationEvents locks FOR UPDATE, then stamps).
 */
@Injectable()
@SnapshotSource(Topics.PlaybookFormation)
export class FormationSnapshotSource implements SnapshotProvider {
  constructor(private readonly db: DataSource) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return this.db.transaction(async (manager) => {
      const locked = (await manager.query(
        `SELECT id FROM playbook_formations WHERE ($1::uuid IS NULL OR id > $1::uuid)
          ORDER BY id LIMIT $2 FOR SHARE`,
        [after, limit],
      )) as { id: string }[];
      const [{ now }] = (await manager.query(`SELECT clock_timestamp() AS now`)) as { now: Date }[];
      const rows = (await manager.query(
        `SELECT f.id, f.playbook_id AS "playbookId", b.owner_id AS "ownerId", b.team_id AS "teamId", f.name,
                f.sport, f.attributes, f.description
           FROM playbook_formations f JOIN playbooks b ON b.id = f.playbook_id
          WHERE f.id = ANY($1::uuid[])
          ORDER BY f.id`,
        [locked.map((row) => row.id)],
      )) as FormationRow[];
      return {
        items: rows.map((row) => ({
          event: {
            topic: Topics.PlaybookFormation,
            key: row.id,
            schema: FormationChangedSchema,
            payload: create(FormationChangedSchema, {
              formationId: row.id,
              playbookId: row.playbookId,
              // As FormationEvents: a team playbook's formations belong to the team.
              ownerId: row.teamId ? '' : (row.ownerId ?? ''),
              teamId: row.teamId ?? '',
              name: row.name,
              sport: row.sport,
              attributes: row.attributes,
              description: row.description,
              changedAt: timestampFromDate(now),
            }),
          },
          occurredAt: now,
        })),
        next: nextCursor(locked, limit, (row) => row.id),
      };
    });
  }
}
