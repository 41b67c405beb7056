import { Inject, Injectable } from '@nestjs/common';
import {
  create,
  EventReminderDueSchema,
  RsvpChangedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { AppError, RSVP_LINK_DAYS, type RsvpStatus, SCHEDULE_MESSAGES } from '@chalktalk/domain';
import { type AuthUser, Outbox, type ProjectedMember, TeamDirectory } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { ScheduleAccess, type ScheduleContext } from '../access/schedule-access';
import { SCHEDULE_CONFIG, type ScheduleConfig } from '../config';
import type { EventEntity } from '../events/event.entity';
import { eventNotFound, invalidRequest, noPermission } from '../events/events.errors';
import { EventsRepository } from '../events/events.repository';
import { ScheduleEventsPublisher } from '../events/schedule-events.publisher';
import { RsvpLinkSigner } from './rsvp-link';
import { RsvpEntity } from './rsvp.entity';
import { RsvpRepository } from './rsvp.repository';

/** Who is expected to answer an event: the team's joined players (coaches answer too, but are not chased). */
export const expectedToAnswer = (member: Pick<ProjectedMember, 'role'>) => member.role === 'PLAYER';

const personOf = (m: ProjectedMember) => ({
  userId: m.userId,
  firstName: m.firstName,
  lastName: m.lastName,
  role: m.role,
});

/** "Tuesday, March 10 at 6:00 PM EDT": the start as a mail shows it, in the event's zone. */
export function whenText(event: Pick<EventEntity, 'startAt' | 'timeZone'>): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: event.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(event.startAt);
}

interface Recipient {
  userId: string;
  answersFor: string;
}

@Injectable()
export class RsvpService {
  private readonly signer: RsvpLinkSigner;

  constructor(
    @Inject(SCHEDULE_CONFIG) private readonly config: ScheduleConfig,
    private readonly access: ScheduleAccess,
    private readonly directory: TeamDirectory,
    private readonly events: EventsRepository,
    private readonly rsvps: RsvpRepository,
    private readonly outbox: Outbox,
  ) {
    this.signer = new RsvpLinkSigner(config.RSVP_LINK_SECRET);
  }

  /** The players this user may answer for as a contact (roster contact entries → their player's account). */
  private async contactPlayers(teamId: string, userId: string): Promise<Set<string>> {
    const mine = (await this.directory.rosterEntriesOfUser(userId)).filter(
      (entry) => entry.teamId === teamId && entry.playerId && !entry.pending,
    );
    const players = new Set<string>();
    for (const entry of mine) {
      const player = await this.directory.rosterEntry(entry.playerId!);
      if (player?.userId) players.add(player.userId);
    }
    return players;
  }

  /**
   * Who may answer for whom: every member but a contact for themselves; a contact for the players they are a
   * contact of; a coach or admin for any member of the team (an answer given by phone). Others: G003.
   */
  private async checkAnswerer(context: ScheduleContext, subject: string): Promise<ProjectedMember> {
    const member = await this.directory.member(context.teamId, subject);
    if (!member) throw invalidRequest('This person is not on the team', 'forUserId');
    if (subject === context.userId) {
      if (context.role === 'CONTACT') throw noPermission();
      return member;
    }
    if (context.canEdit) return member;
    if (
      context.role === 'CONTACT' &&
      (await this.contactPlayers(context.teamId, context.userId)).has(subject)
    ) {
      return member;
    }
    throw noPermission();
  }

  private async record(
    manager: EntityManager,
    teamId: string,
    events: EventEntity[],
    subject: string,
    answeredBy: string,
    status: RsvpStatus,
    reason: string,
    now: Date,
  ) {
    const rows = events.map((event) =>
      Object.assign(new RsvpEntity(), {
        eventId: event.id,
        userId: subject,
        teamId,
        status,
        reason: status === 'GOING' ? '' : reason,
        answeredBy,
        answeredAt: now,
      }),
    );
    await this.rsvps.upsert(manager, rows);
    for (const row of rows) {
      await this.outbox.append(manager, {
        topic: Topics.ScheduleEvent,
        key: teamId,
        teamId,
        actorId: answeredBy,
        schema: RsvpChangedSchema,
        payload: create(RsvpChangedSchema, {
          eventId: row.eventId,
          teamId,
          userId: subject,
          status,
          reason: row.reason,
          answeredBy,
          answeredAt: timestampFromDate(now),
        }),
      });
    }
    return rows;
  }

