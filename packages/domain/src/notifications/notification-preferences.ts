import {
  LOCAL_TIME_PATTERN,
  isValidTimeZone,
  minutesOfDay,
  zonedInstant,
  zonedParts,
  addDays,
} from '../schedule/zoned-time';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type SentNotificationKind,
} from './notification-catalog';
import type { NotificationKind } from './notification-kinds';

/**
 * A user's notification settings (spec: the user settings' `notifications`): per kind and channel on or off, ALL
 * being the master switch of each channel. Anything not written down is on.
 */
export type NotificationPreferences = Partial<
  Record<NotificationKind, Partial<Record<NotificationChannel, boolean>>>
>;

/** Quiet hours: email and push wait until `end` (in-app items still arrive, silently). */
export interface QuietHours {
  /** 'HH:MM' local times; start after end spans midnight (22:00 → 07:00). start = end means never quiet. */
  start: string;
  end: string;
  /** The user's IANA zone. */
  timeZone: string;
}

export interface NotificationSettings {
  preferences: NotificationPreferences;
  quietHours: QuietHours | null;
}

/** Whether a kind may travel on a channel: the ALL switch and the kind's own switch must both be on. */
export function channelAllowed(
  preferences: NotificationPreferences,
  kind: SentNotificationKind,
  channel: NotificationChannel,
): boolean {
  return preferences.ALL?.[channel] !== false && preferences[kind]?.[channel] !== false;
}

/** The channels a kind may use for this user. */
export function allowedChannels(
  preferences: NotificationPreferences,
  kind: SentNotificationKind,
): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter((channel) => channelAllowed(preferences, kind, channel));
}

export function isValidQuietHours(quiet: QuietHours): boolean {
  return (
    LOCAL_TIME_PATTERN.test(quiet.start) &&
    LOCAL_TIME_PATTERN.test(quiet.end) &&
    isValidTimeZone(quiet.timeZone)
  );
}

/**
 * When quiet hours hold a message sent at `now`: the instant they end, or undefined when `now` is not quiet.
 * Computed in the user's zone, so a quiet night stays 22:00 → 07:00 local across daylight-saving changes.
 */
export function quietHoursEnd(now: Date, quiet: QuietHours | null | undefined): Date | undefined {
  if (!quiet || !isValidQuietHours(quiet) || quiet.start === quiet.end) return undefined;
  const local = zonedParts(now, quiet.timeZone);
  const minute = minutesOfDay(local.time);
  const start = minutesOfDay(quiet.start);
  const end = minutesOfDay(quiet.end);
  const spansMidnight = start > end;
  const quietNow = spansMidnight ? minute >= start || minute < end : minute >= start && minute < end;
  if (!quietNow) return undefined;
  // The end is today when we are before it (same day window, or after midnight of a spanning one), else tomorrow.
  const endDate = minute < end ? local.date : addDays(local.date, 1);
  return zonedInstant(endDate, quiet.end, quiet.timeZone);
}
