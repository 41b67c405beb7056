import {
  fromBinary,
  PracticePhaseSchema,
  ScoutingReportPublishedSchema,
  timestampDate,
} from '@chalktalk/contracts';
import { EnvelopeSchema, EventUpdatedSchema } from '@chalktalk/contracts';
import { aUser, ScheduleHarness } from '../harness';

const unwrap = (payload: Buffer) => fromBinary(EnvelopeSchema, payload).payload;

describe('scouting reports (real Postgres)', () => {
  const h = new ScheduleHarness();
  beforeAll(() => h.start('schedule_scouting'), 120_000);
  afterAll(() => h.stop());

  const game = {
    eventType: 'GAME',
    date: '2027-03-20',
    startTime: '19:00',
    endTime: '21:00',
    opponent: 'Eagles',
  };
  const report = {
    ncaaYear: 2022,
    stats: { games: 20, points: 1400, pointsAllowed: 1250, fgMade: 500, fgAttempted: 1100, turnovers: 240 },
    personnel: [
      {
        jersey: '23',
        name: 'Jordan Eagle',
        position: 'point guard',
        matchup: 'Sam',
        description: 'Drives left',
        stats: '18.2 ppg',
        filmUrl: 'https://video.example/eagle23',
      },
    ],
    summary: 'Pressure the ball',
  };

  it('lets coaches draft and publish; players read it only once published; publishing tells the team', async () => {
    const team = await h.team();
    const player = await h.member(team, aUser(), 'PLAYER');
    const event = (await h.post(team.ownerId, 'saveEvent', { teamId: team.teamId, event: game })).body.event;

    const empty = await h.get(team.ownerId, 'getScoutingReport', { teamId: team.teamId, eventId: event.id });
    expect(empty.body).toMatchObject({
      report: null,
      canEdit: true,
      sport: 'basketball',
      ncaaYearDefault: 2022,
    });

    expect(
      (await h.post(player, 'saveScoutingReport', { teamId: team.teamId, eventId: event.id, report })).status,
    ).toBe(403);
    const saved = await h.post(team.ownerId, 'saveScoutingReport', {
      teamId: team.teamId,
      eventId: event.id,
      report,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Scouting report saved');
    const figure = (key: string) => saved.body.report.figures.find((f: { key: string }) => f.key === key);
    expect(figure('pointsPerGame').display).toBe('70.0');
    expect(figure('fgPct').display).toBe('45.5%');
    expect(figure('turnovers').lowerIsBetter).toBe(true);
    expect(saved.body.report.quickStats).toHaveLength(5);
    expect(saved.body.report.personnel[0]).toEqual(report.personnel[0]);

    // A draft is the coaches' own.
    const draftForPlayer = await h.get(player, 'getScoutingReport', {
      teamId: team.teamId,
      eventId: event.id,
    });
    expect(draftForPlayer.body).toMatchObject({ report: null, canEdit: false });
    expect((await h.outbox(team.teamId)).map((m) => m.type)).toEqual(['EventAdded']);

    expect(
      (await h.post(player, 'publishScoutingReport', { teamId: team.teamId, eventId: event.id })).status,
    ).toBe(403);
    const published = await h.post(team.ownerId, 'publishScoutingReport', {
      teamId: team.teamId,
      eventId: event.id,
    });
    expect(published.body).toMatchObject({
      message: 'Scouting report published',
      report: { published: true },
    });
    const read = await h.get(player, 'getScoutingReport', { teamId: team.teamId, eventId: event.id });
    expect(read.body.report.summary).toBe('Pressure the ball');

    const out = await h.outbox(team.teamId);
    expect(out.map((m) => m.type)).toEqual(['EventAdded', 'ScoutingReportPublished']);
    const message = fromBinary(ScoutingReportPublishedSchema, unwrap(out[1]!.payload));
    expect(message).toMatchObject({
      eventId: event.id,
      teamId: team.teamId,
      name: 'Scouting report: Eagles',
      opponent: 'Eagles',
      actor: team.ownerId,
      firstPublish: true,
    });
    expect(timestampDate(message.eventStartAt!).toISOString()).toBe(event.eventDate);

    // Publishing again after an edit tells the team again, marked as not the first.
    await h.post(team.ownerId, 'saveScoutingReport', {
      teamId: team.teamId,
      eventId: event.id,
      report: { ...report, summary: 'Switch everything' },
    });
    await h.post(team.ownerId, 'publishScoutingReport', { teamId: team.teamId, eventId: event.id });
    const again = (await h.outbox(team.teamId)).at(-1)!;
    expect(fromBinary(ScoutingReportPublishedSchema, unwrap(again.payload)).firstPublish).toBe(false);

    // The report goes with its event.
    await h.post(team.ownerId, 'deleteEvent', { teamId: team.teamId, eventId: event.id });
    const count = await h.db.query(`SELECT count(*)::int AS n FROM scouting_reports WHERE event_id = $1`, [
      event.id,
    ]);
    expect(count[0].n).toBe(0);
  });

  it('refuses reports for practices, stats of another sport, bad film links, and publishing before saving', async () => {
    const team = await h.team();
    const practice = (
      await h.post(team.ownerId, 'saveEvent', {
        teamId: team.teamId,
        event: { ...game, eventType: 'PRACTICE' },
      })
    ).body.event;
    const onPractice = await h.post(team.ownerId, 'saveScoutingReport', {
      teamId: team.teamId,
      eventId: practice.id,
      report,
    });
    expect(onPractice.status).toBe(400);
    expect(onPractice.body.error.message).toBe('Scouting reports are for games');

    const event = (await h.post(team.ownerId, 'saveEvent', { teamId: team.teamId, event: game })).body.event;
    const lacrosse = await h.post(team.ownerId, 'saveScoutingReport', {
      teamId: team.teamId,
      eventId: event.id,
      report: { ...report, stats: { faceoffsWon: 3 } },
    });
    expect(lacrosse.status).toBe(400);
    const film = await h.post(team.ownerId, 'saveScoutingReport', {
      teamId: team.teamId,
      eventId: event.id,
      report: { ...report, personnel: [{ ...report.personnel[0], filmUrl: 'javascript:alert(1)' }] },
    });
    expect(film.status).toBe(400);
    const early = await h.post(team.ownerId, 'publishScoutingReport', {
      teamId: team.teamId,
      eventId: event.id,
    });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe('Save the scouting report before publishing it');
  });

  it('reads the lacrosse stats and the 2021 NCAA year default for a lacrosse team', async () => {
    const team = await h.team();
    await h.db.query(`UPDATE team_projections SET sport = 'LACROSSE_MENS' WHERE team_id = $1`, [team.teamId]);
    const event = (await h.post(team.ownerId, 'saveEvent', { teamId: team.teamId, event: game })).body.event;
    const empty = await h.get(team.ownerId, 'getScoutingReport', { teamId: team.teamId, eventId: event.id });
    expect(empty.body).toMatchObject({ sport: 'lacrosse', ncaaYearDefault: 2021 });
    const saved = await h.post(team.ownerId, 'saveScoutingReport', {
      teamId: team.teamId,
      eventId: event.id,
      report: { ...report, ncaaYear: 2021, stats: { penaltySeconds: 725, faceoffsWon: 12, faceoffsLost: 8 } },
    });
    const figures = saved.body.report.figures as { key: string; display: string }[];
    expect(figures.find((f) => f.key === 'penaltyMinutes')!.display).toBe('12:05');
    expect(figures.find((f) => f.key === 'faceoffPct')!.display).toBe('60.0%');
  });

  it('carries a practice plan as timed phases in the practice-plan event', async () => {
    const team = await h.team();
    const practice = (
      await h.post(team.ownerId, 'saveEvent', {
        teamId: team.teamId,
        event: { eventType: 'PRACTICE', date: '2027-03-16', startTime: '18:00', endTime: '19:30' },
      })
    ).body.event;
    await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: practice.id,
      event: {
        eventType: 'PRACTICE',
        date: '2027-03-16',
        startTime: '18:00',
        endTime: '19:30',
        practicePlan: {
          sections: [
            { title: 'Warm-up', minutes: 15 },
            { title: 'Shell drill', minutes: 30 },
          ],
        },
      },
    });
    const out = await h.outbox(team.teamId);
    const updated = fromBinary(EventUpdatedSchema, unwrap(out.at(-1)!.payload));
    expect(updated.changedFields).toContain('practicePlan');
    const phases = updated.event!.practicePhases;
    expect(phases.map((p) => [p.name, p.startOffsetMinutes, p.minutes])).toEqual([
      ['Warm-up', 0, 15],
      ['Shell drill', 15, 30],
    ]);
    // 18:15 in New York after the March change is 22:15Z.
    expect(timestampDate(phases[1]!.startAt!).toISOString()).toBe('2027-03-16T22:15:00.000Z');
    expect(PracticePhaseSchema.typeName).toBe('chalktalk.schedule.v1.PracticePhase');
  });
});