  /** updateRSVP: one answer (GOING, MAYBE, NOTGOING with a reason) for several events at once. */
  async update(
    user: AuthUser,
    input: { teamId: string; eventIds: string[]; status: RsvpStatus; reason?: string; forUserId?: string },
    now = new Date(),
  ) {
    const context = await this.access.member(user, input.teamId);
    const subject = input.forUserId ?? user.id;
    await this.checkAnswerer(context, subject);
    const ids = [...new Set(input.eventIds)];
    const rows = await this.rsvps.transaction(async (manager) => {
      const events = await this.events.findManyForAnswer(manager, context.teamId, ids);
      if (events.length !== ids.length) throw eventNotFound();
      if (events.some((e) => e.cancelled)) throw invalidRequest('This event was cancelled', 'eventIds');
      return this.record(
        manager,
        context.teamId,
        events,
        subject,
        user.id,
        input.status,
        input.reason ?? '',
        now,
      );
    });
    return {
      rsvps: rows.map(({ eventId, userId, status, reason, answeredAt }) => ({
        eventId,
        userId,
        status,
        reason,
        answeredAt,
      })),
    };
  }

  /**
   * getRSVPDetails: the counts, each answer (reasons shown to coaches and to the person who gave them) and the
   * players who have not answered. With defaultRsvp GOING, silence counts as going.
   */
  async details(user: AuthUser, teamId: string, eventId: string) {
    const context = await this.access.member(user, teamId);
    const event = await this.events.find(context.teamId, eventId);
    if (!event) throw eventNotFound();
    const [members, answers] = await Promise.all([
      this.directory.members(teamId),
      this.rsvps.answers(eventId),
    ]);
    const byId = new Map(members.map((m) => [m.userId, m]));
    const answered = new Set(answers.map((a) => a.userId));
    const shown = answers
      .filter((a) => byId.has(a.userId))
      .map((a) => ({
        ...personOf(byId.get(a.userId)!),
        status: a.status,
        reason: context.canEdit || a.userId === user.id || a.answeredBy === user.id ? a.reason : '',
        answeredBy: a.answeredBy,
        answeredAt: a.answeredAt.toISOString(),
        defaulted: false,
      }));
    const silent = members.filter((m) => expectedToAnswer(m) && !answered.has(m.userId));
    const defaultGoing = event.defaultRsvp === 'GOING';
    const counts = { GOING: 0, MAYBE: 0, NOTGOING: 0, noAnswer: defaultGoing ? 0 : silent.length };
    for (const a of shown) counts[a.status as RsvpStatus] += 1;
    if (defaultGoing) counts.GOING += silent.length;
    return {
      rsvpDetails: {
        eventId,
        defaultRsvp: event.defaultRsvp,
        counts,
        answers: [
          ...shown,
          ...(defaultGoing
            ? silent.map((m) => ({
                ...personOf(m),
                status: 'GOING',
                reason: '',
                answeredBy: null,
                answeredAt: null,
                defaulted: true,
              }))
            : []),
        ],
        noAnswer: defaultGoing ? [] : silent.map(personOf),
      },
    };
  }

  /** The people to mail for these players: each player, and the contacts who answer for them. */
  private async recipientsFor(teamId: string, players: ProjectedMember[]): Promise<Recipient[]> {
    const recipients: Recipient[] = players.map((p) => ({ userId: p.userId, answersFor: p.userId }));
    const wanted = new Set(players.map((p) => p.userId));
    const roster = await this.directory.roster(teamId);
    const rosterUser = new Map(roster.map((entry) => [entry.rosterId, entry.userId]));
    for (const entry of roster) {
      if (!entry.playerId || !entry.userId || entry.pending) continue;
      const player = rosterUser.get(entry.playerId);
      if (player && wanted.has(player)) recipients.push({ userId: entry.userId, answersFor: player });
    }
    return recipients;
  }

  private async requestMail(
    manager: EntityManager,
    context: { teamId: string; teamName: string },
    event: EventEntity,
    kind: 'REMINDER' | 'NUDGE',
    senderId: string,
    recipients: Recipient[],
    now: Date,
  ) {
    const expiresAt = Math.min(
      now.getTime() + RSVP_LINK_DAYS * 86_400_000,
      Math.max(event.endAt.getTime(), now.getTime() + 3_600_000),
    );
    await this.outbox.append(manager, {
      topic: Topics.ScheduleEvent,
      key: context.teamId,
      teamId: context.teamId,
      actorId: senderId,
      schema: EventReminderDueSchema,
      payload: create(EventReminderDueSchema, {
        event: ScheduleEventsPublisher.scheduled(event),
        teamName: context.teamName,
        kind,
        senderId,
        whenText: whenText(event),
        requestedAt: timestampFromDate(now),
        recipients: recipients.map((r) => ({
          userId: r.userId,
          ...this.signer.links(this.config.WEB_ORIGIN, {
            eventId: event.id,
            userId: r.answersFor,
            answeredBy: r.userId,
            expiresAt,
          }),
        })),
      }),
    });
  }

