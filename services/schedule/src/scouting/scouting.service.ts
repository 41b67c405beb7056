import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  isSportLine,
  SCOUTING_NCAA_YEAR_DEFAULTS,
  scoutingStatInputs,
  type SportFamily,
  sportFamilyOf,
} from '@chalktalk/domain';
import type { AuthUser, ProjectedTeam } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { ScheduleAccess } from '../access/schedule-access';
import { eventNotFound, invalidRequest } from '../events/events.errors';
import { eventView } from '../events/event-view';
import { EventsRepository } from '../events/events.repository';
import type { EventEntity } from '../events/event.entity';
import { ScheduleEventsPublisher } from '../events/schedule-events.publisher';
import { ScoutingReportEntity } from './scouting-report.entity';
import type { SaveScoutingReportInput } from './scouting.dto';
import { scoutingReportView } from './scouting-view';

export const SCOUTING_MESSAGES = {
  saved: 'Scouting report saved',
  published: 'Scouting report published',
  gamesOnly: 'Scouting reports are for games',
  saveFirst: 'Save the scouting report before publishing it',
} as const;

/** The team's sport family; a team with an unknown sport line scouts with the basketball stats. */
function familyOf(team: ProjectedTeam): SportFamily {
  return isSportLine(team.sport) ? sportFamilyOf(team.sport) : 'basketball';
}

/**
 * Scouting reports of games. Coaches (editors) write and publish; members read a report once it is published
 * (a draft is the coaches' own). Publishing tells the team through ScoutingReportPublished.
 */
@Injectable()
export class ScoutingService {
  constructor(
    private readonly access: ScheduleAccess,
    private readonly events: EventsRepository,
    private readonly publisher: ScheduleEventsPublisher,
  ) {}

  async get(user: AuthUser, teamId: string, eventId: string) {
    const context = await this.access.member(user, teamId);
    const event = await this.events.find(context.teamId, eventId);
    if (!event) throw eventNotFound();
    const sport = familyOf(context.team);
    const found = await this.events.transaction((manager) => this.report(manager, context.teamId, eventId));
    const report = found && (found.published || context.canEdit) ? scoutingReportView(found) : null;
    return {
      event: eventView(event),
      canEdit: context.canEdit && event.eventType === 'GAME',
      sport: found?.sport ?? sport,
      ncaaYearDefault: SCOUTING_NCAA_YEAR_DEFAULTS[found?.sport ?? sport],
      statInputs: scoutingStatInputs(found?.sport ?? sport),
      report,
    };
  }

  async save(user: AuthUser, input: SaveScoutingReportInput, now = new Date()) {
    const context = await this.access.editor(user, input.teamId);
    return this.events.transaction(async (manager) => {
      await this.game(manager, context.teamId, input.eventId);
      const existing = await this.report(manager, context.teamId, input.eventId);
      const report =
        existing ??
        Object.assign(new ScoutingReportEntity(), {
          id: randomUUID(),
          teamId: context.teamId,
          eventId: input.eventId,
          sport: familyOf(context.team),
          published: false,
          publishedAt: null,
          publishedBy: null,
          createdBy: user.id,
          createdAt: now,
        });
      const known = new Set(scoutingStatInputs(report.sport).map((stat) => stat.key));
      const unknown = Object.keys(input.report.stats).find((key) => !known.has(key));
      if (unknown)
        throw invalidRequest(`${unknown} is not a ${report.sport} stat`, `report.stats.${unknown}`);
      Object.assign(report, {
        ncaaYear: input.report.ncaaYear,
        stats: input.report.stats,
        personnel: input.report.personnel,
        summary: input.report.summary,
        updatedBy: user.id,
        updatedAt: now,
      });
      await manager.getRepository(ScoutingReportEntity).save(report);
      return { report: scoutingReportView(report), message: SCOUTING_MESSAGES.saved };
    });
  }

  /** Makes the report readable by the team and tells them; publishing again (after an edit) tells them again. */
  async publish(user: AuthUser, teamId: string, eventId: string, now = new Date()) {
    const context = await this.access.editor(user, teamId);
    return this.events.transaction(async (manager) => {
      const event = await this.game(manager, context.teamId, eventId);
      const report = await this.report(manager, context.teamId, eventId, true);
      if (!report) throw invalidRequest(SCOUTING_MESSAGES.saveFirst, 'eventId');
      const firstPublish = !report.published;
      Object.assign(report, { published: true, publishedAt: now, publishedBy: user.id });
      await manager.getRepository(ScoutingReportEntity).save(report);
      await this.publisher.scoutingReportPublished(
        manager,
        event,
        { id: report.id, publishedAt: now, publishedBy: user.id },
        firstPublish,
      );
      return { report: scoutingReportView(report), message: SCOUTING_MESSAGES.published };
    });
  }

  async delete(user: AuthUser, teamId: string, eventId: string) {
    const context = await this.access.editor(user, teamId);
    const result = await this.events.transaction((manager) =>
      manager.getRepository(ScoutingReportEntity).delete({ teamId: context.teamId, eventId }),
    );
    if (!result.affected) throw invalidRequest('This scouting report does not exist', 'eventId');
    return { deleted: true };
  }

  private async game(manager: EntityManager, teamId: string, eventId: string): Promise<EventEntity> {
    const event = await this.events.findForUpdate(manager, teamId, eventId);
    if (!event) throw eventNotFound();
    if (event.eventType !== 'GAME') throw invalidRequest(SCOUTING_MESSAGES.gamesOnly, 'eventId');
    return event;
  }

  private report(manager: EntityManager, teamId: string, eventId: string, lock = false) {
    const query = manager
      .getRepository(ScoutingReportEntity)
      .createQueryBuilder('r')
      .where('r.team_id = :teamId AND r.event_id = :eventId', { teamId, eventId });
    if (lock) query.setLock('pessimistic_write');
    return query.getOne();
  }
}
