import { isOneOf } from '../shared/one-of';

/** CUSTOM events also carry a custom type's name and color. */
export const EVENT_TYPES = ['GAME', 'PRACTICE', 'SCRIMMAGE', 'CUSTOM'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const RSVP_STATUSES = ['GOING', 'MAYBE', 'NOTGOING'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** Days of the week, Sunday first (index = JavaScript Date#getDay()). */
export const DAYS_OF_WEEK = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

export const isEventType = (candidate: unknown): candidate is EventType => isOneOf(EVENT_TYPES, candidate);
export const isRsvpStatus = (candidate: unknown): candidate is RsvpStatus =>
  isOneOf(RSVP_STATUSES, candidate);