  private async coachEvent(user: AuthUser, teamId: string, eventId: string) {
    const context = await this.access.editor(user, teamId);
    const event = await this.events.find(context.teamId, eventId);
    if (!event) throw eventNotFound();
    if (event.cancelled) throw invalidRequest('This event was cancelled', 'eventId');
    return { context, event };
  }

  /** sendEventReminder: mails every player (and their contacts) about the event now. */
  async sendReminder(user: AuthUser, teamId: string, eventId: string, now = new Date()) {
    const { context, event } = await this.coachEvent(user, teamId, eventId);
    const players = (await this.directory.members(teamId)).filter(
      (m) => expectedToAnswer(m) && m.userId !== user.id,
    );
    const recipients = await this.recipientsFor(teamId, players);
    if (recipients.length > 0) {
      await this.rsvps.transaction((manager) =>
        this.requestMail(
          manager,
          { teamId, teamName: context.team.name },
          event,
          'REMINDER',
          user.id,
          recipients,
          now,
        ),
      );
    }
    return { success: true, message: SCHEDULE_MESSAGES.notificationSent, notified: recipients.length };
  }

  /** Nudges only the players who have not answered (and their contacts). */
  async nudge(user: AuthUser, teamId: string, eventId: string, now = new Date()) {
    const { context, event } = await this.coachEvent(user, teamId, eventId);
    const answered = new Set((await this.rsvps.answers(eventId)).map((a) => a.userId));
    const silent =
      event.defaultRsvp === 'GOING'
        ? []
        : (await this.directory.members(teamId)).filter(
            (m) => expectedToAnswer(m) && !answered.has(m.userId),
          );
    const recipients = await this.recipientsFor(teamId, silent);
    if (recipients.length > 0) {
      await this.rsvps.transaction((manager) =>
        this.requestMail(
          manager,
          { teamId, teamName: context.team.name },
          event,
          'NUDGE',
          user.id,
          recipients,
          now,
        ),
      );
    }
    return {
      success: true,
      message: SCHEDULE_MESSAGES.notificationSent,
      notified: silent.length,
      nudged: silent.map(personOf),
    };
  }

  /**
   * The mailed one-click answer (no sign-in: the key is the proof). The key must be intact, for this event and
   * unexpired, and the person must still be on the team (with the same right to answer for the player).
   */
  async answerLink(input: { r: string; s: RsvpStatus; k: string }, now = new Date()) {
    const grant = this.signer.verify(input.r, input.k, now.getTime());
    const invalid = () => new AppError('G001', { message: SCHEDULE_MESSAGES.rsvpLinkInvalid });
    if (!grant) throw invalid();
    return this.rsvps.transaction(async (manager) => {
      const found = await manager.query(`SELECT team_id FROM schedule_events WHERE id = $1`, [grant.eventId]);
      const teamId: string | undefined = found[0]?.team_id;
      if (!teamId) throw invalid();
      const event = await this.events.find(teamId, grant.eventId, manager);
      if (!event || event.cancelled) throw invalid();
      const members = await this.directory.members(teamId);
      if (!members.some((m) => m.userId === grant.userId)) throw invalid();
      if (grant.answeredBy !== grant.userId) {
        const contactOf = await this.contactPlayers(teamId, grant.answeredBy);
        if (!contactOf.has(grant.userId)) throw invalid();
      }
      await this.record(manager, teamId, [event], grant.userId, grant.answeredBy, input.s, '', now);
      const team = await this.directory.team(teamId);
      return {
        status: input.s,
        event: {
          id: event.id,
          teamId,
          teamName: team?.name ?? '',
          eventType: event.eventType,
          title: event.title,
          opponent: event.opponent,
          eventDate: event.startAt.toISOString(),
          when: whenText(event),
        },
      };
    });
  }

  /** Reminders whose time came: one mail request each, marked sent in the same transaction. */
  async sendDueReminders(now = new Date(), limit = 50): Promise<number> {
    return this.rsvps.transaction(async (manager) => {
      const due = await this.rsvps.dueReminders(manager, now, limit);
      for (const event of due) {
        const team = await this.directory.team(event.teamId);
        const players = (await this.directory.members(event.teamId)).filter(expectedToAnswer);
        const recipients = await this.recipientsFor(event.teamId, players);
        if (team && recipients.length > 0) {
          await this.requestMail(
            manager,
            { teamId: event.teamId, teamName: team.name },
            event,
            'REMINDER',
            event.createdBy,
            recipients,
            now,
          );
        }
        await this.rsvps.markReminderSent(manager, event.id, now);
      }
      return due.length;
    });
  }
}
