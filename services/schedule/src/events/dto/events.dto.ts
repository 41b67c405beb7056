import {
  EVENT_TYPES,
  isValidTimeZone,
  LIST_LIMITS,
  REMINDER_CHOICES,
  type ReminderChoice,
  TEXT_LIMITS,
} from '@chalktalk/domain';
import { calendarDate, clockTime } from '@chalktalk/platform';
import { z } from 'zod';

export const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Invalid request' });
export const id = (label: string) => z.uuid({ error: `A ${label} id is required` });
export const ids = (label: string) => z.array(id(label)).min(1).max(LIST_LIMITS.idsPerCall);

/** A day that exists (2027-02-30 is refused, never stored as 2 March) and a time on the clock. */
export const localDate = calendarDate();
export const localTime = clockTime();
export const timeZone = z.string().refine(isValidTimeZone, { error: 'Unknown time zone' });

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();

export const locationSchema = z
  .object({
    placeId: z.string().max(TEXT_LIMITS.id).nullable().optional(),
    lat: z.number().min(-90).max(90).nullable().optional(),
    lng: z.number().min(-180).max(180).nullable().optional(),
    name: text(TEXT_LIMITS.description).min(1, { error: 'A location needs a name' }),
  })
  .strict();

/** A reminder choice, or false to remove it (spec section 4). */
export const reminderSchema = z.union([
  z.enum(REMINDER_CHOICES as [ReminderChoice, ...ReminderChoice[]]),
  z.literal(false),
]);

export const practicePlanSchema = z
  .object({
    sections: z
      .array(
        z
          .object({
            title: text(TEXT_LIMITS.description).min(1, { error: 'A section needs a title' }),
            minutes: z.number().int().min(1).max(600),
            notes: text(TEXT_LIMITS.comment).optional(),
            playIds: z.array(z.uuid()).max(20).optional(),
          })
          .strict(),
      )
      .max(50),
  })
  .strict();

/** What an event is made of; the date and times are the team zone's wall clock. */
export const eventFieldsSchema = z
  .object({
    eventType: z.enum(EVENT_TYPES),
    customTypeId: id('custom type').nullable().optional(),
    title: text(TEXT_LIMITS.description).optional(),
    date: localDate,
    startTime: localTime,
    endTime: localTime,
    opponent: optionalText(TEXT_LIMITS.description),
    location: locationSchema.nullable().optional(),
    objectives: optionalText(TEXT_LIMITS.emailBody),
    fieldDetails: optionalText(TEXT_LIMITS.emailBody),
    reminder: reminderSchema.optional(),
    defaultRsvp: z.enum(['GOING']).nullable().optional(),
    cancelled: z.boolean().optional(),
    practicePlan: practicePlanSchema.nullable().optional(),
  })
  .strict();
export type EventFields = z.infer<typeof eventFieldsSchema>;

export const saveEventSchema = object({
  teamId: id('team'),
  eventId: id('event').optional(),
  event: eventFieldsSchema,
  /** With event.cancelled: delete the event instead of keeping it as cancelled (the cancel dialog's option). */
  deleteEvent: z.boolean().optional(),
  sendNotification: z.boolean().optional(),
});

export const eventRefSchema = object({ teamId: id('team'), eventId: id('event') });

const booleanQuery = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const intQuery = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const getScheduleSchema = object({
  teamId: id('team'),
  /** true: the past, newest first (paged); otherwise from now on. */
  past: booleanQuery.optional(),
  cursor: z.string().max(200).optional(),
  limit: intQuery(1, 100).optional(),
});

export const getCalendarSchema = object({
  teamId: id('team').optional(),
  programId: id('program').optional(),
  /** The month shown, YYYY-MM, in the team's zone. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'A month is YYYY-MM' }),
}).refine((v) => Boolean(v.teamId) !== Boolean(v.programId), { error: 'Name a team or a program' });

export const teamRefSchema = object({ teamId: id('team') });

const seriesSchema = z
  .object({
    endDate: localDate,
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  })
  .strict();

export const createBulkEventsSchema = object({
  teamId: id('team'),
  /** Each definition is one event, or with `repeat` a weekly series from its date to repeat.endDate. */
  eventDefs: z
    .array(eventFieldsSchema.extend({ repeat: seriesSchema.optional() }))
    .min(1)
    .max(LIST_LIMITS.idsPerCall),
  sendNotification: z.boolean().optional(),
});

export const bulkChangesSchema = z
  .object({
    eventType: z.enum(EVENT_TYPES).optional(),
    customTypeId: id('custom type').nullable().optional(),
    title: text(TEXT_LIMITS.description).optional(),
    startTime: localTime.optional(),
    endTime: localTime.optional(),
    opponent: optionalText(TEXT_LIMITS.description),
    location: locationSchema.nullable().optional(),
    objectives: optionalText(TEXT_LIMITS.emailBody),
    fieldDetails: optionalText(TEXT_LIMITS.emailBody),
    defaultRsvp: z.enum(['GOING']).nullable().optional(),
    cancelled: z.boolean().optional(),
  })
  .strict();
export type BulkChanges = z.infer<typeof bulkChangesSchema>;

export const editBulkEventsSchema = object({
  teamId: id('team'),
  eventIds: ids('event'),
  changes: bulkChangesSchema,
  /** The browser's getTimezoneOffset() (spec); validated, but the team's IANA zone decides (see the README). */
  timezoneOffset: z.number().int().min(-840).max(720),
  sendNotification: z.boolean().optional(),
  /** With changes.cancelled: delete the events instead of keeping them cancelled. */
  deleteEvents: z.boolean().optional(),
});

export const customTypeSchema = object({
  teamId: id('team'),
  id: id('custom type').optional(),
  name: text(TEXT_LIMITS.label).min(1, { error: 'Please enter a name' }),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'A colour is #rrggbb' }),
});

export const customTypeRefSchema = object({ teamId: id('team'), id: id('custom type') });
