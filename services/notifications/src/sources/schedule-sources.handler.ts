import { Injectable } from '@nestjs/common';
import {
  EventAddedSchema,
  EventCancelledSchema,
  EventReminderDueSchema,
  EventUpdatedSchema,
  ScoutingReportPublishedSchema,
  timestampDate,
  Topics,
  type ScheduledEvent,
} from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { Notifier } from '../fanout/notifier.service';

/** The event's wall-clock start in its team zone, as mails show it ("Tuesday, March 10, 6:00 PM EDT"). */
export function whenText(event: ScheduledEvent | undefined): string | undefined {
  if (!event?.startAt) return undefined;
  return whenTextAt(timestampDate(event.startAt), event.timeZone);
}

export function whenTextAt(startAt: Date, timeZone: string): string | undefined {
  try {
    const parts: Record<string, string> = {};
    for (const part of new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone || 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).formatToParts(startAt))
      parts[part.type] = part.value;
    return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
  } catch {
    return undefined;
  }
}

export function eventTitle(event: ScheduledEvent | undefined): string {
  if (!event) return 'An event';
  if (event.title) return event.title;
  if (event.eventType === 'GAME' && event.opponent) return `Game vs ${event.opponent}`;
  if (event.eventType === 'CUSTOM' && event.customTypeName) return event.customTypeName;
  const type = event.eventType.toLowerCase();
  return type ? type[0]!.toUpperCase() + type.slice(1) : 'An event';
}

const RSVP_LABELS = { goingLink: 'Going', maybeLink: 'Maybe', notGoingLink: 'Not going' } as const;

/** What every notice about one scheduled event says (its title, when, id) and to whom: the event's team. */
function notice(event: ReceivedEvent, scheduled: ScheduledEvent) {
  return {
    eventId: event.envelope.eventId,
    teamId: scheduled.teamId,
    actorId: event.envelope.actorId,
    params: { subject: eventTitle(scheduled), whenText: whenText(scheduled), eventId: scheduled.eventId },
  };
}

/**
 * schedule.event.v1 → EVENT_ADDED, EVENT_UPDATED, PRACTICE_PLAN_ADDED, EVENT_CANCELLED (only when the coach left
 * "send notification" on) and UPCOMING_EVENT (EventReminderDue: schedule decides when; each recipient's mail
 * carries their one-click RSVP answers) and SCOUTING_REPORT_ADDED (ScoutingReportPublished, the first publish only:
 * re-publishing after an edit would tell the team the same news again).
 */
@Injectable()
export class ScheduleSourcesHandler {
  constructor(private readonly notifier: Notifier) {}

  @OnEvent(Topics.ScheduleEvent, { type: EventAddedSchema.typeName })
  async eventAdded(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(EventAddedSchema);
    if (!m.sendNotification || !m.event) return;
    await this.notifier.notify(manager, { ...notice(event, m.event), kind: 'EVENT_ADDED' });
  }

  @OnEvent(Topics.ScheduleEvent, { type: EventUpdatedSchema.typeName })
  async eventUpdated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(EventUpdatedSchema);
    if (!m.sendNotification || !m.event || m.event.cancelled) return;
    const base = notice(event, m.event);
    const practicePlan = m.changedFields.includes('practicePlan');
    const others = m.changedFields.filter((field) => field !== 'practicePlan');
    if (practicePlan) await this.notifier.notify(manager, { ...base, kind: 'PRACTICE_PLAN_ADDED' });
    if (others.length || !practicePlan)
      await this.notifier.notify(manager, { ...base, kind: 'EVENT_UPDATED' });
  }

  @OnEvent(Topics.ScheduleEvent, { type: EventCancelledSchema.typeName })
  async eventCancelled(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(EventCancelledSchema);
    if (!m.sendNotification || !m.event) return;
    await this.notifier.notify(manager, { ...notice(event, m.event), kind: 'EVENT_CANCELLED' });
  }

  @OnEvent(Topics.ScheduleEvent, { type: EventReminderDueSchema.typeName })
  async reminderDue(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(EventReminderDueSchema);
    if (!m.event) return;
    const links = new Map(
      m.recipients.map((r) => [
        r.userId,
        (Object.keys(RSVP_LABELS) as (keyof typeof RSVP_LABELS)[])
          .filter((key) => r[key])
          .map((key) => ({ label: RSVP_LABELS[key], url: r[key] })),
      ]),
    );
    await this.notifier.notify(manager, {
      eventId: event.envelope.eventId,
      kind: 'UPCOMING_EVENT',
      teamId: m.event.teamId,
      actorId: m.senderId || event.envelope.actorId,
      recipientIds: m.recipients.map((r) => r.userId),
      params: {
        teamName: m.teamName,
        subject: eventTitle(m.event),
        whenText: m.whenText || whenText(m.event),
        eventId: m.event.eventId,
      },
      mailLinks: (userId) => links.get(userId),
    });
  }

  @OnEvent(Topics.ScheduleEvent, { type: ScoutingReportPublishedSchema.typeName })
  async scoutingReportPublished(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(ScoutingReportPublishedSchema);
    if (!m.firstPublish) return;
    await this.notifier.notify(manager, {
      eventId: event.envelope.eventId,
      kind: 'SCOUTING_REPORT_ADDED',
      teamId: m.teamId,
      actorId: m.actor || event.envelope.actorId,
      params: { subject: m.opponent || m.name.replace(/^Scouting report: /, ''), eventId: m.eventId },
    });
  }
}
