import { Injectable } from '@nestjs/common';
import {
  AppError,
  assertSavedFrom,
  defaultTemplate,
  type EvaluationTemplateBody,
  type MeasurementUnit,
  sportFamilyOf,
} from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { canReadAllEvaluations, canWriteEvaluations } from '../shared/evaluation.rules';
import { TeamAccess } from '../shared/team-access';
import type {
  EvaluationTemplateEntity,
  EvaluationTemplateRevisionEntity,
} from './evaluation-template.entity';
import { TemplatesRepository } from './templates.repository';
import type { SaveTemplateInput, TemplateBodyInput } from './templates.dto';

export interface TemplateDto extends EvaluationTemplateBody {
  id: string;
  teamId: string;
  version: number;
  createdDate: string;
  lastModified: string;
}

/** templateRevisions of the answers: template id → version → the template as it was then. */
export type TemplateRevisions = Record<string, Record<string, EvaluationTemplateBody & { version: number }>>;

export function toTemplateDto(row: EvaluationTemplateEntity): TemplateDto {
  return {
    ...row.body,
    id: row.id,
    teamId: row.teamId,
    version: row.version,
    createdDate: row.createdDate.toISOString(),
    lastModified: row.lastModified.toISOString(),
  };
}

export function toRevisions(rows: readonly EvaluationTemplateRevisionEntity[]): TemplateRevisions {
  const result: TemplateRevisions = {};
  for (const row of rows)
    (result[row.templateId] ??= {})[String(row.version)] = { ...row.body, version: row.version };
  return result;
}

function body(input: TemplateBodyInput): EvaluationTemplateBody {
  return {
    name: input.name,
    scoreScale: input.scoreScale,
    sections: input.sections.map((s) => ({ name: s.name, criteria: [...s.criteria] })),
    positionWeights: input.positionWeights,
    measuredFields: input.measuredFields.map((f) => ({ ...f, unit: f.unit as MeasurementUnit })),
    active: input.active,
  };
}

@Injectable()
export class TemplatesService {
  constructor(
    private readonly db: DataSource,
    private readonly access: TeamAccess,
    private readonly repository: TemplatesRepository,
  ) {}

  /** The team's templates newest first, and the sport's defaults a new template starts from. Coaches and admins. */
  async list(
    user: AuthUser,
    teamId: string,
  ): Promise<{ templates: TemplateDto[]; defaults: EvaluationTemplateBody }> {
    const context = await this.access.require(user.id, teamId, canReadAllEvaluations);
    const rows = await this.repository.listOfTeam(teamId);
    return { templates: rows.map(toTemplateDto), defaults: defaultTemplate(sportFamilyOf(context.sport)) };
  }

  /**
   * Without an id creates the template at version 1; with one, replaces it and adds 1 to the version, provided it
   * was edited from the stored version (otherwise G010 and nothing changes).
   */
  async save(user: AuthUser, input: SaveTemplateInput, now = new Date()): Promise<{ template: TemplateDto }> {
    await this.access.require(user.id, input.teamId, canWriteEvaluations);
    return this.db.transaction(async (manager) => {
      const { id, version, ...rest } = input.template;
      const existing = id ? await this.repository.find(manager, input.teamId, id, true) : null;
      if (id && !existing) throw new AppError('G004');
      if (existing) assertSavedFrom(version ?? 0, existing.version);
      const next = Object.assign(existing ?? ({} as EvaluationTemplateEntity), {
        id: existing?.id ?? randomUUID(),
        teamId: input.teamId,
        body: body({ ...rest }),
        active: rest.active,
        version: existing ? existing.version + 1 : 1,
        createdBy: existing?.createdBy ?? user.id,
        createdDate: existing?.createdDate ?? now,
        lastModified: now,
      });
      await this.repository.save(manager, next);
      return { template: toTemplateDto(next) };
    });
  }
}
