import ICAL from 'ical.js';
import * as nodeIcal from 'node-ical';
import { aUser, ScheduleHarness } from '../harness';

describe('calendar feeds (real Postgres)', () => {
  const h = new ScheduleHarness();
  beforeAll(() => h.start('schedule_feeds'), 120_000);
  afterAll(() => h.stop());

  const practice = {
    eventType: 'PRACTICE',
    date: '2027-03-02',
    startTime: '18:00',
    endTime: '19:30',
    location: { name: 'Gym' },
  };

  async function fetchFeed(url: string, etag?: string) {
    const res = await h.app.inject({
      method: 'GET',
      url: new URL(url).pathname + new URL(url).search,
      headers: etag ? { 'if-none-match': etag } : {},
    });
    return {
      status: res.statusCode,
      body: res.body,
      etag: res.headers.etag as string,
      type: res.headers['content-type'],
    };
  }

  function icalJsEvents(text: string) {
    const root = new ICAL.Component(ICAL.parse(text));
    for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
    return root.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return {
        uid: e.uid,
        start: e.startDate.toJSDate().toISOString(),
        status: String(v.getFirstPropertyValue('status')),
        sequence: e.sequence,
      };
    });
  }

  function nodeIcalEvents(text: string) {
    return Object.values(nodeIcal.sync.parseICS(text))
      .filter((c): c is nodeIcal.VEvent => c?.type === 'VEVENT')
      .map((e) => ({
        uid: e.uid,
        start: new Date(e.start as Date).toISOString(),
        status: String(e.status),
        sequence: Number(e.sequence),
      }));
  }

  it("gives a player a private feed of the team's series, moved and cancelled events, with ETags and renewal", async () => {
    const team = await h.team();
    const player = await h.member(team, aUser(), 'PLAYER');
    const made = await h.post(team.ownerId, 'createBulkEvents', {
      teamId: team.teamId,
      eventDefs: [{ ...practice, repeat: { endDate: '2027-03-23', weekdays: [2] } }],
    });
    const ids = made.body.events.map((e: { id: string }) => e.id) as string[];
    const address = await h.post(player, 'getCalendarFeed', { scope: 'TEAM', teamId: team.teamId });
    expect(address.body.url).toMatch(/^https:\/\/chalktalk\.test\/api\/schedule\/calendarFeed\?s=/);
    expect(address.body.webcalUrl).toMatch(/^webcal:\/\//);
    expect((await h.post(player, 'getCalendarFeed', { scope: 'TEAM', teamId: team.teamId })).body.url).toBe(
      address.body.url,
    );

    const first = await fetchFeed(address.body.url);
    expect(first.status).toBe(200);
    expect(first.type).toContain('text/calendar');
    expect(first.body).toContain('BEGIN:VTIMEZONE');
    expect(icalJsEvents(first.body).map((e) => e.start)).toEqual([
      '2027-03-02T23:00:00.000Z',
      '2027-03-09T23:00:00.000Z',
      '2027-03-16T22:00:00.000Z',
      '2027-03-23T22:00:00.000Z',
    ]);
    expect((await fetchFeed(address.body.url, first.etag)).status).toBe(304);

    // Move the third to 17:00 and cancel the fourth: the next fetch shows both, with raised sequences.
    await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: ids[2],
      event: { ...practice, date: '2027-03-16', startTime: '17:00' },
    });
    await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: ids[3],
      event: { ...practice, date: '2027-03-23', cancelled: true },
    });
    const second = await fetchFeed(address.body.url, first.etag);
    expect(second.status).toBe(200);
    expect(second.etag).not.toBe(first.etag);
    const seen = icalJsEvents(second.body);
    expect(seen).toEqual(nodeIcalEvents(second.body));
    expect(seen.map((e) => [e.uid, e.start, e.status, e.sequence])).toEqual([
      [`${ids[0]}@chalktalk`, '2027-03-02T23:00:00.000Z', 'CONFIRMED', 0],
      [`${ids[1]}@chalktalk`, '2027-03-09T23:00:00.000Z', 'CONFIRMED', 0],
      [`${ids[2]}@chalktalk`, '2027-03-16T21:00:00.000Z', 'CONFIRMED', 1],
      [`${ids[3]}@chalktalk`, '2027-03-23T22:00:00.000Z', 'CANCELLED', 1],
    ]);

    const renewed = await h.post(player, 'renewCalendarFeed', { scope: 'TEAM', teamId: team.teamId });
    expect(renewed.body.url).not.toBe(address.body.url);
    expect((await fetchFeed(address.body.url)).status).toBe(404);
    expect((await fetchFeed(renewed.body.url)).status).toBe(200);

    // A member who leaves loses the feed.
    await h.db.query(`DELETE FROM team_member_projections WHERE team_id = $1 AND user_id = $2`, [
      team.teamId,
      player,
    ]);
    expect((await fetchFeed(renewed.body.url)).status).toBe(404);
  });

  it('has an all-teams feed per member and a program feed for program admins only', async () => {
    const programAdmin = aUser();
    const a = await h.team({ programAdminIds: [programAdmin] });
    const b = await h.team({ programId: a.programId, programAdminIds: [programAdmin] });
    const coach = aUser();
    await h.member(a, coach, 'COACH');
    await h.member(b, coach, 'COACH');
    await h.post(a.ownerId, 'saveEvent', { teamId: a.teamId, event: practice });
    await h.post(b.ownerId, 'saveEvent', { teamId: b.teamId, event: { ...practice, date: '2027-03-03' } });
    const all = await h.post(coach, 'getCalendarFeed', { scope: 'ALL' });
    expect(icalJsEvents((await fetchFeed(all.body.url)).body)).toHaveLength(2);
    expect(
      (await h.post(coach, 'getCalendarFeed', { scope: 'PROGRAM', programId: a.programId })).status,
    ).toBe(403);
    const club = await h.post(programAdmin, 'getCalendarFeed', { scope: 'PROGRAM', programId: a.programId });
    const text = (await fetchFeed(club.body.url)).body;
    expect(icalJsEvents(text)).toHaveLength(2);
    expect(text).toContain('SUMMARY:Hawks: Practice');
    expect((await h.post(aUser(), 'getCalendarFeed', { scope: 'TEAM', teamId: a.teamId })).status).toBe(403);
  });
});
