import { Injectable } from '@nestjs/common';
import {
  EventAddedSchema,
  EventCancelledSchema,
  EventDeletedSchema,
  EventUpdatedSchema,
  timestampDate,
  Topics,
  type ScheduledEvent,
} from '@chalktalk/contracts';
import { DEFAULT_TEAM_TIME_ZONE, isValidTimeZone, zonedInstant } from '@chalktalk/domain';
import { OnEvent, TeamDirectory, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { eventTitle } from '../sources/schedule-sources.handler';
import {
  coachReminderCovers,
  DAY_BEFORE_MS,
  nextWeeklyDigest,
  STARTING_SOON_BEFORE_MS,
  WEEKLY_DIGEST_TIME,
} from './scheduled-times';
import { ScheduledRepository } from './scheduled.repository';

/**
 * schedule.event.v1 → the events notifications keeps for its scheduled kinds, and their jobs: UPCOMING_EVENT a day
 * (unless the coach's own reminder sends then) and EVENT_STARTING_SOON an hour before each event (moved with the
 * event, dropped when it is cancelled or deleted) and the team's next
 * WEEKLY_UPCOMING_EVENT digest. Whatever the coach chose for "send notification" (that choice is about the change,
 * not about the event starting).
 */
@Injectable()
export class ScheduleProjectionHandler {
  constructor(
    private readonly repository: ScheduledRepository,
    private readonly teams: TeamDirectory,
  ) {}

  @OnEvent(Topics.ScheduleEvent, { type: EventAddedSchema.typeName })
  async added(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.track(manager, event.decode(EventAddedSchema).event);
  }

  @OnEvent(Topics.ScheduleEvent, { type: EventUpdatedSchema.typeName })
  async updated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.track(manager, event.decode(EventUpdatedSchema).event);
  }

  @OnEvent(Topics.ScheduleEvent, { type: EventCancelledSchema.typeName })
  async cancelled(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(EventCancelledSchema);
    if (m.event) await this.track(manager, { ...m.event, cancelled: true });
  }

  @OnEvent(Topics.ScheduleEvent, { type: EventDeletedSchema.typeName })
  async deleted(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.repository.removeEvent(manager, event.decode(EventDeletedSchema).eventId);
  }

  private async track(
    manager: EntityManager,
    event: ScheduledEvent | undefined,
    now = new Date(),
  ): Promise<void> {
    if (!event?.startAt) return;
    const startAt = timestampDate(event.startAt);
    const timeZone = isValidTimeZone(event.timeZone) ? event.timeZone : DEFAULT_TEAM_TIME_ZONE;
    await this.repository.saveEvent(manager, {
      eventId: event.eventId,
      teamId: event.teamId,
      title: eventTitle(event),
      startAt,
      timeZone,
      cancelled: event.cancelled,
    });
    const live = !event.cancelled && startAt > now;
    // An hour before (sent at once when the event is nearer than that).
    const soon = new Date(startAt.getTime() - STARTING_SOON_BEFORE_MS);
    await this.planEventJob(
      manager,
      event,
      'EVENT_STARTING_SOON',
      'STARTING_SOON',
      startAt,
      live ? laterOf(soon, now) : undefined,
    );
    // UPCOMING_EVENT the day before, planned only while more than a day remains (a nearer event was just
    // announced by EVENT_ADDED, or has the coach's own reminders), and not when the coach's own reminder sends
    // around then: it is the same reminder, with RSVP answers in it.
    const dayBefore = new Date(startAt.getTime() - DAY_BEFORE_MS);
    const reminderAt = event.reminderSendAt ? timestampDate(event.reminderSendAt) : undefined;
    await this.planEventJob(
      manager,
      event,
      'UPCOMING_EVENT',
      'DAY_BEFORE',
      startAt,
      live && dayBefore > now && !coachReminderCovers(reminderAt, dayBefore) ? dayBefore : undefined,
    );
    // Phases run after the practice began: each is planned while it is ahead, even when the practice is not.
    await this.planPhases(manager, event, startAt, !event.cancelled, now);
    if (live) await this.ensureWeekly(manager, event.teamId, timeZone, now);
  }

  /**
   * PRACTICE_PHASE at each phase's start while the practice runs (the phases still ahead); keyed by event, start,
   * position and name, so a changed plan or a moved practice replaces the jobs it changed and keeps the others.
   */
  private async planPhases(
    manager: EntityManager,
    event: ScheduledEvent,
    startAt: Date,
    active: boolean,
    now: Date,
  ): Promise<void> {
    const phases = active
      ? event.practicePhases.flatMap((phase, index) =>
          phase.startAt && timestampDate(phase.startAt) > now
            ? [{ name: phase.name, at: timestampDate(phase.startAt), index }]
            : [],
        )
      : [];
    const keyOf = (phase: { name: string; at: Date; index: number }) =>
      `PHASE:${event.eventId}:${startAt.toISOString()}:${phase.index}:${phase.at.toISOString()}:${phase.name}`;
    await this.repository.dropEventJobsExcept(manager, event.eventId, 'PRACTICE_PHASE', phases.map(keyOf));
    for (const phase of phases)
      await this.repository.addJob(manager, {
        kind: 'PRACTICE_PHASE',
        jobKey: keyOf(phase),
        teamId: event.teamId,
        eventId: event.eventId,
        dueAt: phase.at,
        params: { phase: phase.name },
      });
  }

  /** The team's next digest (in the team's zone, else the event's). */
  async ensureWeekly(manager: EntityManager, teamId: string, fallbackZone: string, now: Date): Promise<void> {
    const zone = await this.zoneOf(teamId, fallbackZone);
    await this.scheduleWeekly(manager, teamId, nextWeeklyDigest(now, zone).localDate, zone);
  }

  /**
   * The event's one job of this kind: `<prefix>:<event>:<start>` due at `dueAt`, replacing one planned for another
   * start; none (and the old one dropped) when `dueAt` is undefined.
   */
  private async planEventJob(
    manager: EntityManager,
    event: ScheduledEvent,
    kind: 'EVENT_STARTING_SOON' | 'UPCOMING_EVENT',
    prefix: string,
    startAt: Date,
    dueAt: Date | undefined,
  ): Promise<void> {
    const jobKey = `${prefix}:${event.eventId}:${startAt.toISOString()}`;
    await this.repository.dropEventJobs(manager, event.eventId, kind, dueAt ? jobKey : undefined);
    if (dueAt)
      await this.repository.addJob(manager, {
        kind,
        jobKey,
        teamId: event.teamId,
        eventId: event.eventId,
        dueAt,
      });
  }

  /** The digest of the local Sunday `localDate` (18:00 in the team's zone); once per team and date. */
  async scheduleWeekly(
    manager: EntityManager,
    teamId: string,
    localDate: string,
    fallbackZone: string,
  ): Promise<void> {
    const zone = await this.zoneOf(teamId, fallbackZone);
    await this.repository.addJob(manager, {
      kind: 'WEEKLY_UPCOMING_EVENT',
      jobKey: `WEEKLY:${teamId}:${localDate}`,
      teamId,
      eventId: null,
      dueAt: zonedInstant(localDate, WEEKLY_DIGEST_TIME, zone),
    });
  }

  private async zoneOf(teamId: string, fallbackZone: string): Promise<string> {
    const teamZone = (await this.teams.team(teamId))?.timeZone;
    return teamZone && isValidTimeZone(teamZone) ? teamZone : fallbackZone;
  }
}

function laterOf(a: Date, b: Date): Date {
  return a > b ? a : b;
}
