import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { EvaluationTemplateEntity, EvaluationTemplateRevisionEntity } from './evaluation-template.entity';

/** The only code that touches the template tables. */
@Injectable()
export class TemplatesRepository {
  constructor(private readonly db: DataSource) {}

  /** The team's templates, newest first (spec 3 §4: ordered by createdDate descending). */
  listOfTeam(teamId: string): Promise<EvaluationTemplateEntity[]> {
    return this.db
      .getRepository(EvaluationTemplateEntity)
      .find({ where: { teamId }, order: { createdDate: 'DESC', id: 'ASC' } });
  }

  find(
    manager: EntityManager,
    teamId: string,
    id: string,
    lock = false,
  ): Promise<EvaluationTemplateEntity | null> {
    return manager.getRepository(EvaluationTemplateEntity).findOne({
      where: { teamId, id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  async save(manager: EntityManager, template: EvaluationTemplateEntity): Promise<void> {
    await manager.getRepository(EvaluationTemplateEntity).save(template);
    await manager.getRepository(EvaluationTemplateRevisionEntity).insert({
      templateId: template.id,
      version: template.version,
      body: template.body,
      savedAt: template.lastModified,
    });
  }

  /** The revisions named by (templateId, version) pairs. */
  async revisions(pairs: ReadonlyArray<{ templateId: string; version: number }>) {
    if (pairs.length === 0) return [];
    const rows = await this.db
      .getRepository(EvaluationTemplateRevisionEntity)
      .findBy({ templateId: In([...new Set(pairs.map((p) => p.templateId))]) });
    const wanted = new Set(pairs.map((p) => `${p.templateId}:${p.version}`));
    return rows.filter((row) => wanted.has(`${row.templateId}:${row.version}`));
  }

  revision(manager: EntityManager, templateId: string, version: number) {
    return manager.getRepository(EvaluationTemplateRevisionEntity).findOneBy({ templateId, version });
  }
}
