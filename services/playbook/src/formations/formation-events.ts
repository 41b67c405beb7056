import { Injectable } from '@nestjs/common';
import {
  create,
  type FormationChanged,
  FormationChangedSchema,
  FormationDeletedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { type DomainEvent, Outbox } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';

/** A saved formation's searchable state (FORMATION_STATE_COLUMNS over `playbook_formations f JOIN playbooks b`). */
export interface FormationStateRow {
  playbookId: string;
  ownerId: string | null;
  teamId: string | null;
  name: string;
  sport: string;
  attributes: string[];
  description: string;
}

/** The columns of FormationStateRow, read from `playbook_formations f JOIN playbooks b ON b.id = f.playbook_id`. */
export const FORMATION_STATE_COLUMNS = `f.playbook_id AS "playbookId", b.owner_id AS "ownerId", b.team_id AS "teamId",
              f.name, f.sport, f.attributes, f.description`;

/** FormationChanged for one formation's state, stamped changedAt (the save's event and the snapshot's). */
export function formationChanged(
  formationId: string,
  row: FormationStateRow,
  changedAt: Date,
): DomainEvent<FormationChanged> {
  return {
    topic: Topics.PlaybookFormation,
    key: formationId,
    schema: FormationChangedSchema,
    payload: create(FormationChangedSchema, {
      formationId,
      playbookId: row.playbookId,
      // A team playbook's formations belong to the team, not to whoever owns the playbook row.
      ownerId: row.teamId ? '' : (row.ownerId ?? ''),
      teamId: row.teamId ?? '',
      name: row.name,
      sport: row.sport,
      attributes: row.attributes,
      description: row.description,
      changedAt: timestampFromDate(changedAt),
    }),
  };
}

/**
 * playbook.formation.v1: a saved formation's searchable state appended to the outbox in the transaction that
 * changed it, so search indexes exactly what was committed. The row is locked first and changed_at read from the
 * database clock afterwards: two saves of one formation get increasing stamps in commit order.
 */
@Injectable()
export class FormationEvents {
  constructor(private readonly outbox: Outbox) {}

  async changed(manager: EntityManager, formationId: string): Promise<void> {
    const [row] = (await manager.query(
      `SELECT ${FORMATION_STATE_COLUMNS}, clock_timestamp() AS "changedAt"
         FROM playbook_formations f JOIN playbooks b ON b.id = f.playbook_id
        WHERE f.id = $1
          FOR UPDATE OF f`,
      [formationId],
    )) as (FormationStateRow & { changedAt: Date })[];
    if (!row) return;
    await this.outbox.append(manager, formationChanged(formationId, row, row.changedAt));
  }

  async deleted(manager: EntityManager, formationId: string, playbookId: string): Promise<void> {
    const [{ now }] = (await manager.query(`SELECT clock_timestamp() AS now`)) as { now: Date }[];
    await this.outbox.append(manager, {
      topic: Topics.PlaybookFormation,
      key: formationId,
      schema: FormationDeletedSchema,
      payload: create(FormationDeletedSchema, { formationId, playbookId, deletedAt: timestampFromDate(now) }),
    });
  }
}
