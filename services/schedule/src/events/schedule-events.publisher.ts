import { Injectable } from '@nestjs/common';
import {
  create,
  EventAddedSchema,
  EventCancelledSchema,
  EventDeletedSchema,
  EventUpdatedSchema,
  PracticePhaseSchema,
  ScheduledEventSchema,
  ScoutingReportPublishedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { Outbox } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { practicePhases } from '../practice/practice-phases';
import type { EventEntity } from './event.entity';

/** The schedule.event.v1 messages, always appended in the transaction of the change (key = team id). */
@Injectable()
export class ScheduleEventsPublisher {
  constructor(private readonly outbox: Outbox) {}

  static scheduled(event: EventEntity, customTypeName = '') {
    return create(ScheduledEventSchema, {
      eventId: event.id,
      teamId: event.teamId,
      eventType: event.eventType,
      customTypeName,
      title: event.title,
      startAt: timestampFromDate(event.startAt),
      endAt: timestampFromDate(event.endAt),
      timeZone: event.timeZone,
      opponent: event.opponent ?? '',
      locationName: event.locationName ?? '',
      objectives: event.objectives ?? '',
      cancelled: event.cancelled,
      sequence: event.sequence,
      seriesId: event.seriesId ?? '',
      practicePhases: practicePhases(event.startAt, event.practicePlan?.sections ?? []).map((phase) =>
        create(PracticePhaseSchema, { ...phase, startAt: timestampFromDate(phase.startAt) }),
      ),
      ...(event.reminder ? { reminderSendAt: timestampFromDate(new Date(event.reminder.sendAt)) } : {}),
    });
  }

  added(manager: EntityManager, event: EventEntity, sendNotification: boolean, customTypeName?: string) {
    return this.outbox.append(manager, {
      topic: Topics.ScheduleEvent,
      key: event.teamId,
      teamId: event.teamId,
      schema: EventAddedSchema,
      payload: create(EventAddedSchema, {
        event: ScheduleEventsPublisher.scheduled(event, customTypeName),
        sendNotification,
      }),
    });
  }

  updated(
    manager: EntityManager,
    event: EventEntity,
    changedFields: string[],
    sendNotification: boolean,
    customTypeName?: string,
  ) {
    return this.outbox.append(manager, {
      topic: Topics.ScheduleEvent,
      key: event.teamId,
      teamId: event.teamId,
      schema: EventUpdatedSchema,
      payload: create(EventUpdatedSchema, {
        event: ScheduleEventsPublisher.scheduled(event, customTypeName),
        changedFields,
        sendNotification,
      }),
    });
  }

  cancelled(manager: EntityManager, event: EventEntity, sendNotification: boolean, customTypeName?: string) {
    return this.outbox.append(manager, {
      topic: Topics.ScheduleEvent,
      key: event.teamId,
      teamId: event.teamId,
      schema: EventCancelledSchema,
      payload: create(EventCancelledSchema, {
        event: ScheduleEventsPublisher.scheduled(event, customTypeName),
        sendNotification,
      }),
    });
  }

  deleted(manager: EntityManager, teamId: string, eventId: string, at: Date) {
    return this.outbox.append(manager, {
      topic: Topics.ScheduleEvent,
      key: teamId,
      teamId,
      schema: EventDeletedSchema,
      payload: create(EventDeletedSchema, { eventId, teamId, deletedAt: timestampFromDate(at) }),
    });
  }

  /** A scouting report became readable by the team (or was published again after an edit). */
  scoutingReportPublished(
    manager: EntityManager,
    event: EventEntity,
    report: { id: string; publishedAt: Date; publishedBy: string },
    firstPublish: boolean,
  ) {
    const opponent = event.opponent ?? '';
    return this.outbox.append(manager, {
      topic: Topics.ScheduleEvent,
      key: event.teamId,
      teamId: event.teamId,
      schema: ScoutingReportPublishedSchema,
      payload: create(ScoutingReportPublishedSchema, {
        reportId: report.id,
        eventId: event.id,
        teamId: event.teamId,
        name: `Scouting report: ${opponent || event.title || 'Game'}`,
        opponent,
        actor: report.publishedBy,
        publishedAt: timestampFromDate(report.publishedAt),
        eventStartAt: timestampFromDate(event.startAt),
        firstPublish,
      }),
    });
  }
}
