/** Default times of a new event (HH:MM); the date is tomorrow when it is already past the start time. */
export const DEFAULT_EVENT_START = '15:00';
export const DEFAULT_EVENT_END = '17:00';
/** Shifting a reminder time adds this many hours. */
export const REMINDER_TIME_SHIFT_HOURS = 2;
export const PLACE_SEARCH_MAX_RESULTS = 5;
export const TOP_FAVORITE_LOCATIONS = 3;

/** Reminder choices before an event starts, with how many days before each sends. */
export const REMINDER_OPTIONS = [
  { label: 'Send Immediately', daysBefore: 0 },
  { label: 'One Day Before', daysBefore: 1 },
  { label: 'Two Days Before', daysBefore: 2 },
  { label: 'Three Days Before', daysBefore: 3 },
] as const;

/**
 * Reminder options still possible with this many whole days until the event: a reminder cannot be
 * scheduled further ahead than the time remaining. 'Send Immediately' is always offered.
 */
export function reminderOptionsFor(daysRemaining: number) {
  return REMINDER_OPTIONS.filter((option) => option.daysBefore === 0 || option.daysBefore <= daysRemaining);
}
