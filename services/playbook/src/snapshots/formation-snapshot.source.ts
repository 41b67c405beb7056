import { Injectable } from '@nestjs/common';
import { Topics } from '@chalktalk/contracts';
import { nextCursor, type SnapshotPage, type SnapshotProvider, SnapshotSource } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import {
  FORMATION_STATE_COLUMNS,
  formationChanged,
  type FormationStateRow,
} from '../formations/formation-events';

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
        `SELECT f.id, ${FORMATION_STATE_COLUMNS}
           FROM playbook_formations f JOIN playbooks b ON b.id = f.playbook_id
          WHERE f.id = ANY($1::uuid[])
          ORDER BY f.id`,
        [locked.map((row) => row.id)],
      )) as (FormationStateRow & { id: string })[];
      return {
        items: rows.map((row) => ({ event: formationChanged(row.id, row, now), occurredAt: now })),
        next: nextCursor(locked, limit, (row) => row.id),
      };
    });
  }
}
