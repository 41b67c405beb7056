import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  changedStamps,
  daysRemaining,
  defaultEventSlot,
  eventSlot,
  type EventSlot,
  type ReminderChoice,
  reminderOptionsFor,
  reminderSendAt,
  retimedSlot,
  SCHEDULE_MESSAGES,
  seriesSlots,
  type StampedFields,
  TOP_FAVORITE_LOCATIONS,
  zonedInstant,
  addDays,
} from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { ScheduleAccess, type ScheduleContext } from '../access/schedule-access';
import type { BulkChanges, EventFields } from './dto/events.dto';
import { CustomEventTypeEntity } from './custom-event-type.entity';
import { EventEntity, type EventReminder } from './event.entity';
import { CalendarReader } from './calendar-reader';
import { eventView, type EventView } from './event-view';
import { eventNotFound, invalidRequest } from './events.errors';
import type { PracticeSection } from '../practice/practice-template.entity';
import { type ListedEvent, EventsRepository } from './events.repository';
import { ScheduleEventsPublisher } from './schedule-events.publisher';

/** Most events one createBulkEvents call may create, all definitions together. */
export const MAX_BULK_EVENTS = 400;
const DEFAULT_PAGE = 50;

/** JSON with object keys sorted: Postgres jsonb gives keys back in its own order, so plain JSON would differ. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const stamped = (e: EventEntity): StampedFields => ({
  eventType: e.eventType,
  start: e.startAt,
  end: e.endAt,
  locationName: e.locationName,
  objectives: e.objectives,
  fieldDetails: e.fieldDetails,
  practicePlan: e.practicePlan ? canonicalJson(e.practicePlan) : null,
  opponent: e.opponent,
});

const STAMP_COLUMNS = {
  date: 'dateUpdated',
  location: 'locationUpdated',
  objectives: 'objectivesUpdated',
  fieldDetails: 'fieldDetailsUpdated',
  practicePlan: 'practicePlanUpdated',
  opponent: 'opponentUpdated',
} as const;

const encodeCursor = (e: EventEntity) =>
  Buffer.from(`${e.startAt.toISOString()}|${e.id}`).toString('base64url');

function decodeCursor(cursor: string | undefined): { startAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const startAt = new Date(at ?? '');
  if (!id || Number.isNaN(startAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw invalidRequest('The cursor is not one this call gave', 'cursor');
  }
  return { startAt, id };
}

@Injectable()
export class EventsService {
  constructor(
    private readonly access: ScheduleAccess,
    private readonly events: EventsRepository,
    private readonly publisher: ScheduleEventsPublisher,
    private readonly calendarReader: CalendarReader,
  ) {}

  /** Default date and times for a new event, in the team's zone, with the reminder choices still possible. */
  async defaults(user: AuthUser, teamId: string, now = new Date()) {
    const context = await this.access.editor(user, teamId);
    const slot = defaultEventSlot(now, context.timeZone);
    return {
      timeZone: context.timeZone,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      reminderChoices: reminderOptionsFor(daysRemaining(now, slot.start, context.timeZone)).map(
        (o) => o.label,
      ),
    };
  }

  private async checkCustomType(
    manager: EntityManager,
    context: ScheduleContext,
    eventType: string,
    customTypeId: string | null | undefined,
  ): Promise<CustomEventTypeEntity | null> {
    if (eventType !== 'CUSTOM') return null;
    if (!customTypeId) throw invalidRequest('Choose a custom event type', 'event.customTypeId');
    const type = await this.events.customType(context.teamId, customTypeId, manager);
    if (!type) throw invalidRequest('This custom event type does not exist', 'event.customTypeId');
    return type;
  }

  /** The reminder to store: a choice still possible for the days remaining, false when removed. */
  private reminderFor(
    choice: ReminderChoice | false | undefined,
    current: EventReminder | false,
    slot: EventSlot,
    timeZone: string,
    now: Date,
  ): EventReminder | false {
    if (choice === undefined) {
      return current
        ? {
            choice: current.choice,
            sendAt: reminderSendAt(current.choice as ReminderChoice, slot.start, timeZone, now),
          }
        : false;
    }
    if (choice === false) return false;
    const allowed = reminderOptionsFor(daysRemaining(now, slot.start, timeZone)).map(
      (o) => o.label as string,
    );
    if (!allowed.includes(choice) && !(current && current.choice === choice)) {
      throw invalidRequest('This reminder is further ahead than the event', 'event.reminder');
    }
    return { choice, sendAt: reminderSendAt(choice, slot.start, timeZone, now) };
  }

  private apply(
    entity: EventEntity,
    fields: Omit<EventFields, 'date' | 'startTime' | 'endTime'>,
    slot: EventSlot,
    timeZone: string,
  ) {
    entity.eventType = fields.eventType;
    entity.customTypeId = fields.eventType === 'CUSTOM' ? (fields.customTypeId ?? null) : null;
    if (fields.title !== undefined) entity.title = fields.title;
    entity.startAt = slot.start;
    entity.endAt = slot.end;
    entity.timeZone = timeZone;
    if (fields.opponent !== undefined) entity.opponent = fields.opponent || null;
    if (fields.location !== undefined) {
      entity.location = fields.location
        ? {
            placeId: fields.location.placeId ?? null,
            lat: fields.location.lat ?? null,
            lng: fields.location.lng ?? null,
            name: fields.location.name,
          }
        : null;
      entity.locationName = entity.location?.name ?? null;
    }
    if (fields.objectives !== undefined) entity.objectives = fields.objectives || null;
    if (fields.fieldDetails !== undefined) entity.fieldDetails = fields.fieldDetails || null;
    if (fields.defaultRsvp !== undefined) entity.defaultRsvp = fields.defaultRsvp;
    if ('practicePlan' in fields && fields.practicePlan !== undefined)
      entity.practicePlan = fields.practicePlan;
  }

  private newEntity(context: ScheduleContext, now: Date, seriesId: string | null): EventEntity {
    return Object.assign(new EventEntity(), {
      id: randomUUID(),
      teamId: context.teamId,
      seriesId,
      title: '',
      opponent: null,
      location: null,
      locationName: null,
      objectives: null,
      fieldDetails: null,
      practicePlan: null,
      reminder: false,
      reminderSentAt: null,
      defaultRsvp: null,
      cancelled: false,
      sequence: 0,
      createdBy: context.userId,
      createdAt: now,
      updatedAt: now,
      dateUpdated: null,
      locationUpdated: null,
      objectivesUpdated: null,
      fieldDetailsUpdated: null,
      practicePlanUpdated: null,
      opponentUpdated: null,
    });
  }

  /**
   * saveEvent: creates (no eventId) or edits an event. An edit stamps updated times only for what changed and
   * raises the sequence; cancelling keeps the event as cancelled, or deletes it with deleteEvent.
   */
  async save(
    user: AuthUser,
    input: {
      teamId: string;
      eventId?: string;
      event: EventFields;
      deleteEvent?: boolean;
      sendNotification?: boolean;
    },
    now = new Date(),
  ): Promise<{ event: EventView | null; deleted?: boolean; message: string }> {
    const context = await this.access.editor(user, input.teamId);
    const fields = input.event;
    const notify = input.sendNotification ?? false;
    const slot = eventSlot(fields.date, fields.startTime, fields.endTime, context.timeZone);
    return this.events.transaction(async (manager) => {
      const type = await this.checkCustomType(manager, context, fields.eventType, fields.customTypeId);
      if (!input.eventId) {
        if (fields.cancelled) throw invalidRequest('A new event cannot be cancelled', 'event.cancelled');
        const entity = this.newEntity(context, now, null);
        this.apply(entity, fields, slot, context.timeZone);
        entity.reminder = this.reminderFor(fields.reminder, false, slot, context.timeZone, now);
        await this.events.save(manager, [entity]);
        await this.publisher.added(manager, entity, notify, type?.name);
        return { event: eventView(entity, type), message: SCHEDULE_MESSAGES.eventSaved };
      }
      const entity = await this.events.findForUpdate(manager, context.teamId, input.eventId);
      if (!entity) throw eventNotFound();
      if (fields.cancelled && input.deleteEvent) {
        await this.events.delete(manager, [entity.id]);
        await this.publisher.deleted(manager, entity.teamId, entity.id, now);
        return { event: null, deleted: true, message: SCHEDULE_MESSAGES.eventSaved };
      }
      const before = stamped(entity);
      const wasCancelled = entity.cancelled;
      const previous = {
        eventType: entity.eventType,
        title: entity.title,
        reminder: JSON.stringify(entity.reminder),
      };
      this.apply(entity, fields, slot, context.timeZone);
      entity.reminder = this.reminderFor(fields.reminder, entity.reminder, slot, context.timeZone, now);
      if (JSON.stringify(entity.reminder) !== previous.reminder) entity.reminderSentAt = null;
      entity.cancelled = fields.cancelled ?? entity.cancelled;
      const stamps = changedStamps(before, stamped(entity));
      for (const stamp of stamps) entity[STAMP_COLUMNS[stamp]] = now;
      const changed: string[] = [...stamps];
      if (previous.eventType !== entity.eventType) changed.push('eventType');
      if (previous.title !== entity.title) changed.push('title');
      if (previous.reminder !== JSON.stringify(entity.reminder)) changed.push('reminder');
      entity.sequence += 1;
      entity.updatedAt = now;
      await this.events.save(manager, [entity]);
      if (entity.cancelled && !wasCancelled)
        await this.publisher.cancelled(manager, entity, notify, type?.name);
      else await this.publisher.updated(manager, entity, changed, notify, type?.name);
      return { event: eventView(entity, type), message: SCHEDULE_MESSAGES.eventSaved };
    });
  }

  /**
   * A practice's plan (from a template, or null to remove it): stamps practice_plan_updated when it changed and
   * tells the team with EventUpdated (changed field practicePlan) when sendNotification is on.
   */
  async setPracticePlan(
    context: ScheduleContext,
    eventId: string,
    plan: { sections: PracticeSection[] } | null,
    sendNotification: boolean,
    now = new Date(),
  ) {
    return this.events.transaction(async (manager) => {
      const entity = await this.events.findForUpdate(manager, context.teamId, eventId);
      if (!entity) throw eventNotFound();
      if (entity.eventType !== 'PRACTICE')
        throw invalidRequest('Practice plans are for practices', 'eventId');
      const before = stamped(entity);
      entity.practicePlan = plan;
      const stamps = changedStamps(before, stamped(entity));
      if (stamps.length === 0) return { event: eventView(entity), message: SCHEDULE_MESSAGES.eventSaved };
      entity.practicePlanUpdated = now;
      entity.sequence += 1;
      entity.updatedAt = now;
      await this.events.save(manager, [entity]);
      await this.publisher.updated(manager, entity, stamps, sendNotification);
      return { event: eventView(entity), message: SCHEDULE_MESSAGES.eventSaved };
    });
  }

  /** Deletes an event with its answers and attendance (the original's direct data-store delete). */
  async delete(user: AuthUser, teamId: string, eventId: string, now = new Date()) {
    const context = await this.access.editor(user, teamId);
    await this.events.transaction(async (manager) => {
      const entity = await this.events.findForUpdate(manager, context.teamId, eventId);
      if (!entity) throw eventNotFound();
      await this.events.delete(manager, [entity.id]);
      await this.publisher.deleted(manager, teamId, eventId, now);
    });
    return { deleted: true };
  }

  /**
   * createBulkEvents: each definition is one event, or a weekly series (repeat) whose events all keep the same
   * local wall-clock time in the team's zone across daylight-saving changes.
   */
  async createBulk(
    user: AuthUser,
    input: {
      teamId: string;
      eventDefs: (EventFields & { repeat?: { endDate: string; weekdays: number[] } })[];
      sendNotification?: boolean;
    },
    now = new Date(),
  ) {
    const context = await this.access.editor(user, input.teamId);
    const planned: { def: EventFields; slot: EventSlot; seriesId: string | null }[] = [];
    input.eventDefs.forEach((def, index) => {
      if (def.cancelled)
        throw invalidRequest('A new event cannot be cancelled', `eventDefs.${index}.cancelled`);
      if (!def.repeat) {
        planned.push({
          def,
          slot: eventSlot(def.date, def.startTime, def.endTime, context.timeZone),
          seriesId: null,
        });
        return;
      }
      if (def.repeat.endDate < def.date) {
        throw invalidRequest('The series ends before it starts', `eventDefs.${index}.repeat.endDate`);
      }
      const slots = seriesSlots(
        {
          startDate: def.date,
          endDate: def.repeat.endDate,
          weekdays: def.repeat.weekdays,
          startTime: def.startTime,
          endTime: def.endTime,
        },
        context.timeZone,
      );
      if (!slots) throw invalidRequest('A series can hold at most 200 events', `eventDefs.${index}.repeat`);
      if (slots.length === 0)
        throw invalidRequest('No day of the series falls between the dates', `eventDefs.${index}.repeat`);
      const seriesId = randomUUID();
      for (const slot of slots) planned.push({ def, slot, seriesId });
    });
    if (planned.length > MAX_BULK_EVENTS)
      throw invalidRequest(`At most ${MAX_BULK_EVENTS} events at once`, 'eventDefs');
    const notify = input.sendNotification ?? false;
    const created = await this.events.transaction(async (manager) => {
      const types = new Map<string, CustomEventTypeEntity | null>();
      const entities: EventEntity[] = [];
      for (const { def, slot, seriesId } of planned) {
        const key = `${def.eventType}:${def.customTypeId ?? ''}`;
        if (!types.has(key))
          types.set(key, await this.checkCustomType(manager, context, def.eventType, def.customTypeId));
        const entity = this.newEntity(context, now, seriesId);
        this.apply(entity, def, slot, context.timeZone);
        // Reminders of a series are per event: those too far ahead for an event are left off it, not refused.
        const allowed = def.reminder
          ? reminderOptionsFor(daysRemaining(now, slot.start, context.timeZone)).map((o) => o.label as string)
          : [];
        entity.reminder =
          def.reminder && allowed.includes(def.reminder)
            ? {
                choice: def.reminder,
                sendAt: reminderSendAt(def.reminder as ReminderChoice, slot.start, context.timeZone, now),
              }
            : false;
        entities.push(entity);
      }
      await this.events.save(manager, entities);
      for (const entity of entities) {
        const type = entity.customTypeId ? types.get(`CUSTOM:${entity.customTypeId}`) : null;
        await this.publisher.added(manager, entity, notify, type?.name);
      }
      return entities.map((entity) =>
        eventView(entity, entity.customTypeId ? types.get(`CUSTOM:${entity.customTypeId}`) : null),
      );
    });
    return { events: created, message: SCHEDULE_MESSAGES.eventSaved };
  }

  /**
   * editBulkEvents: the same changes to several events. New start or end times are local wall-clock times, applied
   * on each event's own day in the team's zone (so a series stays at 18:00 on both sides of a clock change).
   */
  async editBulk(
    user: AuthUser,
    input: {
      teamId: string;
      eventIds: string[];
      changes: BulkChanges;
      timezoneOffset: number;
      sendNotification?: boolean;
      deleteEvents?: boolean;
    },
    now = new Date(),
  ) {
    const context = await this.access.editor(user, input.teamId);
    // The spec's timezoneOffset is accepted but not used: a fixed offset cannot keep a series at 18:00 across a
    // daylight-saving change; each event is retimed in the IANA zone it was planned in (the team's).
    const timeZone = context.timeZone;
    const notify = input.sendNotification ?? false;
    const changes = input.changes;
    const ids = [...new Set(input.eventIds)];
    return this.events.transaction(async (manager) => {
      const entities = await this.events.findManyForUpdate(manager, context.teamId, ids);
      if (entities.length !== ids.length) throw eventNotFound();
      if (changes.cancelled && input.deleteEvents) {
        await this.events.delete(manager, ids);
        for (const id of ids) await this.publisher.deleted(manager, context.teamId, id, now);
        return { events: [], deleted: ids, message: SCHEDULE_MESSAGES.eventSaved };
      }
      const eventType = changes.eventType;
      const type = eventType
        ? await this.checkCustomType(manager, context, eventType, changes.customTypeId)
        : null;
      const views: EventView[] = [];
      for (const entity of entities) {
        const before = stamped(entity);
        const wasCancelled = entity.cancelled;
        const prevType = entity.eventType;
        const slot =
          changes.startTime || changes.endTime
            ? retimedSlot(entity.startAt, timeZone, changes.startTime, changes.endTime, entity.endAt)
            : { start: entity.startAt, end: entity.endAt, date: '', startTime: '', endTime: '' };
        this.apply(
          entity,
          {
            ...changes,
            eventType: (eventType ?? entity.eventType) as EventFields['eventType'],
            customTypeId: eventType ? changes.customTypeId : entity.customTypeId,
          },
          slot,
          changes.startTime || changes.endTime ? timeZone : entity.timeZone,
        );
        if (changes.startTime || changes.endTime) {
          entity.reminder = entity.reminder
            ? {
                choice: entity.reminder.choice,
                sendAt: reminderSendAt(
                  entity.reminder.choice as ReminderChoice,
                  entity.startAt,
                  entity.timeZone,
                  now,
                ),
              }
            : false;
        }
        if (changes.cancelled !== undefined) entity.cancelled = changes.cancelled;
        const stamps = changedStamps(before, stamped(entity));
        for (const stamp of stamps) entity[STAMP_COLUMNS[stamp]] = now;
        const changed: string[] = [...stamps];
        if (prevType !== entity.eventType) changed.push('eventType');
        entity.sequence += 1;
        entity.updatedAt = now;
        await this.events.save(manager, [entity]);
        if (entity.cancelled && !wasCancelled)
          await this.publisher.cancelled(manager, entity, notify, type?.name);
        else await this.publisher.updated(manager, entity, changed, notify, type?.name);
        views.push(eventView(entity, type));
      }
      return { events: views, message: SCHEDULE_MESSAGES.eventSaved };
    });
  }

  private async views(listed: ListedEvent[]) {
    const types = await this.events.customTypesById([
      ...new Set(listed.map((l) => l.event.customTypeId).filter((id): id is string => Boolean(id))),
    ]);
    return listed.map(({ event, myRsvp, rsvpCounts }) =>
      eventView(event, event.customTypeId ? types.get(event.customTypeId) : null, { myRsvp, rsvpCounts }),
    );
  }

  /** The team's schedule: from now on (events not yet over), or the past newest first; paged. */
  async schedule(
    user: AuthUser,
    input: { teamId: string; past?: boolean; cursor?: string; limit?: number },
    now = new Date(),
  ) {
    const context = await this.access.member(user, input.teamId);
    const limit = input.limit ?? DEFAULT_PAGE;
    const listed = await this.events.page(context.teamId, user.id, {
      past: input.past ?? false,
      now,
      limit: limit + 1,
      after: decodeCursor(input.cursor),
    });
    const more = listed.length > limit;
    const page = listed.slice(0, limit);
    return {
      timeZone: context.timeZone,
      events: await this.views(page),
      nextCursor: more ? encodeCursor(page[page.length - 1]!.event) : null,
    };
  }

  /** One event (event details, ev). */
  async get(user: AuthUser, teamId: string, eventId: string) {
    const context = await this.access.member(user, teamId);
    const event = await this.events.find(context.teamId, eventId);
    if (!event) throw eventNotFound();
    const [view] = await this.views(
      (await this.events.between([teamId], event.startAt, event.endAt, user.id)).filter(
        (l) => l.event.id === eventId,
      ),
    );
    return { event: view ?? eventView(event), canEdit: context.canEdit, timeZone: context.timeZone };
  }

  /**
   * The month calendar (YYYY-MM in the zone): one team's events, or with programId every team of the program for
   * its program admins (the club calendar). Answers the JSON as UTF-8 bytes (calendarAnswerJson), sent as they are. The access check
   * comes first on every call: the cells may come from memory (CalendarReader), never to someone who may no longer
   * see the team.
   */
  async calendar(
    user: AuthUser,
    input: { teamId?: string; programId?: string; month: string },
  ): Promise<Buffer> {
    let teamIds: string[];
    let timeZone: string;
    let teams: Record<string, { name: string }> | undefined;
    if (input.teamId) {
      const context = await this.access.member(user, input.teamId);
      teamIds = [context.teamId];
      timeZone = context.timeZone;
    } else {
      const program = await this.access.programAdmin(user, input.programId!);
      teamIds = program.teams.map((t) => t.teamId);
      timeZone = program.timeZone;
      teams = Object.fromEntries(program.teams.map((t) => [t.teamId, { name: t.name }]));
    }
    const first = `${input.month}-01`;
    const next = addDays(first, 32).slice(0, 7) + '-01';
    // A week either side so the calendar's leading and trailing days are filled.
    const from = zonedInstant(addDays(first, -7), '00:00', timeZone);
    const to = zonedInstant(addDays(next, 7), '00:00', timeZone);
    const head = { timeZone, month: input.month, ...(teams ? { teams } : {}) };
    return this.calendarReader.answerJson(head, { teamIds, from, to, userId: user.id, timeZone });
  }

  /** Favourite locations: the team's top 3 location names by use in its events. */
  async favoriteLocations(user: AuthUser, teamId: string) {
    const context = await this.access.member(user, teamId);
    const rows = await this.events.topLocations(context.teamId, TOP_FAVORITE_LOCATIONS);
    return {
      locations: rows.map((row) => ({ ...(row.location as object), name: row.name, uses: row.uses })),
    };
  }

  // Custom event types

  async customTypes(user: AuthUser, teamId: string) {
    const context = await this.access.member(user, teamId);
    const types = await this.events.customTypes(context.teamId);
    return { customTypes: types.map(({ id, name, color }) => ({ id, name, color })) };
  }

  async saveCustomType(
    user: AuthUser,
    input: { teamId: string; id?: string; name: string; color: string },
    now = new Date(),
  ) {
    const context = await this.access.editor(user, input.teamId);
    let type: CustomEventTypeEntity;
    if (input.id) {
      const found = await this.events.customType(context.teamId, input.id);
      if (!found) throw invalidRequest('This custom event type does not exist', 'id');
      type = found;
    } else {
      type = Object.assign(new CustomEventTypeEntity(), {
        id: randomUUID(),
        teamId: context.teamId,
        createdAt: now,
      });
    }
    if (await this.events.customTypeNamed(context.teamId, input.name, type.id)) {
      throw invalidRequest('The team already has an event type with this name', 'name');
    }
    type.name = input.name;
    type.color = input.color.toLowerCase();
    await this.events.saveCustomType(type);
    return { customType: { id: type.id, name: type.name, color: type.color } };
  }

  /** Events of a deleted custom type keep their other fields and become plain CUSTOM events without a type. */
  async deleteCustomType(user: AuthUser, teamId: string, id: string) {
    const context = await this.access.editor(user, teamId);
    const result = await this.events.deleteCustomType(context.teamId, id);
    if (!result.affected) throw invalidRequest('This custom event type does not exist', 'id');
    return { deleted: true };
  }
}
