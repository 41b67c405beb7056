import { aUser, ScheduleHarness } from '../harness';

describe('place search (real Postgres, embedded offline gazetteer)', () => {
  const h = new ScheduleHarness();
  beforeAll(() => h.start('schedule_places'), 120_000);
  afterAll(() => h.stop());

  it('answers the team saved places first, then US places, 5 at most; editors only', async () => {
    const team = await h.team();
    const player = await h.member(team, aUser(), 'PLAYER');
    await h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      event: {
        eventType: 'GAME',
        date: '2027-04-10',
        startTime: '15:00',
        endTime: '17:00',
        location: { name: 'Boston Latin Gym', lat: 42.34, lng: -71.1 },
      },
    });
    const found = await h.get(team.ownerId, 'searchPlaces', { teamId: team.teamId, q: 'Boston' });
    expect(found.status).toBe(200);
    expect(found.body.places).toHaveLength(5);
    expect(found.body.places[0]).toMatchObject({ name: 'Boston Latin Gym', saved: true, lat: 42.34 });
    expect(found.body.places[1]).toMatchObject({ name: 'Boston, MA', saved: false });
    expect((await h.get(team.ownerId, 'searchPlaces', { teamId: team.teamId, q: 'B' })).status).toBe(400);
    expect((await h.get(player, 'searchPlaces', { teamId: team.teamId, q: 'Boston' })).status).toBe(403);
  });
});
