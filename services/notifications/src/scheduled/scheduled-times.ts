import { addDays, zonedInstant, zonedParts } from '@chalktalk/domain';

/** EVENT_STARTING_SOON goes out this long before an event starts. */
export const STARTING_SOON_BEFORE_MS = 60 * 60 * 1000;

/** The weekly digest: Sunday (0) at 18:00 in the team's time zone, covering the seven days that follow. */
export const WEEKLY_DIGEST_WEEKDAY = 0;
export const WEEKLY_DIGEST_TIME = '18:00';
export const WEEKLY_DIGEST_SPAN_MS = 7 * 24 * 3600 * 1000;

/** The next weekly digest strictly after `now`, in the zone (local Sunday 18:00, kept across DST). */
export function nextWeeklyDigest(now: Date, timeZone: string): { localDate: string; at: Date } {
  const local = zonedParts(now, timeZone);
  let date = addDays(local.date, (WEEKLY_DIGEST_WEEKDAY - local.weekday + 7) % 7);
  let at = zonedInstant(date, WEEKLY_DIGEST_TIME, timeZone);
  if (at <= now) {
    date = addDays(date, 7);
    at = zonedInstant(date, WEEKLY_DIGEST_TIME, timeZone);
  }
  return { localDate: date, at };
}

/** The UNVIEWED_PLAYS digest: every day at 17:00 in the team's time zone (after school, before practice). */
export const UNVIEWED_DIGEST_TIME = '17:00';
/** A play counts in the digest once it was shared this long before it (TEAM_PLAYS_ADDED already told of newer ones). */
export const UNVIEWED_MIN_AGE_MS = 24 * 3600 * 1000;

/** UPCOMING_EVENT "the day before": this long before the event starts. */
export const DAY_BEFORE_MS = 24 * 3600 * 1000;

/**
 * The coach's own reminder stands in for the automatic day-before one when it sends this close to it ('One Day
 * Before', shifted by a few hours or not): the team would otherwise get two reminders of one event within hours.
 */
export const COACH_REMINDER_COVERS_MS = 12 * 3600 * 1000;

/** Whether the coach's reminder (sent or due at `reminderAt`) already reminds the team around `dayBefore`. */
export function coachReminderCovers(reminderAt: Date | undefined, dayBefore: Date): boolean {
  return (
    reminderAt !== undefined &&
    Math.abs(reminderAt.getTime() - dayBefore.getTime()) < COACH_REMINDER_COVERS_MS
  );
}

/** The next `time` (HH:MM) strictly after `now` in the zone, as its local date and instant (kept across DST). */
export function nextDailyAt(now: Date, timeZone: string, time: string): { localDate: string; at: Date } {
  let date = zonedParts(now, timeZone).date;
  let at = zonedInstant(date, time, timeZone);
  if (at <= now) {
    date = addDays(date, 1);
    at = zonedInstant(date, time, timeZone);
  }
  return { localDate: date, at };
}

/** A PRACTICE_PHASE job found later than this after the phase began (the service was down) is skipped. */
export const PHASE_LATEST_MS = 5 * 60 * 1000;
