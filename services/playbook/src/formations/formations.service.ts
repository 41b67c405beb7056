import { Injectable } from '@nestjs/common';
import { BUILT_IN_FORMATIONS } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager, In } from 'typeorm';
import { PlaybookAccess } from '../playbooks/playbook-access.service';
import { itemNotFound } from '../playbooks/playbooks.errors';
import type { FormationInput } from './dto/formations.dto';
import { FormationEntity } from './formation.entity';
import { FormationEvents } from './formation-events';

export interface FormationDto {
  id: string;
  name: string;
  sport: string;
  attributes: string[];
  description: string;
  anchorType: string;
  initial: unknown[];
  fieldPieces: unknown[];
  balls: unknown[];
  version: 1;
  /** Null for the built-in formations. */
  playbookId: string | null;
  createdDate: string | null;
}

function dto(row: FormationEntity): FormationDto {
  const doc = row.document as {
    anchorType: string;
    initial: unknown[];
    fieldPieces: unknown[];
    balls: unknown[];
  };
  return {
    id: row.id,
    name: row.name,
    sport: row.sport,
    attributes: row.attributes,
    description: row.description,
    anchorType: doc.anchorType,
    initial: doc.initial,
    fieldPieces: doc.fieldPieces,
    balls: doc.balls,
    version: 1,
    playbookId: row.playbookId,
    createdDate: row.createdDate.toISOString(),
  };
}

/** Case-insensitive match of every word of the query in the name, the attributes or the description. */
export function matchesQuery(
  query: string,
  formation: { name: string; attributes: readonly string[]; description: string },
) {
  const text = [formation.name, ...formation.attributes, formation.description].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

@Injectable()
export class FormationsService {
  constructor(
    private readonly db: DataSource,
    private readonly access: PlaybookAccess,
    private readonly events: FormationEvents,
  ) {}

  /** Creates the formation, or replaces it when its id is one of the playbook's; search hears it from the outbox. */
  async saveFormation(user: AuthUser, playbookId: string, input: FormationInput, now = new Date()) {
    await this.access.writable(user, playbookId);
    return this.db.transaction(async (manager) => {
      const row = await this.write(manager, playbookId, input, now);
      await this.events.changed(manager, row.id);
      return { id: row.id };
    });
  }

  private async write(manager: EntityManager, playbookId: string, input: FormationInput, now: Date) {
    const repo = manager.getRepository(FormationEntity);
    const existing = input.id ? await repo.findOneBy({ id: input.id, playbookId }) : null;
    if (input.id && !existing) throw itemNotFound();
    const row = Object.assign(new FormationEntity(), {
      id: existing?.id ?? randomUUID(),
      playbookId,
      name: input.name,
      sport: input.sport,
      attributes: input.attributes,
      description: input.description,
      document: {
        anchorType: input.anchorType,
        initial: input.initial,
        fieldPieces: input.fieldPieces,
        balls: input.balls,
      },
      createdDate: existing?.createdDate ?? now,
    });
    return repo.save(row);
  }

  async deleteFormation(user: AuthUser, playbookId: string, formationId: string) {
    await this.access.writable(user, playbookId);
    await this.db.transaction(async (manager) => {
      const result = await manager.getRepository(FormationEntity).delete({ id: formationId, playbookId });
      if (!result.affected) throw itemNotFound();
      await this.events.deleted(manager, formationId, playbookId);
    });
    return { id: formationId };
  }

  async getFormations(user: AuthUser, playbookId: string): Promise<{ formations: FormationDto[] }> {
    await this.access.context(user, playbookId);
    const rows = await this.db
      .getRepository(FormationEntity)
      .find({ where: { playbookId }, order: { createdDate: 'DESC' } });
    return { formations: rows.map(dto) };
  }

  /**
   * Formations matching the query: the user's formations in the playbooks given (each must be readable), then
   * the built-in ones. A blank query finds nothing (the web skips the call then).
   */
  async search(
    user: AuthUser,
    query: string,
    playbookIds: string[],
  ): Promise<{ formations: FormationDto[] }> {
    for (const playbookId of playbookIds) await this.access.context(user, playbookId);
    if (query.trim() === '') return { formations: [] };
    const rows = await this.db.getRepository(FormationEntity).findBy({ playbookId: In(playbookIds) });
    const saved = rows.filter((row) => matchesQuery(query, row)).map(dto);
    const builtIn = BUILT_IN_FORMATIONS.filter((f) => matchesQuery(query, f)).flatMap((f) =>
      f.sportLines.map((sport): FormationDto => ({
        id: f.id,
        name: f.name,
        sport,
        attributes: [...f.attributes],
        description: f.description,
        anchorType: f.anchorType,
        initial: [...f.initial],
        fieldPieces: [],
        balls: [...f.balls],
        version: 1,
        playbookId: null,
        createdDate: null,
      })),
    );
    return { formations: [...saved, ...builtIn] };
  }
}
