import { isOneOf } from '../shared/one-of';

/** ALL is the catch-all preference switch, not a notification that is ever sent. */
export const NOTIFICATION_KINDS = [
  'ALL',
  'TEAM_PLAYS_ADDED',
  'STUDY_REMINDER',
  'UNVIEWED_PLAYS',
  'EVENT_ADDED',
  'WEEKLY_UPCOMING_EVENT',
  'UPCOMING_EVENT',
  'EVENT_UPDATED',
  'EVENT_CANCELLED',
  'EVENT_STARTING_SOON',
  'SCOUTING_REPORT_ADDED',
  'PRACTICE_PLAN_ADDED',
  'PRACTICE_PHASE',
  'EVALUATION_ADDED',
  'EVALUATION_UPDATED',
  'EVALUATION_WITHDRAWN',
  'DOCUMENT_SHARED',
  'DOCUMENT_ACK_REQUEST',
  'POST_ADDED',
  'POST_RESPONSE',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (candidate: unknown): candidate is NotificationKind =>
  isOneOf(NOTIFICATION_KINDS, candidate);
