import { Injectable } from '@nestjs/common';
import { type AuthUser, TeamDirectory } from '@chalktalk/platform';
import { ScheduleAccess } from '../access/schedule-access';
import { eventNotFound, invalidRequest, noPermission } from '../events/events.errors';
import { EventsRepository } from '../events/events.repository';
import { expectedToAnswer } from '../rsvp/rsvp.service';
import { RsvpRepository } from '../rsvp/rsvp.repository';
import { AttendanceEntity } from './attendance.entity';

@Injectable()
export class AttendanceService {
  constructor(
    private readonly access: ScheduleAccess,
    private readonly directory: TeamDirectory,
    private readonly events: EventsRepository,
    private readonly rsvps: RsvpRepository,
  ) {}

  /** The event's attendance sheet for coaches: every player with their answer and mark (null = not marked). */
  async sheet(user: AuthUser, teamId: string, eventId: string) {
    const context = await this.access.editor(user, teamId);
    const event = await this.events.find(context.teamId, eventId);
    if (!event) throw eventNotFound();
    const [members, answers, marks] = await Promise.all([
      this.directory.members(teamId),
      this.rsvps.answers(eventId),
      this.rsvps.attendance(eventId),
    ]);
    const answerOf = new Map(answers.map((a) => [a.userId, a.status]));
    const markOf = new Map(marks.map((m) => [m.userId, m.present]));
    const people = members.filter((m) => expectedToAnswer(m) || markOf.has(m.userId));
    return {
      eventId,
      attendance: people.map((m) => ({
        userId: m.userId,
        firstName: m.firstName,
        lastName: m.lastName,
        role: m.role,
        rsvp: answerOf.get(m.userId) ?? (event.defaultRsvp === 'GOING' ? 'GOING' : null),
        present: markOf.has(m.userId) ? markOf.get(m.userId)! : null,
      })),
    };
  }

  /** Coaches mark who was there (present true/false; null clears a mark). */
  async update(
    user: AuthUser,
    input: { teamId: string; eventId: string; attendance: { userId: string; present: boolean | null }[] },
    now = new Date(),
  ) {
    const context = await this.access.editor(user, input.teamId);
    const event = await this.events.find(context.teamId, input.eventId);
    if (!event) throw eventNotFound();
    const members = new Set((await this.directory.members(input.teamId)).map((m) => m.userId));
    input.attendance.forEach((row, i) => {
      if (!members.has(row.userId))
        throw invalidRequest('This person is not on the team', `attendance.${i}.userId`);
    });
    const set = input.attendance
      .filter((row) => row.present !== null)
      .map((row) =>
        Object.assign(new AttendanceEntity(), {
          eventId: event.id,
          userId: row.userId,
          teamId: event.teamId,
          present: row.present,
          markedBy: user.id,
          markedAt: now,
        }),
      );
    const cleared = input.attendance
      .filter((row) => row.present === null)
      .map((row) => ({ eventId: event.id, userId: row.userId }));
    await this.rsvps.transaction((manager) => this.rsvps.markAttendance(manager, set, cleared));
    return this.sheet(user, input.teamId, input.eventId);
  }

  /**
   * The season so far per player: events held (started, not cancelled), present, absent, not marked, and the rate
   * over the marked ones. Coaches see every player; a player sees themselves; a contact the players they answer for.
   */
  async season(user: AuthUser, teamId: string, userId: string | undefined, now = new Date()) {
    const context = await this.access.member(user, teamId);
    const members = await this.directory.members(teamId);
    let players = members.filter(expectedToAnswer);
    if (!context.canEdit) {
      const allowed = new Set<string>([user.id]);
      if (context.role === 'CONTACT') {
        const mine = (await this.directory.rosterEntriesOfUser(user.id)).filter(
          (e) => e.teamId === teamId && e.playerId,
        );
        for (const entry of mine) {
          const player = await this.directory.rosterEntry(entry.playerId!);
          if (player?.userId) allowed.add(player.userId);
        }
      }
      if (userId && !allowed.has(userId)) throw noPermission();
      players = players.filter((p) => allowed.has(p.userId));
    }
    if (userId) players = players.filter((p) => p.userId === userId);
    const [held, marks] = await Promise.all([
      this.rsvps.heldEvents(teamId, now),
      this.rsvps.teamAttendance(teamId),
    ]);
    const heldIds = new Set(held.map((e) => e.id));
    return {
      events: held.length,
      players: players.map((p) => {
        const mine = marks.filter((m) => m.userId === p.userId && heldIds.has(m.eventId));
        const present = mine.filter((m) => m.present).length;
        const absent = mine.length - present;
        return {
          userId: p.userId,
          firstName: p.firstName,
          lastName: p.lastName,
          present,
          absent,
          notMarked: held.length - mine.length,
          rate: mine.length === 0 ? null : Math.round((present / mine.length) * 100),
          byEvent: held.map((e) => ({
            eventId: e.id,
            eventType: e.eventType,
            eventDate: e.startAt.toISOString(),
            present: mine.find((m) => m.eventId === e.id)?.present ?? null,
          })),
        };
      }),
    };
  }
}
