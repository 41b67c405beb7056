import { GUARD_MESSAGES, zonedParts } from '@chalktalk/domain';
import { aUser, ScheduleHarness } from '../harness';

const NY = 'America/New_York';

describe('schedule events (real Postgres)', () => {
  const h = new ScheduleHarness();
  beforeAll(() => h.start('schedule_events'), 120_000);
  afterAll(() => h.stop());

  const practice = (over: Record<string, unknown> = {}) => ({
    eventType: 'PRACTICE',
    date: '2027-01-12',
    startTime: '18:00',
    endTime: '19:30',
    location: { name: 'North Gym' },
    objectives: 'Press break',
    ...over,
  });

  it('creates an event with "Event changes saved", then stamps only what an edit changed', async () => {
    const team = await h.team();
    const created = await h.post(team.ownerId, 'saveEvent', { teamId: team.teamId, event: practice() });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Event changes saved');
    const event = created.body.event;
    expect(event).toMatchObject({
      eventType: 'PRACTICE',
      eventDate: '2027-01-12T23:00:00.000Z',
      endTime: '2027-01-13T00:30:00.000Z',
      timeZone: NY,
      local: { date: '2027-01-12', startTime: '18:00', endTime: '19:30' },
      location: { name: 'North Gym', placeId: null },
      sequence: 0,
      reminder: false,
      updated: { date: null, location: null, objectives: null },
    });

    const edited = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: event.id,
      event: practice({ objectives: 'Zone offense', opponent: 'Ignored for practices' }),
    });
    expect(edited.body.event.sequence).toBe(1);
    expect(edited.body.event.updated.objectives).not.toBeNull();
    expect(edited.body.event.updated).toMatchObject({ date: null, location: null, opponent: null });

    const moved = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: event.id,
      event: practice({ objectives: 'Zone offense', startTime: '17:00', location: { name: 'Field 2' } }),
    });
    expect(moved.body.event.updated.date).not.toBeNull();
    expect(moved.body.event.updated.location).not.toBeNull();
    expect(moved.body.event.updated.objectives).toBe(edited.body.event.updated.objectives);

    const types = (await h.outbox(team.teamId)).map((m) => m.type);
    expect(types).toEqual(['EventAdded', 'EventUpdated', 'EventUpdated']);
  });

  it('stamps the opponent of games, keeps reminders within the days remaining and removes them with false', async () => {
    const team = await h.team();
    const game = {
      eventType: 'GAME',
      date: '2027-02-20',
      startTime: '15:00',
      endTime: '17:00',
      opponent: 'Tigers',
    };
    const saved = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      event: { ...game, reminder: 'One Day Before' },
    });
    // 15:00 EST the day before, shifted by 2 hours.
    expect(saved.body.event.reminder).toEqual({
      choice: 'One Day Before',
      sendAt: '2027-02-19T22:00:00.000Z',
    });
    const renamed = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: saved.body.event.id,
      event: { ...game, opponent: 'Lions', reminder: false },
    });
    expect(renamed.body.event.updated.opponent).not.toBeNull();
    expect(renamed.body.event.reminder).toBe(false);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const soon = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      event: { ...game, date: zonedParts(tomorrow, NY).date, reminder: 'Three Days Before' },
    });
    expect(soon.status).toBe(400);
    expect(soon.body.error.code).toBe('G001');
  });

  it('cancels (kept, sequence raised) or cancels with the delete option, and deletes', async () => {
    const team = await h.team();
    const a = (await h.post(team.ownerId, 'saveEvent', { teamId: team.teamId, event: practice() })).body
      .event;
    const b = (await h.post(team.ownerId, 'saveEvent', { teamId: team.teamId, event: practice() })).body
      .event;
    const c = (await h.post(team.ownerId, 'saveEvent', { teamId: team.teamId, event: practice() })).body
      .event;
    const cancelled = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: a.id,
      event: practice({ cancelled: true }),
    });
    expect(cancelled.body.event).toMatchObject({ cancelled: true, sequence: 1 });
    const gone = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: b.id,
      event: practice({ cancelled: true }),
      deleteEvent: true,
    });
    expect(gone.body).toMatchObject({ event: null, deleted: true });
    expect((await h.post(team.ownerId, 'deleteEvent', { teamId: team.teamId, eventId: c.id })).status).toBe(
      200,
    );
    expect((await h.get(team.ownerId, 'getEvent', { teamId: team.teamId, eventId: c.id })).status).toBe(404);
    const listed = await h.get(team.ownerId, 'getSchedule', { teamId: team.teamId });
    expect(listed.body.events.map((e: { id: string }) => e.id)).toEqual([a.id]);
    const types = (await h.outbox(team.teamId)).map((m) => m.type);
    expect(types.slice(3)).toEqual(['EventCancelled', 'EventDeleted', 'EventDeleted']);
  });

  it('lists upcoming events in order and the past on request, paged', async () => {
    const team = await h.team();
    const dates = ['2024-03-01', '2024-03-05', '2024-03-09', '2027-03-01', '2027-03-02'];
    await h.post(team.ownerId, 'createBulkEvents', {
      teamId: team.teamId,
      eventDefs: dates.map((date) => practice({ date })),
    });
    const upcoming = await h.get(team.ownerId, 'getSchedule', { teamId: team.teamId });
    expect(upcoming.body.events.map((e: { local: { date: string } }) => e.local.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
    ]);
    const page1 = await h.get(team.ownerId, 'getSchedule', { teamId: team.teamId, past: true, limit: 2 });
    expect(page1.body.events.map((e: { local: { date: string } }) => e.local.date)).toEqual([
      '2024-03-09',
      '2024-03-05',
    ]);
    const page2 = await h.get(team.ownerId, 'getSchedule', {
      teamId: team.teamId,
      past: true,
      limit: 2,
      cursor: page1.body.nextCursor,
    });
    expect(page2.body.events.map((e: { local: { date: string } }) => e.local.date)).toEqual(['2024-03-01']);
    expect(page2.body.nextCursor).toBeNull();
  });

  it('creates a weekly series that stays at 18:00 across the clock change of 14 March 2027, and bulk edits keep local time', async () => {
    const team = await h.team();
    const made = await h.post(team.ownerId, 'createBulkEvents', {
      teamId: team.teamId,
      eventDefs: [practice({ date: '2027-03-02', repeat: { endDate: '2027-03-23', weekdays: [2] } })],
    });
    expect(made.status).toBe(200);
    const events = made.body.events as {
      id: string;
      eventDate: string;
      seriesId: string;
      local: { startTime: string };
    }[];
    expect(events.map((e) => e.eventDate)).toEqual([
      '2027-03-02T23:00:00.000Z',
      '2027-03-09T23:00:00.000Z',
      '2027-03-16T22:00:00.000Z',
      '2027-03-23T22:00:00.000Z',
    ]);
    expect(new Set(events.map((e) => e.seriesId)).size).toBe(1);
    expect(events.every((e) => e.local.startTime === '18:00')).toBe(true);

    const edited = await h.post(team.ownerId, 'editBulkEvents', {
      teamId: team.teamId,
      eventIds: events.map((e) => e.id),
      changes: { startTime: '17:30', endTime: '19:00', location: { name: 'South Gym' } },
      timezoneOffset: 300,
      sendNotification: true,
    });
    expect(edited.status).toBe(200);
    const after = edited.body.events as {
      eventDate: string;
      local: { startTime: string; endTime: string };
      updated: { date: string };
    }[];
    expect(after.map((e) => e.eventDate)).toEqual([
      '2027-03-02T22:30:00.000Z',
      '2027-03-09T22:30:00.000Z',
      '2027-03-16T21:30:00.000Z',
      '2027-03-23T21:30:00.000Z',
    ]);
    expect(
      after.every((e) => e.local.startTime === '17:30' && e.local.endTime === '19:00' && e.updated.date),
    ).toBe(true);

    const cancelAll = await h.post(team.ownerId, 'editBulkEvents', {
      teamId: team.teamId,
      eventIds: events.slice(2).map((e) => e.id),
      changes: { cancelled: true },
      timezoneOffset: 300,
      deleteEvents: true,
    });
    expect(cancelAll.body.deleted).toHaveLength(2);
    expect((await h.get(team.ownerId, 'getSchedule', { teamId: team.teamId })).body.events).toHaveLength(2);
  });

  it('refuses a series over 200 events and a series ending before it starts', async () => {
    const team = await h.team();
    const daily = practice({
      date: '2027-01-01',
      repeat: { endDate: '2027-12-31', weekdays: [0, 1, 2, 3, 4, 5, 6] },
    });
    expect(
      (await h.post(team.ownerId, 'createBulkEvents', { teamId: team.teamId, eventDefs: [daily] })).status,
    ).toBe(400);
    const backwards = practice({ date: '2027-02-01', repeat: { endDate: '2027-01-01', weekdays: [1] } });
    expect(
      (await h.post(team.ownerId, 'createBulkEvents', { teamId: team.teamId, eventDefs: [backwards] }))
        .status,
    ).toBe(400);
  });

  it('refuses a date or time that does not exist with G001 on its field, and stores nothing', async () => {
    const team = await h.team();
    const refused = async (call: string, body: Record<string, unknown>) => {
      const res = await h.post(team.ownerId, call, { teamId: team.teamId, ...body });
      return { status: res.status, code: res.body.error?.code, path: res.body.error?.details?.[0]?.path };
    };
    for (const date of ['2027-02-30', '2027-13-01', '2026-02-29', '2027-04-31'])
      expect(await refused('saveEvent', { event: practice({ date }) })).toEqual({
        status: 400,
        code: 'G001',
        path: 'event.date',
      });
    for (const startTime of ['24:00', '18:60'])
      expect(await refused('saveEvent', { event: practice({ startTime }) })).toEqual({
        status: 400,
        code: 'G001',
        path: 'event.startTime',
      });
    expect(
      await refused('createBulkEvents', {
        eventDefs: [practice({ date: '2027-02-01', repeat: { endDate: '2027-02-30', weekdays: [1] } })],
      }),
    ).toEqual({ status: 400, code: 'G001', path: 'eventDefs.0.repeat.endDate' });
    // Nothing was stored: an event saved would have its EventAdded in the outbox.
    expect(await h.outbox(team.teamId)).toEqual([]);
    // A leap day that exists is an ordinary date.
    const leap = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      event: practice({ date: '2028-02-29' }),
    });
    expect(leap.body.event.local.date).toBe('2028-02-29');
  });

  it('guards: players read but do not edit, strangers and pending members are refused, Basic gets the fallback', async () => {
    const team = await h.team();
    const player = await h.member(team, aUser(), 'PLAYER');
    const coach = await h.member(team, aUser(), 'COACH');
    const pending = await h.member(team, aUser(), 'PLAYER', { pending: true });
    expect((await h.post(coach, 'saveEvent', { teamId: team.teamId, event: practice() })).status).toBe(200);
    expect((await h.post(player, 'saveEvent', { teamId: team.teamId, event: practice() })).status).toBe(403);
    expect((await h.get(player, 'getSchedule', { teamId: team.teamId })).body.events).toHaveLength(1);
    expect((await h.get(aUser(), 'getSchedule', { teamId: team.teamId })).status).toBe(403);
    const pendingAnswer = await h.get(pending, 'getSchedule', { teamId: team.teamId });
    expect(pendingAnswer.body.error.message).toBe(GUARD_MESSAGES.membershipPending);

    const unpaid = await h.team({ paid: false });
    const unpaidCoach = await h.member(unpaid, aUser(), 'COACH');
    expect((await h.get(unpaidCoach, 'getSchedule', { teamId: unpaid.teamId })).body.error.message).toBe(
      GUARD_MESSAGES.subscriptionInactive,
    );
    expect((await h.get(unpaid.ownerId, 'getSchedule', { teamId: unpaid.teamId })).status).toBe(200);

    const basic = await h.team({ plan: 'BASIC' });
    expect((await h.get(basic.ownerId, 'getSchedule', { teamId: basic.teamId })).body.error.message).toBe(
      GUARD_MESSAGES.featureNotIncluded,
    );
  });

  it('keeps custom event types per team and counts favourite locations', async () => {
    const team = await h.team();
    const type = await h.post(team.ownerId, 'saveCustomEventType', {
      teamId: team.teamId,
      name: 'Film',
      color: '#AA3300',
    });
    expect(type.body.customType).toMatchObject({ name: 'Film', color: '#aa3300' });
    expect(
      (
        await h.post(team.ownerId, 'saveCustomEventType', {
          teamId: team.teamId,
          name: 'film',
          color: '#000000',
        })
      ).status,
    ).toBe(400);
    const other = await h.team();
    const foreign = await h.post(other.ownerId, 'saveEvent', {
      teamId: other.teamId,
      event: practice({ eventType: 'CUSTOM', customTypeId: type.body.customType.id }),
    });
    expect(foreign.status).toBe(400);
    const custom = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      event: practice({ eventType: 'CUSTOM', customTypeId: type.body.customType.id, title: 'Film session' }),
    });
    expect(custom.body.event.customType).toMatchObject({ name: 'Film', color: '#aa3300' });
    const places = ['Gym', 'Gym', 'Gym', 'Field', 'Field', 'Pool', 'Track'];
    await h.post(team.ownerId, 'createBulkEvents', {
      teamId: team.teamId,
      eventDefs: places.map((name) => practice({ location: { name } })),
    });
    const top = await h.get(team.ownerId, 'getFavoriteLocations', { teamId: team.teamId });
    expect(top.body.locations.map((l: { name: string }) => l.name).slice(0, 2)).toEqual(['Gym', 'Field']);
    expect(top.body.locations).toHaveLength(3);
  });

  it('answers the team zone defaults and the month calendar, and the club calendar to program admins only', async () => {
    const programAdmin = aUser();
    const team = await h.team({ programAdminIds: [programAdmin] });
    const defaults = await h.get(team.ownerId, 'getEventDefaults', { teamId: team.teamId });
    expect(defaults.body).toMatchObject({ timeZone: NY, startTime: '15:00', endTime: '17:00' });
    await h.post(team.ownerId, 'saveEvent', { teamId: team.teamId, event: practice({ date: '2027-04-10' }) });
    const month = await h.get(team.ownerId, 'getCalendar', { teamId: team.teamId, month: '2027-04' });
    expect(month.headers['content-type']).toMatch(/^application\/json/);
    expect(month.body.events).toHaveLength(1);
    const club = await h.get(programAdmin, 'getCalendar', { programId: team.programId, month: '2027-04' });
    expect(club.body.teams).toEqual({ [team.teamId]: { name: 'Hawks' } });
    expect(club.body.events[0].teamId).toBe(team.teamId);
    expect(
      (await h.get(team.ownerId, 'getCalendar', { programId: team.programId, month: '2027-04' })).status,
    ).toBe(403);
  });

  it('answers calendar cells with what the month shows, leaving out what is absent or the default', async () => {
    const team = await h.team();
    const player = aUser();
    await h.member(team, player, 'PLAYER');
    const type = await h.post(team.ownerId, 'saveCustomEventType', {
      teamId: team.teamId,
      name: 'Film "room"',
      color: '#112233',
    });
    const plain = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      event: { eventType: 'PRACTICE', date: '2027-06-01', startTime: '18:00', endTime: '19:30' },
    });
    const full = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      event: {
        eventType: 'CUSTOM',
        customTypeId: type.body.customType.id,
        title: 'Tape \\ "night" – ü',
        date: '2027-06-30',
        startTime: '23:00',
        endTime: '23:45',
        location: { name: 'Gym "B"' },
      },
    });
    const game = await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      event: {
        eventType: 'GAME',
        date: '2027-06-02',
        startTime: '15:00',
        endTime: '17:00',
        opponent: 'Tigers',
      },
    });
    await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: game.body.event.id,
      event: {
        eventType: 'GAME',
        date: '2027-06-02',
        startTime: '15:00',
        endTime: '17:00',
        opponent: 'Tigers',
        cancelled: true,
      },
    });
    await h.post(player, 'updateRSVP', {
      teamId: team.teamId,
      eventIds: [full.body.event.id],
      status: 'MAYBE',
    });
    // An event planned before the team moved zones keeps its own zone: the cell says so.
    await h.db.query(`UPDATE schedule_events SET time_zone = 'America/Chicago' WHERE id = $1`, [
      plain.body.event.id,
    ]);

    const answer = (await h.get(player, 'getCalendar', { teamId: team.teamId, month: '2027-06' })).body;
    expect(answer).toEqual({
      timeZone: NY,
      month: '2027-06',
      events: [
        {
          id: plain.body.event.id,
          teamId: team.teamId,
          eventType: 'PRACTICE',
          eventDate: '2027-06-01T22:00:00Z',
          endTime: '2027-06-01T23:30:00Z',
          timeZone: 'America/Chicago',
          local: { date: '2027-06-01' },
          rsvpCounts: { GOING: 0, MAYBE: 0, NOTGOING: 0 },
        },
        {
          id: game.body.event.id,
          teamId: team.teamId,
          eventType: 'GAME',
          opponent: 'Tigers',
          eventDate: '2027-06-02T19:00:00Z',
          endTime: '2027-06-02T21:00:00Z',
          local: { date: '2027-06-02' },
          cancelled: true,
          rsvpCounts: { GOING: 0, MAYBE: 0, NOTGOING: 0 },
        },
        {
          id: full.body.event.id,
          teamId: team.teamId,
          eventType: 'CUSTOM',
          customType: { id: type.body.customType.id, name: 'Film "room"', color: '#112233' },
          title: 'Tape \\ "night" – ü',
          location: { name: 'Gym "B"' },
          // 23:00 on 30 June in New York is 1 July in UTC: the cell stays on the local day.
          eventDate: '2027-07-01T03:00:00Z',
          endTime: '2027-07-01T03:45:00Z',
          local: { date: '2027-06-30' },
          myRsvp: 'MAYBE',
          rsvpCounts: { GOING: 0, MAYBE: 1, NOTGOING: 0 },
        },
      ],
    });
    // The cell kept on the row follows every edit of what it shows.
    await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: plain.body.event.id,
      event: {
        eventType: 'PRACTICE',
        title: 'Moved',
        date: '2027-06-03',
        startTime: '07:00',
        endTime: '08:00',
        location: { name: 'Pool' },
      },
    });
    const moved = (await h.get(player, 'getCalendar', { teamId: team.teamId, month: '2027-06' })).body.events;
    // Saved again in the team's zone: 07:00 EDT, and the cell no longer names a zone of its own.
    const movedCell = moved.find((cell: { id: string }) => cell.id === plain.body.event.id);
    expect(movedCell).toMatchObject({
      title: 'Moved',
      location: { name: 'Pool' },
      eventDate: '2027-06-03T11:00:00Z',
      local: { date: '2027-06-03' },
    });
    expect(movedCell.timeZone).toBeUndefined();
    // Outside the month and its week either side: nothing, still a JSON array.
    expect(
      (await h.get(player, 'getCalendar', { teamId: team.teamId, month: '2027-09' })).body.events,
    ).toEqual([]);
  });
});
