import { isValidDate, isValidTime } from '@chalktalk/domain';
import { z } from 'zod';

/**
 * The date and time fields of every call, written once so each is checked the same strict way: a date that
 * does not exist (2027-02-30, 2026-02-29, 2027-13-01) or a time past the clock (24:00, 18:60) is G001 on its
 * field and nothing is saved, where a pattern alone let JavaScript's Date roll 30 February into 2 March.
 * The JSON Schema `format` each declares is what the generated bad-input suite reads to find them.
 */

/** A calendar date, YYYY-MM-DD, that exists. */
export const calendarDate = (message = 'A date is a real day, YYYY-MM-DD') =>
  z.string({ error: message }).refine(isValidDate, { error: message, abort: true }).meta({ format: 'date' });

/** A wall-clock time, HH:MM zero-padded, 00:00 to 23:59 (spec 1 §5). */
export const clockTime = (message = 'Times are HH:MM, 00:00 to 23:59') =>
  z.string({ error: message }).refine(isValidTime, { error: message, abort: true }).meta({ format: 'time' });

/** An instant, ISO 8601 with Z or an offset ('2027-03-02T18:00:00Z'); zod's own check knows leap years. */
export const isoDateTime = (message = 'An ISO date-time, such as 2027-03-02T18:00:00Z') =>
  z.iso.datetime({ offset: true, error: message });
