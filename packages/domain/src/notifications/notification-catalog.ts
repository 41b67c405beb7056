import type { Edition } from '../sports/edition';
import type { TeamFlag } from '../teams/team-flags';
import type { TeamRole } from '../teams/team-roles';
import type { NotificationKind } from './notification-kinds';

/**
 * The twenty notification kinds (spec 3 §3) as one table: who receives each, what it says per edition, the page it
 * opens, how it travels. The notifications service delivers from it, the settings page lists it, the README
 * copies it. ALL is only the master switch of the preferences.
 */

export const NOTIFICATION_CHANNELS = ['email', 'inApp', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Every kind but the ALL switch: the kinds that are ever sent. */
export type SentNotificationKind = Exclude<NotificationKind, 'ALL'>;

/** What a notification's text and page are made of; each kind uses the fields its source event has. */
export interface NotificationParams {
  teamId: string;
  teamName: string;
  /** Who caused it (the coach who shared, the author), '' when unknown. */
  actorName?: string;
  /** How many items a collapsed burst holds (plays shared, likes…); 1 when alone. */
  count?: number;
  /** The item's name: a play, an event's title, a document, a post's first words. */
  subject?: string;
  /** When an event is, as the team's clock shows it (e.g. "Tuesday, March 10, 6:00 PM EDT"). */
  whenText?: string;
  playId?: string;
  eventId?: string;
  documentId?: string;
  postId?: string;
  evaluationId?: string;
  /** PRACTICE_PHASE: the phase of the practice plan starting now (subject is the practice). */
  phase?: string;
  /** POST_RESPONSE: 'comment' or 'like'. */
  response?: 'comment' | 'like';
}

export interface NotificationText {
  title: string;
  body: string;
}

/** Who receives a kind. */
export interface NotificationAudience {
  /**
   * 'team': the team's joined members with one of `roles` (program admins count as ADMIN); 'recipients': the
   * accounts the source event names (study reminder, evaluation share, acknowledgement, post author…).
   */
  from: 'team' | 'recipients';
  roles: readonly TeamRole[];
  /** COACHES-only posts and coach-only play shares narrow the team audience to these roles. */
  coachesOnlyRoles?: readonly TeamRole[];
  /** The team flag that must be on for players and contacts to receive it (evaluations). */
  playerFlag?: TeamFlag;
  /** A player's contacts (roster contacts with an account) receive it too. */
  contacts: boolean;
  /** The person who caused it never receives it. */
  excludeActor: boolean;
  /** Plain words for the README and the settings page. */
  description: string;
}

export interface NotificationKindDefinition {
  kind: SentNotificationKind;
  /** The settings page's label. */
  label: string;
  /** The events (or the schedule) it comes from. */
  source: string;
  /** False while no service emits its source: listed, preferences kept, never sent yet. */
  sourceAvailable: boolean;
  audience: NotificationAudience;
  /**
   * Bursts: items of this kind for one person and one collapse key within this many ms become one (count rises).
   * Undefined: every item stands alone.
   */
  collapseWindowMs?: number;
  /** Web push: Urgency header (RFC 8030) and TTL in seconds. */
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  ttlSeconds: number;
  text(params: NotificationParams, edition: Edition): NotificationText;
  /** The web page it opens (path and query, no origin). */
  page(params: NotificationParams): string;
}

/** One minute: ten plays shared within a minute are one TEAM_PLAYS_ADDED. */
export const NOTIFICATION_BURST_WINDOW_MS = 60_000;

export const EDITION_SITE_NAMES: Record<Edition, string> = {
  hoops: 'Chalktalk Hoops',
  lacrosse: 'Chalktalk Lacrosse',
  football: 'Chalktalk Football',
};

/** Per edition wording: where a practice happens and what a team's plays are called. */
const EDITION_WORDS: Record<Edition, { venue: string; plays: string }> = {
  hoops: { venue: 'court', plays: 'plays' },
  lacrosse: { venue: 'field', plays: 'plays and sets' },
  football: { venue: 'field', plays: 'plays' },
};

const ALL_MEMBERS: readonly TeamRole[] = ['ADMIN', 'COACH', 'PLAYER', 'CONTACT'];
const STAFF: readonly TeamRole[] = ['ADMIN', 'COACH'];

const q = (value: string | undefined) => encodeURIComponent(value ?? '');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const who = (p: NotificationParams, fallback = 'Your coach') => p.actorName || fallback;
const eventName = (p: NotificationParams) => p.subject || 'An event';
const eventPage = (p: NotificationParams) => `/schedule/event/details?ev=${q(p.eventId)}&t=${q(p.teamId)}`;
const site = (edition: Edition) => EDITION_SITE_NAMES[edition];

const team = (description: string, extra: Partial<NotificationAudience> = {}): NotificationAudience => ({
  from: 'team',
  roles: ALL_MEMBERS,
  contacts: true,
  excludeActor: true,
  description,
  ...extra,
});
const recipients = (
  description: string,
  extra: Partial<NotificationAudience> = {},
): NotificationAudience => ({
  from: 'recipients',
  roles: ALL_MEMBERS,
  contacts: false,
  excludeActor: true,
  description,
  ...extra,
});

const DEFINITIONS: NotificationKindDefinition[] = [
  {
    kind: 'TEAM_PLAYS_ADDED',
    label: 'Plays shared with your team',
    source: 'playbook.play.v1 PlayChanged with a new team listing',
    sourceAvailable: true,
    audience: team(
      'joined members of the team (coaches and admins only for a coaches-only share), not the one who shared',
      { coachesOnlyRoles: STAFF, contacts: false, roles: ['ADMIN', 'COACH', 'PLAYER'] },
    ),
    collapseWindowMs: NOTIFICATION_BURST_WINDOW_MS,
    urgency: 'normal',
    ttlSeconds: 86_400,
    text: (p, e) => ({
      title: `${plural(p.count ?? 1, 'new play', 'new plays')} in ${p.teamName}`,
      body:
        (p.count ?? 1) === 1 && p.subject
          ? `${who(p)} shared "${p.subject}" with ${p.teamName} on ${site(e)}.`
          : `${who(p)} shared ${plural(p.count ?? 1, 'play', EDITION_WORDS[e].plays)} with ${p.teamName} on ${site(e)}.`,
    }),
    page: (p) => `/playbook/team?t=${q(p.teamId)}`,
  },
  {
    kind: 'STUDY_REMINDER',
    label: 'Study reminders',
    source: 'playbook.study.v1 StudyReminderRequested',
    sourceAvailable: true,
    audience: recipients('the members the coach chose (recipient_ids)'),
    urgency: 'normal',
    ttlSeconds: 86_400,
    text: (p) => ({
      title: `Study ${plural(p.count ?? 1, 'play', 'plays')} of ${p.teamName}`,
      body: `${who(p)} asks you to study ${plural(p.count ?? 1, 'play', 'plays')}${p.subject ? `, starting with "${p.subject}"` : ''}.`,
    }),
    page: (p) =>
      p.playId ? `/playbook/team?p=${q(p.playId)}&t=${q(p.teamId)}` : `/playbook/team?t=${q(p.teamId)}`,
  },
  {
    kind: 'UNVIEWED_PLAYS',
    label: 'Plays you have not viewed yet',
    source:
      'scheduled: daily at 17:00 in the team’s time zone, the team plays (playbook.play.v1 listings, shared a day or more before) the player has not opened (playbook.study.v1 PlayFirstViewed)',
    sourceAvailable: true,
    audience: recipients(
      'joined players with whole-team plays they have not opened, each with their own count',
      {
        roles: ['PLAYER'],
        excludeActor: false,
      },
    ),
    urgency: 'low',
    ttlSeconds: 86_400,
    text: (p, e) => ({
      title: `${plural(p.count ?? 1, 'play', 'plays')} to review in ${p.teamName}`,
      body: `You have not opened ${plural(p.count ?? 1, 'play', EDITION_WORDS[e].plays)} of ${p.teamName} yet.`,
    }),
    page: (p) => `/playbook/team?t=${q(p.teamId)}`,
  },
  {
    kind: 'EVENT_ADDED',
    label: 'New events',
    source: 'schedule.event.v1 EventAdded with send_notification',
    sourceAvailable: true,
    audience: team('joined members and players’ contacts, not the one who added it'),
    collapseWindowMs: NOTIFICATION_BURST_WINDOW_MS,
    urgency: 'normal',
    ttlSeconds: 86_400,
    text: (p) => ({
      title: (p.count ?? 1) > 1 ? `${p.count} new events for ${p.teamName}` : `New event: ${eventName(p)}`,
      body:
        (p.count ?? 1) > 1
          ? `${who(p)} added ${p.count} events to the ${p.teamName} schedule.`
          : `${who(p)} added ${eventName(p)}${p.whenText ? ` on ${p.whenText}` : ''} to the ${p.teamName} schedule.`,
    }),
    page: (p) => ((p.count ?? 1) > 1 ? `/schedule?t=${q(p.teamId)}` : eventPage(p)),
  },
  {
    kind: 'WEEKLY_UPCOMING_EVENT',
    label: 'Weekly summary of upcoming events',
    source:
      'scheduled: Sunday 18:00 in the team’s time zone, the week’s events (the schedule.event.v1 events notifications keeps)',
    sourceAvailable: true,
    audience: team('joined members and players’ contacts', { excludeActor: false }),
    urgency: 'low',
    ttlSeconds: 86_400,
    text: (p) => ({
      title: `This week for ${p.teamName}`,
      body: `${plural(p.count ?? 0, 'event', 'events')} this week${p.subject ? `: ${p.subject}` : ''}.`,
    }),
    page: (p) => `/schedule?t=${q(p.teamId)}`,
  },
  {
    kind: 'UPCOMING_EVENT',
    label: 'Event reminders',
    source:
      'schedule.event.v1 EventReminderDue (REMINDER or NUDGE; schedule decides when, at the reminder’s sendAt); and scheduled: a day before each event, from the schedule.event.v1 events notifications keeps',
    sourceAvailable: true,
    audience: recipients(
      'the recipients schedule names (members, contacts, those who have not answered); the day before: joined members and players’ contacts',
    ),
    urgency: 'high',
    ttlSeconds: 3_600 * 6,
    text: (p) => ({
      title: `Reminder: ${eventName(p)}`,
      body: `${eventName(p)} of ${p.teamName}${p.whenText ? ` is on ${p.whenText}` : ' is coming up'}. Let your coach know if you are going.`,
    }),
    page: eventPage,
  },
  {
    kind: 'EVENT_UPDATED',
    label: 'Event changes',
    source: 'schedule.event.v1 EventUpdated with send_notification (other than a practice plan alone)',
    sourceAvailable: true,
    audience: team('joined members and players’ contacts, not the one who changed it'),
    urgency: 'high',
    ttlSeconds: 3_600 * 6,
    text: (p) => ({
      title: `Changed: ${eventName(p)}`,
      body: `${eventName(p)} of ${p.teamName} changed${p.whenText ? `; it is on ${p.whenText}` : ''}.`,
    }),
    page: eventPage,
  },
  {
    kind: 'EVENT_CANCELLED',
    label: 'Cancelled events',
    source: 'schedule.event.v1 EventCancelled with send_notification',
    sourceAvailable: true,
    audience: team('joined members and players’ contacts, not the one who cancelled it'),
    urgency: 'high',
    ttlSeconds: 3_600 * 6,
    text: (p) => ({
      title: `Cancelled: ${eventName(p)}`,
      body: `${eventName(p)} of ${p.teamName}${p.whenText ? ` on ${p.whenText}` : ''} was cancelled.`,
    }),
    page: eventPage,
  },
  {
    kind: 'EVENT_STARTING_SOON',
    label: 'Events starting soon',
    source:
      'scheduled: one hour before an event starts, from the schedule.event.v1 events notifications keeps (moved with the event, dropped when it is cancelled or deleted)',
    sourceAvailable: true,
    audience: team('joined members and players’ contacts', { excludeActor: false }),
    urgency: 'high',
    ttlSeconds: 3_600,
    text: (p) => ({
      title: `Starting soon: ${eventName(p)}`,
      body: `${eventName(p)} of ${p.teamName} starts in one hour.`,
    }),
    page: eventPage,
  },
  {
    kind: 'SCOUTING_REPORT_ADDED',
    label: 'Scouting reports',
    source:
      'schedule.event.v1 ScoutingReportPublished (the first publish; a re-publish after an edit says nothing)',
    sourceAvailable: true,
    audience: team('coaches, admins and players of the team', {
      roles: ['ADMIN', 'COACH', 'PLAYER'],
      contacts: false,
    }),
    urgency: 'normal',
    ttlSeconds: 86_400,
    text: (p) => ({
      title: `Scouting report: ${eventName(p)}`,
      body: `${who(p)} published a scouting report for ${eventName(p)}.`,
    }),
    page: (p) => `/schedule/scouting/view?ev=${q(p.eventId)}&t=${q(p.teamId)}`,
  },
  {
    kind: 'PRACTICE_PLAN_ADDED',
    label: 'Practice plans',
    source: 'schedule.event.v1 EventUpdated with send_notification whose changed_fields hold practicePlan',
    sourceAvailable: true,
    audience: team('coaches, admins and players, not the one who wrote it', {
      roles: ['ADMIN', 'COACH', 'PLAYER'],
      contacts: false,
    }),
    urgency: 'normal',
    ttlSeconds: 86_400,
    text: (p, e) => ({
      title: `Practice plan: ${eventName(p)}`,
      body: `${who(p)} posted the practice plan for ${eventName(p)}${p.whenText ? ` on ${p.whenText}` : ''}. See you on the ${EDITION_WORDS[e].venue}.`,
    }),
    page: eventPage,
  },
  {
    kind: 'PRACTICE_PHASE',
    label: 'Practice phases (during practice)',
    source:
      'scheduled: at the start of each phase of a practice plan (schedule.event.v1 practice_phases of the events notifications keeps)',
    sourceAvailable: true,
    audience: team('coaches and admins running the practice', {
      roles: STAFF,
      contacts: false,
      excludeActor: false,
    }),
    urgency: 'high',
    ttlSeconds: 300,
    text: (p) => ({
      title: `Next: ${p.phase || 'next phase'}`,
      body: `${eventName(p)}: time for ${p.phase || 'the next phase'}.`,
    }),
    page: eventPage,
  },
  {
    kind: 'EVALUATION_ADDED',
    label: 'New evaluations',
    source: 'evaluations.evaluation.v1 EvaluationAdded or EvaluationShared with notify_players',
    sourceAvailable: true,
    audience: recipients(
      'the accounts the evaluation is shared with (the player and/or their contacts), only when NOTIFY_PLAYERS_ON_NEW_EVALUATION was on',
      { playerFlag: 'NOTIFY_PLAYERS_ON_NEW_EVALUATION', roles: ['PLAYER', 'CONTACT'] },
    ),
    urgency: 'normal',
    ttlSeconds: 86_400,
    text: (p) => ({
      title: `New evaluation in ${p.teamName}`,
      body: `${who(p)} shared an evaluation with you.`,
    }),
    page: (p) => `/profile/account/evaluations?e=${q(p.evaluationId)}`,
  },
  {
    kind: 'EVALUATION_UPDATED',
    label: 'Updated evaluations',
    source: 'evaluations.evaluation.v1 EvaluationUpdated with notify_players',
    sourceAvailable: true,
    audience: recipients(
      'the accounts the evaluation is shared with, only when NOTIFY_PLAYERS_ON_EVALUATION_UPDATE was on',
      { playerFlag: 'NOTIFY_PLAYERS_ON_EVALUATION_UPDATE', roles: ['PLAYER', 'CONTACT'] },
    ),
    urgency: 'normal',
    ttlSeconds: 86_400,
    text: (p) => ({
      title: `Evaluation updated in ${p.teamName}`,
      body: `${who(p)} updated an evaluation shared with you.`,
    }),
    page: (p) => `/profile/account/evaluations?e=${q(p.evaluationId)}`,
  },
  {
    kind: 'EVALUATION_WITHDRAWN',
    label: 'Withdrawn evaluations',
    source: 'evaluations.evaluation.v1 EvaluationWithdrawn',
    sourceAvailable: true,
    audience: recipients('the accounts that could read it before (former_recipient_ids)', {
      roles: ['PLAYER', 'CONTACT'],
    }),
    urgency: 'low',
    ttlSeconds: 86_400,
    text: (p) => ({
      title: `Evaluation withdrawn in ${p.teamName}`,
      body: `An evaluation shared with you is no longer shared.`,
    }),
    page: () => '/profile/account/evaluations',
  },
  {
    kind: 'DOCUMENT_SHARED',
    label: 'Shared documents',
    source: 'documents.document.v1 DocumentShared',
    sourceAvailable: true,
    audience: team('joined members and players’ contacts, not the uploader'),
    collapseWindowMs: NOTIFICATION_BURST_WINDOW_MS,
    urgency: 'normal',
    ttlSeconds: 86_400,
    text: (p) => ({
      title:
        (p.count ?? 1) > 1 ? `${p.count} new documents in ${p.teamName}` : `New document in ${p.teamName}`,
      body:
        (p.count ?? 1) > 1
          ? `${who(p)} shared ${p.count} documents with ${p.teamName}.`
          : `${who(p)} shared "${p.subject ?? 'a document'}" with ${p.teamName}.`,
    }),
    page: (p) => `/documents/list?t=${q(p.teamId)}`,
  },
  {
    kind: 'DOCUMENT_ACK_REQUEST',
    label: 'Documents to acknowledge',
    source: 'documents.document.v1 AcknowledgementRequested',
    sourceAvailable: true,
    audience: recipients('the one recipient the coach asked (recipient_id)'),
    urgency: 'normal',
    ttlSeconds: 86_400,
    text: (p) => ({
      title: `Please acknowledge "${p.subject ?? 'a document'}"`,
      body: `${who(p)} asks you to read and acknowledge "${p.subject ?? 'a document'}" of ${p.teamName}.`,
    }),
    page: (p) => `/documents/acks?d=${q(p.documentId)}&t=${q(p.teamId)}`,
  },
  {
    kind: 'POST_ADDED',
    label: 'New posts in the team feed',
    source: 'documents.post.v1 PostAdded',
    sourceAvailable: true,
    audience: team(
      'joined members and players’ contacts (coaches and admins only for a COACHES post), not the author',
      {
        coachesOnlyRoles: STAFF,
      },
    ),
    urgency: 'normal',
    ttlSeconds: 86_400,
    text: (p) => ({
      title: `${who(p, 'Someone')} posted in ${p.teamName}`,
      body: p.subject ?? '',
    }),
    page: (p) => `/feed/post?p=${q(p.postId)}&t=${q(p.teamId)}`,
  },
  {
    kind: 'POST_RESPONSE',
    label: 'Comments and likes on your posts',
    source: 'documents.post.v1 CommentAdded and PostLiked',
    sourceAvailable: true,
    audience: recipients('the post’s author (post_author_id), not when they answered their own post'),
    collapseWindowMs: NOTIFICATION_BURST_WINDOW_MS,
    urgency: 'low',
    ttlSeconds: 86_400,
    text: (p) => {
      const n = p.count ?? 1;
      if (p.response === 'like')
        return {
          title: n > 1 ? `${n} likes on your post` : `${who(p, 'Someone')} liked your post`,
          body: `In ${p.teamName}.`,
        };
      return {
        title: n > 1 ? `${n} comments on your post` : `${who(p, 'Someone')} commented on your post`,
        body: n > 1 ? `In ${p.teamName}.` : (p.subject ?? ''),
      };
    },
    page: (p) => `/feed/post?p=${q(p.postId)}&t=${q(p.teamId)}`,
  },
];

export const NOTIFICATION_CATALOG: Readonly<Record<SentNotificationKind, NotificationKindDefinition>> =
  Object.fromEntries(DEFINITIONS.map((d) => [d.kind, d])) as Record<
    SentNotificationKind,
    NotificationKindDefinition
  >;

/** The kinds that are sent, in the spec's order. */
export const SENT_NOTIFICATION_KINDS: readonly SentNotificationKind[] = DEFINITIONS.map((d) => d.kind);

/** Renders a kind's text for an edition. */
export function notificationText(
  kind: SentNotificationKind,
  params: NotificationParams,
  edition: Edition,
): NotificationText {
  return NOTIFICATION_CATALOG[kind].text(params, edition);
}
