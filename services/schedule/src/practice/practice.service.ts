import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { assertSavedFrom } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { ScheduleAccess } from '../access/schedule-access';
import { invalidRequest } from '../events/events.errors';
import { EventsService } from '../events/events.service';
import { type PracticeSection, PracticeTemplateEntity } from './practice-template.entity';

const view = (t: PracticeTemplateEntity) => ({
  id: t.id,
  name: t.name,
  sections: t.sections,
  totalMinutes: t.sections.reduce((sum, s) => sum + s.minutes, 0),
  version: t.version,
  createdBy: t.createdBy,
  createdDate: t.createdDate.toISOString(),
});

/**
 * Practice templates (spec: id, sections, createdBy, createdDate) and applying one to a practice. Templates need an
 * editable and viewable team (spec 1 §6): every call here is for editors.
 */
@Injectable()
export class PracticeService {
  constructor(
    private readonly db: DataSource,
    private readonly access: ScheduleAccess,
    private readonly events: EventsService,
  ) {}

  private repo() {
    return this.db.getRepository(PracticeTemplateEntity);
  }

  async list(user: AuthUser, teamId: string) {
    const context = await this.access.editor(user, teamId);
    const templates = await this.repo().find({
      where: { teamId: context.teamId },
      order: { createdDate: 'DESC' },
    });
    return { practiceTemplates: templates.map(view) };
  }

  /** Creates a template at version 1, or updates one edited from its stored version (+1; otherwise G010). */
  async save(
    user: AuthUser,
    input: { teamId: string; id?: string; version?: number; name: string; sections: PracticeSection[] },
    now = new Date(),
  ) {
    const context = await this.access.editor(user, input.teamId);
    const template = await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(PracticeTemplateEntity);
      let row: PracticeTemplateEntity;
      if (input.id) {
        const found = await repo.findOne({
          where: { id: input.id, teamId: context.teamId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!found) throw invalidRequest('This practice template does not exist', 'id');
        assertSavedFrom(input.version ?? 0, found.version);
        row = Object.assign(found, { version: found.version + 1 });
      } else {
        row = Object.assign(new PracticeTemplateEntity(), {
          id: randomUUID(),
          teamId: context.teamId,
          version: 1,
          createdBy: user.id,
          createdDate: now,
        });
      }
      row.name = input.name;
      row.sections = input.sections;
      row.updatedAt = now;
      await repo.save(row);
      return row;
    });
    return { practiceTemplate: view(template) };
  }

  async delete(user: AuthUser, teamId: string, id: string) {
    const context = await this.access.editor(user, teamId);
    const result = await this.repo().delete({ id, teamId: context.teamId });
    if (!result.affected) throw invalidRequest('This practice template does not exist', 'id');
    return { deleted: true };
  }

  /** The template's sections become the practice's plan (a copy: editing the template later leaves it alone). */
  async apply(
    user: AuthUser,
    input: { teamId: string; eventId: string; templateId: string; sendNotification?: boolean },
  ) {
    const context = await this.access.editor(user, input.teamId);
    const template = await this.repo().findOneBy({ id: input.templateId, teamId: context.teamId });
    if (!template) throw invalidRequest('This practice template does not exist', 'templateId');
    return this.events.setPracticePlan(
      context,
      input.eventId,
      { sections: template.sections },
      input.sendNotification ?? true,
    );
  }
}
