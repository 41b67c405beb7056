import {
  EnvelopeSchema,
  EventAddedSchema,
  EventReminderDueSchema,
  fromBinary,
  timestampDate,
} from '@chalktalk/contracts';
import { aUser, ScheduleHarness, type TestTeam } from '../harness';
import { RsvpService } from '../../src/rsvp/rsvp.service';

describe('RSVP, reminders and attendance (real Postgres)', () => {
  const h = new ScheduleHarness();
  beforeAll(() => h.start('schedule_rsvp'), 120_000);
  afterAll(() => h.stop());

  const game = {
    eventType: 'GAME',
    date: '2027-02-20',
    startTime: '15:00',
    endTime: '17:00',
    opponent: 'Tigers',
  };

  async function squad() {
    const team = await h.team();
    const coach = await h.member(team, aUser(), 'COACH');
    const pat = await h.member(team, aUser(), 'PLAYER', { firstName: 'Pat' });
    const sam = await h.member(team, aUser(), 'PLAYER', { firstName: 'Sam' });
    const contact = await h.member(team, aUser(), 'CONTACT');
    await h.rosterPlayer(team, pat, contact);
    await h.rosterPlayer(team, sam);
    return { team, coach, pat, sam, contact };
  }

  const newEvent = async (team: TestTeam, over: Record<string, unknown> = {}) =>
    (await h.post(team.ownerId, 'saveEvent', { teamId: team.teamId, event: { ...game, ...over } })).body.event
      .id as string;

  async function lastReminder(teamId: string) {
    const messages = (await h.outbox(teamId)).filter((m) => m.type === 'EventReminderDue');
    const envelope = fromBinary(EnvelopeSchema, messages[messages.length - 1]!.payload);
    return fromBinary(EventReminderDueSchema, envelope.payload);
  }

  it('keeps the answer counts on the event row through new, changed, concurrent and removed answers', async () => {
    const { team, coach, pat, sam } = await squad();
    const [a, b] = [
      await newEvent(team, { date: '2027-05-04' }),
      await newEvent(team, { date: '2027-05-06' }),
    ];
    const cells = async (userId: string) =>
      (await h.get(userId, 'getCalendar', { teamId: team.teamId, month: '2027-05' })).body.events as {
        id: string;
        myRsvp: string | null;
        rsvpCounts: Record<string, number>;
      }[];
    // Answers to overlapping events at the same moment: the counts see every one of them (no lost update, no
    // deadlock between the two statements).
    await Promise.all([
      h.post(pat, 'updateRSVP', { teamId: team.teamId, eventIds: [a, b], status: 'GOING' }),
      h.post(sam, 'updateRSVP', { teamId: team.teamId, eventIds: [b, a], status: 'GOING' }),
    ]);
    await h.post(coach, 'updateRSVP', {
      teamId: team.teamId,
      eventIds: [b],
      status: 'NOTGOING',
      forUserId: sam,
    });
    const seen = await cells(pat);
    expect(seen.map((c) => [c.id, c.myRsvp, c.rsvpCounts])).toEqual([
      [a, 'GOING', { GOING: 2, MAYBE: 0, NOTGOING: 0 }],
      [b, 'GOING', { GOING: 1, MAYBE: 0, NOTGOING: 1 }],
    ]);
    // The row's counts are the answers counted, whatever removed one.
    await h.db.query(`DELETE FROM schedule_rsvps WHERE event_id = $1 AND user_id = $2`, [a, pat]);
    const counted = await h.db.query(
      `SELECT e.id, e.going_count, e.maybe_count, e.not_going_count,
              (SELECT count(*) FILTER (WHERE status = 'GOING') FROM schedule_rsvps r WHERE r.event_id = e.id)::int AS going,
              (SELECT count(*) FILTER (WHERE status = 'NOTGOING') FROM schedule_rsvps r WHERE r.event_id = e.id)::int AS not_going
         FROM schedule_events e WHERE e.team_id = $1 ORDER BY e.start_at`,
      [team.teamId],
    );
    for (const row of counted) {
      expect([row.going_count, row.not_going_count, row.maybe_count]).toEqual([row.going, row.not_going, 0]);
    }
    expect((await cells(sam)).map((c) => [c.myRsvp, c.rsvpCounts.GOING])).toEqual([
      ['GOING', 1],
      ['NOTGOING', 1],
    ]);
  });

  it('answers for several events at once, and for whom the rules allow', async () => {
    const { team, coach, pat, sam, contact } = await squad();
    const [a, b] = [await newEvent(team), await newEvent(team)];
    const mine = await h.post(pat, 'updateRSVP', {
      teamId: team.teamId,
      eventIds: [a, b],
      status: 'MAYBE',
      reason: 'Exam',
    });
    expect(mine.body.rsvps).toHaveLength(2);
    // A contact answers for their player, not for another player nor for themselves.
    expect(
      (
        await h.post(contact, 'updateRSVP', {
          teamId: team.teamId,
          eventIds: [a],
          status: 'GOING',
          forUserId: pat,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await h.post(contact, 'updateRSVP', {
          teamId: team.teamId,
          eventIds: [a],
          status: 'GOING',
          forUserId: sam,
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.post(contact, 'updateRSVP', { teamId: team.teamId, eventIds: [a], status: 'GOING' })).status,
    ).toBe(403);
    // A player answers for nobody else; a coach for anyone on the team.
    expect(
      (
        await h.post(pat, 'updateRSVP', {
          teamId: team.teamId,
          eventIds: [a],
          status: 'GOING',
          forUserId: sam,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.post(coach, 'updateRSVP', {
          teamId: team.teamId,
          eventIds: [b],
          status: 'NOTGOING',
          reason: 'Injured',
          forUserId: sam,
        })
      ).status,
    ).toBe(200);
    // A coach answers only for someone on the team: not a stranger, not a member still pending.
    const waiting = await h.member(team, aUser(), 'PLAYER', { pending: true });
    for (const forUserId of [aUser(), waiting]) {
      const refused = await h.post(coach, 'updateRSVP', {
        teamId: team.teamId,
        eventIds: [a],
        status: 'GOING',
        forUserId,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe('This person is not on the team');
    }
    // Strangers and events of other teams are refused.
    expect(
      (await h.post(aUser(), 'updateRSVP', { teamId: team.teamId, eventIds: [a], status: 'GOING' })).status,
    ).toBe(403);
    const elsewhere = await newEvent(await h.team());
    expect(
      (await h.post(pat, 'updateRSVP', { teamId: team.teamId, eventIds: [elsewhere], status: 'GOING' }))
        .status,
    ).toBe(404);

    const details = (await h.get(coach, 'getRSVPDetails', { teamId: team.teamId, eventId: b })).body
      .rsvpDetails;
    expect(details.counts).toEqual({ GOING: 0, MAYBE: 1, NOTGOING: 1, noAnswer: 0 });
    expect(details.answers.find((x: { userId: string }) => x.userId === sam)).toMatchObject({
      status: 'NOTGOING',
      reason: 'Injured',
      answeredBy: coach,
    });
    const forA = (await h.get(sam, 'getRSVPDetails', { teamId: team.teamId, eventId: a })).body.rsvpDetails;
    expect(forA.counts).toEqual({ GOING: 1, MAYBE: 0, NOTGOING: 0, noAnswer: 1 });
    expect(forA.noAnswer.map((p: { userId: string }) => p.userId)).toEqual([sam]);
    // Reasons are for coaches and the person: Sam does not see Pat's.
    const bForSam = (await h.get(sam, 'getRSVPDetails', { teamId: team.teamId, eventId: b })).body
      .rsvpDetails;
    expect(bForSam.answers.find((x: { userId: string }) => x.userId === pat).reason).toBe('');
    // The schedule shows my answer and the counts.
    const listed = (await h.get(pat, 'getSchedule', { teamId: team.teamId })).body.events;
    expect(listed.find((e: { id: string }) => e.id === b)).toMatchObject({
      myRsvp: 'MAYBE',
      rsvpCounts: { MAYBE: 1, NOTGOING: 1 },
    });
  });

  it('counts silence as going for an event that defaults to GOING, and nudges nobody then', async () => {
    const { team, coach, pat } = await squad();
    const event = await newEvent(team, { defaultRsvp: 'GOING' });
    await h.post(pat, 'updateRSVP', { teamId: team.teamId, eventIds: [event], status: 'NOTGOING' });
    const details = (await h.get(coach, 'getRSVPDetails', { teamId: team.teamId, eventId: event })).body
      .rsvpDetails;
    expect(details.counts).toEqual({ GOING: 1, MAYBE: 0, NOTGOING: 1, noAnswer: 0 });
    expect(details.answers.filter((a: { defaulted: boolean }) => a.defaulted)).toHaveLength(1);
    expect((await h.post(coach, 'nudgeRSVP', { teamId: team.teamId, eventId: event })).body.notified).toBe(0);
  });

  it('nudges only the silent, mails signed one-click links that answer once clicked, and refuses tampered ones', async () => {
    const { team, coach, pat, sam, contact } = await squad();
    const event = await newEvent(team);
    await h.post(sam, 'updateRSVP', { teamId: team.teamId, eventIds: [event], status: 'GOING' });
    const nudged = await h.post(coach, 'nudgeRSVP', { teamId: team.teamId, eventId: event });
    expect(nudged.body).toMatchObject({ success: true, notified: 1 });
    expect(nudged.body.nudged.map((p: { userId: string }) => p.userId)).toEqual([pat]);
    const mail = await lastReminder(team.teamId);
    expect(mail.kind).toBe('NUDGE');
    expect(mail.teamName).toBe('Hawks');
    expect(mail.whenText).toBe('Saturday, February 20 at 3:00 PM EST');
    // Pat and Pat's contact, each with links answering for Pat.
    expect(mail.recipients.map((r) => r.userId).sort()).toEqual([pat, contact].sort());
    const link = new URL(mail.recipients.find((r) => r.userId === contact)!.notGoingLink);
    expect(link.origin + link.pathname).toBe('https://chalktalk.test/schedule/update-rsvp');
    const params = Object.fromEntries(link.searchParams);
    expect(params).toMatchObject({ r: event, s: 'NOTGOING' });

    const answered = await h.post(null, 'answerRSVPLink', params);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'NOTGOING',
      event: { id: event, teamName: 'Hawks', opponent: 'Tigers' },
    });
    const details = (await h.get(coach, 'getRSVPDetails', { teamId: team.teamId, eventId: event })).body
      .rsvpDetails;
    expect(details.answers.find((a: { userId: string }) => a.userId === pat)).toMatchObject({
      status: 'NOTGOING',
      answeredBy: contact,
    });

    const other = await newEvent(team);
    const wrongEvent = await h.post(null, 'answerRSVPLink', { ...params, r: other });
    expect(wrongEvent.body.error).toMatchObject({
      code: 'G001',
      message: 'This link is invalid or expired.',
    });
    const tampered = await h.post(null, 'answerRSVPLink', { ...params, k: params.k!.replace(pat, sam) });
    expect(tampered.status).toBe(400);
    // The link stops working when the event is cancelled.
    await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: event,
      event: { ...game, cancelled: true },
    });
    expect((await h.post(null, 'answerRSVPLink', params)).status).toBe(400);
  });

  it('expires one-click links', async () => {
    const { team, coach } = await squad();
    const event = await newEvent(team);
    await h.post(coach, 'sendEventReminder', { teamId: team.teamId, eventId: event });
    const link = new URL((await lastReminder(team.teamId)).recipients[0]!.goingLink);
    const params = Object.fromEntries(link.searchParams) as { r: string; s: 'GOING'; k: string };
    const later = new Date(Date.now() + 15 * 86_400_000);
    await expect(h.app.get(RsvpService).answerLink(params, later)).rejects.toMatchObject({ code: 'G001' });
    await expect(h.app.get(RsvpService).answerLink(params)).resolves.toMatchObject({ status: 'GOING' });
  });

  it('sends a reminder with "Notification sent successfully" (coaches only) and due reminders once', async () => {
    const { team, coach, pat } = await squad();
    const event = await newEvent(team, { reminder: 'One Day Before' });
    // The event's message says when the coach's reminder sends (notifications then plans no day-before one).
    const [added] = (await h.outbox(team.teamId)).filter((m) => m.type === 'EventAdded');
    const announced = fromBinary(EventAddedSchema, fromBinary(EnvelopeSchema, added!.payload).payload).event!;
    expect(timestampDate(announced.reminderSendAt!).toISOString()).toBe('2027-02-19T22:00:00.000Z');
    const sent = await h.post(coach, 'sendEventReminder', { teamId: team.teamId, eventId: event });
    expect(sent.body).toMatchObject({
      success: true,
      message: 'Notification sent successfully',
      notified: 3,
    });
    expect((await h.post(pat, 'sendEventReminder', { teamId: team.teamId, eventId: event })).status).toBe(
      403,
    );
    const rsvp = h.app.get(RsvpService);
    const before = (await h.outbox(team.teamId)).length;
    expect(await rsvp.sendDueReminders(new Date('2027-02-19T21:59:00Z'))).toBe(0);
    await rsvp.sendDueReminders(new Date('2027-02-19T22:00:00Z'));
    await rsvp.sendDueReminders(new Date('2027-02-19T22:05:00Z'));
    const after = (await h.outbox(team.teamId)).slice(before);
    expect(after.map((m) => m.type)).toEqual(['EventReminderDue']);
  });

  it('takes attendance per event and shows the season per player', async () => {
    const { team, coach, pat, sam } = await squad();
    const past = await newEvent(team, { date: '2025-10-01' });
    const past2 = await newEvent(team, { date: '2025-10-08' });
    await newEvent(team, { date: '2027-10-08' });
    const marked = await h.post(coach, 'updateAttendance', {
      teamId: team.teamId,
      eventId: past,
      attendance: [
        { userId: pat, present: true },
        { userId: sam, present: false },
      ],
    });
    expect(marked.body.attendance.map((r: { present: boolean | null }) => r.present).sort()).toEqual([
      false,
      true,
    ]);
    await h.post(coach, 'updateAttendance', {
      teamId: team.teamId,
      eventId: past2,
      attendance: [{ userId: pat, present: true }],
    });
    expect(
      (
        await h.post(pat, 'updateAttendance', {
          teamId: team.teamId,
          eventId: past,
          attendance: [{ userId: pat, present: true }],
        })
      ).status,
    ).toBe(403);
    const season = (await h.get(coach, 'getSeasonAttendance', { teamId: team.teamId })).body;
    expect(season.events).toBe(2);
    expect(season.players.find((p: { userId: string }) => p.userId === pat)).toMatchObject({
      present: 2,
      absent: 0,
      notMarked: 0,
      rate: 100,
    });
    expect(season.players.find((p: { userId: string }) => p.userId === sam)).toMatchObject({
      present: 0,
      absent: 1,
      notMarked: 1,
      rate: 0,
    });
    const own = (await h.get(sam, 'getSeasonAttendance', { teamId: team.teamId })).body;
    expect(own.players.map((p: { userId: string }) => p.userId)).toEqual([sam]);
    expect((await h.get(sam, 'getSeasonAttendance', { teamId: team.teamId, userId: pat })).status).toBe(403);
  });
});
