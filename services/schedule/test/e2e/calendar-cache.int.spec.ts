import { zonedInstant } from '@chalktalk/domain';
import { randomUUID } from 'node:crypto';
import { CalendarReader } from '../../src/events/calendar-reader';
import { EventsRepository } from '../../src/events/events.repository';
import { aUser, ScheduleHarness, type TestTeam } from '../harness';

/**
 * The month calendar read through per-team fragments kept in memory and validated against the teams' versions in
 * Postgres (src/events/calendar-reader.ts, migration 1764900000700): every answer must be byte for byte what the one
 * month statement (CALENDAR_CELLS_SQL, no cache) answers for the same state, whatever changed in between, and
 * authorization is checked before the cache on every call.
 */
const NY = 'America/New_York';
const MONTH = '2027-06';
/** The service's window for June 2027 in New York: a week either side of the month, from local midnight. */
const FROM = zonedInstant('2027-05-25', '00:00', NY);
const TO = zonedInstant('2027-07-08', '00:00', NY);

const h = new ScheduleHarness();
let repository: EventsRepository;
let reader: CalendarReader;
let fragmentReads: jest.SpyInstance;

beforeAll(async () => {
  await h.start('schedule_calendar_cache_int');
  repository = h.app.get(EventsRepository);
  reader = h.app.get(CalendarReader);
  fragmentReads = jest.spyOn(repository, 'calendarFragmentRows');
}, 120_000);

afterAll(() => h.stop());

beforeEach(() => fragmentReads.mockClear());

interface Club {
  programId: string;
  admin: string;
  teams: TestTeam[];
  players: string[][];
  events: string[][];
}

/** A program of three teams with events in June (a game, a practice at a place, a custom type) and answers. */
async function aClub(): Promise<Club> {
  const programId = randomUUID();
  const admin = aUser();
  const club: Club = { programId, admin, teams: [], players: [], events: [] };
  for (let i = 0; i < 3; i++) {
    const team = await h.team({ programId, programAdminIds: [admin], timeZone: NY });
    const players = [aUser(), aUser()];
    for (const player of players) await h.member(team, player, 'PLAYER');
    const type = await h.post(team.ownerId, 'saveCustomEventType', {
      teamId: team.teamId,
      name: `Film ${i}`,
      color: '#112233',
    });
    const saved = await h.post(team.ownerId, 'createBulkEvents', {
      teamId: team.teamId,
      eventDefs: [
        {
          eventType: 'GAME',
          date: '2027-06-02',
          startTime: '15:00',
          endTime: '17:00',
          opponent: `Tigers ${i}`,
        },
        // The same start in every team: the merge orders them by id, as the statement does.
        {
          eventType: 'PRACTICE',
          date: '2027-06-03',
          startTime: '18:00',
          endTime: '19:30',
          location: { name: 'Gym' },
        },
        {
          eventType: 'CUSTOM',
          customTypeId: type.body.customType.id,
          title: `Tape "${i}"`,
          date: '2027-06-1' + i,
          startTime: '20:00',
          endTime: '21:00',
        },
      ],
    });
    expect(saved.status).toBe(200);
    const events = (saved.body.events as { id: string }[]).map((e) => e.id);
    await h.post(players[0]!, 'updateRSVP', { teamId: team.teamId, eventIds: events, status: 'GOING' });
    await h.post(players[1]!, 'updateRSVP', {
      teamId: team.teamId,
      eventIds: [events[0]],
      status: 'NOTGOING',
    });
    club.teams.push(team);
    club.players.push(players);
    club.events.push(events);
  }
  return club;
}

/** The events array's text of an answer, as sent (the answer ends with it: `…,"events":[…]}`). */
function eventsText(raw: Buffer): string {
  const text = raw.toString('utf8');
  return text.slice(text.indexOf(',"events":') + ',"events":'.length, -1);
}

/** The one statement's cells for the same caller, teams and window: the uncached answer. */
function reference(userId: string, teamIds: string[]): Promise<string> {
  return repository.calendarCellsJson(teamIds, FROM, TO, userId, NY);
}

async function clubMonth(club: Club) {
  const answer = await h.get(club.admin, 'getCalendar', { programId: club.programId, month: MONTH });
  expect(answer.status).toBe(200);
  return answer;
}

/** Reads the club month and checks it against the uncached statement; answers the teams read from Postgres. */
async function expectClubMonthFresh(club: Club, teams = club.teams): Promise<string[][]> {
  fragmentReads.mockClear();
  const answer = await clubMonth(club);
  expect(eventsText(answer.raw)).toBe(
    await reference(
      club.admin,
      teams.map((t) => t.teamId),
    ),
  );
  return fragmentReads.mock.calls.map((call) => call[0] as string[]);
}

it('answers byte for byte what the one statement answers, from memory on the next read', async () => {
  const club = await aClub();
  const first = await expectClubMonthFresh(club);
  expect(first).toEqual([club.teams.map((t) => t.teamId)]);
  const body = (await clubMonth(club)).body;
  expect(body.events).toHaveLength(9);
  expect(body.teams).toEqual(Object.fromEntries(club.teams.map((t) => [t.teamId, { name: 'Hawks' }])));
  // Nothing changed: every team's cells came from memory.
  expect(await expectClubMonthFresh(club)).toEqual([]);
  // A single team's calendar takes the same path (its own fragment: another caller, another zone key).
  const owner = club.teams[1]!.ownerId;
  const one = await h.get(owner, 'getCalendar', { teamId: club.teams[1]!.teamId, month: MONTH });
  expect(eventsText(one.raw)).toBe(await reference(owner, [club.teams[1]!.teamId]));
  fragmentReads.mockClear();
  await h.get(owner, 'getCalendar', { teamId: club.teams[1]!.teamId, month: MONTH });
  expect(fragmentReads).not.toHaveBeenCalled();
});

it('shows every change at the next read, reading again only the team that changed', async () => {
  const club = await aClub();
  await expectClubMonthFresh(club);
  const [team] = club.teams as [TestTeam];
  const [game, practice, custom] = club.events[0] as [string, string, string];
  const onlyTeam = [[team.teamId]];
  const change = async (work: () => Promise<unknown>) => {
    await work();
    expect(await expectClubMonthFresh(club)).toEqual(onlyTeam);
  };
  const saveGame = (extra: Record<string, unknown>) =>
    h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      eventId: game,
      event: { eventType: 'GAME', date: '2027-06-02', startTime: '15:00', endTime: '17:00', ...extra },
    });

  await change(() => saveGame({ opponent: 'Lions', title: 'Rivalry' }));
  await change(() => saveGame({ opponent: 'Lions', date: '2027-06-04' }));
  await change(() => saveGame({ opponent: 'Lions', cancelled: true }));
  await change(() => h.post(team.ownerId, 'deleteEvent', { teamId: team.teamId, eventId: practice }));
  await change(() =>
    h.post(team.ownerId, 'saveEvent', {
      teamId: team.teamId,
      event: { eventType: 'SCRIMMAGE', date: '2027-06-20', startTime: '10:00', endTime: '11:00' },
    }),
  );
  const type = (await h.get(team.ownerId, 'getCustomEventTypes', { teamId: team.teamId })).body
    .customTypes[0];
  await change(() =>
    h.post(team.ownerId, 'saveCustomEventType', {
      teamId: team.teamId,
      id: type.id,
      name: 'Video',
      color: '#445566',
    }),
  );
  // Anyone's answer changes the counts.
  await change(() =>
    h.post(club.players[0]![1]!, 'updateRSVP', { teamId: team.teamId, eventIds: [custom], status: 'MAYBE' }),
  );
  await change(() => h.post(team.ownerId, 'deleteCustomEventType', { teamId: team.teamId, id: type.id }));
  // Whatever writes the rows (a bulk load, a script) is seen too: the versions are kept by triggers.
  await change(() =>
    h.db.query(`UPDATE schedule_events SET title = 'Renamed in SQL' WHERE id = $1`, [custom]),
  );
  expect(JSON.parse((await reference(club.admin, [team.teamId])) as string)).toContainEqual(
    expect.objectContaining({
      id: custom,
      title: 'Renamed in SQL',
      rsvpCounts: { GOING: 1, MAYBE: 1, NOTGOING: 0 },
    }),
  );
});

it("shows the caller's own answer at the next read, and never another caller's", async () => {
  const club = await aClub();
  const [team] = club.teams as [TestTeam];
  const [first, second] = club.players[0] as [string, string];
  const [game, practice] = club.events[0] as [string, string];
  const month = async (userId: string) => {
    const answer = await h.get(userId, 'getCalendar', { teamId: team.teamId, month: MONTH });
    expect(answer.status).toBe(200);
    expect(eventsText(answer.raw)).toBe(await reference(userId, [team.teamId]));
    return answer.body.events as { id: string; myRsvp?: string }[];
  };
  const mine = (events: { id: string; myRsvp?: string }[], id: string) =>
    events.find((e) => e.id === id)?.myRsvp;
  expect(mine(await month(first), game)).toBe('GOING');
  expect(mine(await month(second), game)).toBe('NOTGOING');
  expect(mine(await month(second), practice)).toBeUndefined();

  await h.post(first, 'updateRSVP', { teamId: team.teamId, eventIds: [game], status: 'MAYBE' });
  expect(mine(await month(first), game)).toBe('MAYBE');
  expect(mine(await month(second), game)).toBe('NOTGOING');
  // The program admin's club month never carries a player's answer.
  const club1 = (await clubMonth(club)).body.events as { id: string; myRsvp?: string }[];
  expect(club1.every((e) => e.myRsvp === undefined)).toBe(true);
  // A coach answers for the second player (an answer taken by phone): that player's next read shows it.
  await h.post(team.ownerId, 'updateRSVP', {
    teamId: team.teamId,
    eventIds: [practice],
    status: 'GOING',
    forUserId: second,
  });
  expect(mine(await month(second), practice)).toBe('GOING');
  expect(mine(await month(first), practice)).toBe('GOING');
});

it('checks access before the cache: a team leaving the program, a program admin or a member losing access', async () => {
  const club = await aClub();
  const [leaving, staying] = club.teams as [TestTeam, TestTeam];
  const player = club.players[1]![0]!;
  await expectClubMonthFresh(club);
  expect((await h.get(player, 'getCalendar', { teamId: staying.teamId, month: MONTH })).status).toBe(200);

  await h.db.query(`UPDATE team_projections SET program_id = $2 WHERE team_id = $1`, [
    leaving.teamId,
    randomUUID(),
  ]);
  const rest = club.teams.slice(1);
  expect(await expectClubMonthFresh(club, rest)).toEqual([]);
  const body = (await clubMonth(club)).body;
  expect(Object.keys(body.teams).sort()).toEqual(rest.map((t) => t.teamId).sort());
  expect(body.events.some((e: { teamId: string }) => e.teamId === leaving.teamId)).toBe(false);

  await h.db.query(`UPDATE team_projections SET program_admin_ids = '{}' WHERE program_id = $1`, [
    club.programId,
  ]);
  expect((await h.get(club.admin, 'getCalendar', { programId: club.programId, month: MONTH })).status).toBe(
    403,
  );

  await h.member(staying, player, 'PLAYER', { pending: true });
  const pending = await h.get(player, 'getCalendar', { teamId: staying.teamId, month: MONTH });
  expect(pending.status).toBe(403);
  expect(pending.error?.code).toBe('G003');
  await h.db.query(`DELETE FROM team_member_projections WHERE team_id = $1 AND user_id = $2`, [
    staying.teamId,
    player,
  ]);
  expect(
    (await h.get(player, 'getCalendar', { teamId: staying.teamId, month: MONTH })).status,
  ).toBeGreaterThanOrEqual(400);
});

it('keeps each team a version that moves on with every statement that touches its cells', async () => {
  const club = await aClub();
  const teamIds = club.teams.map((t) => t.teamId);
  const before = await repository.calendarVersions(teamIds);
  expect(before.size).toBe(3);
  await h.db.query(`UPDATE schedule_events SET title = title WHERE team_id = $1`, [teamIds[2]]);
  const after = await repository.calendarVersions(teamIds);
  expect(after.get(teamIds[0]!)).toBe(before.get(teamIds[0]!));
  expect(BigInt(after.get(teamIds[2]!)!)).toBeGreaterThan(BigInt(before.get(teamIds[2]!)!));
  // A team that never had an event has no version; its empty fragment is cached as such.
  const empty = await h.team({ timeZone: NY });
  const readEmptyTeam = () =>
    reader.cellsJson({ teamIds: [empty.teamId], from: FROM, to: TO, userId: empty.ownerId, timeZone: NY });
  expect((await repository.calendarVersions([empty.teamId])).size).toBe(0);
  expect(await readEmptyTeam()).toBe('[]');
  fragmentReads.mockClear();
  expect(await readEmptyTeam()).toBe('[]');
  expect(fragmentReads).not.toHaveBeenCalled();
  await h.post(empty.ownerId, 'saveEvent', {
    teamId: empty.teamId,
    event: { eventType: 'PRACTICE', date: '2027-06-08', startTime: '18:00', endTime: '19:00' },
  });
  expect(await readEmptyTeam()).toBe(await reference(empty.ownerId, [empty.teamId]));
  expect(JSON.parse(await readEmptyTeam())).toHaveLength(1);
});

it('migrates the versions down and up again, every team with events starting with a new version', async () => {
  const club = await aClub();
  const teamIds = club.teams.map((t) => t.teamId);
  const names = h.db.migrations.map((migration) => migration.name);
  const versions = names.indexOf('ScheduleCalendarVersions1764900000700');
  expect(versions).toBeGreaterThanOrEqual(0);
  const before = await repository.calendarVersions(teamIds);
  // Down to the calendar versions: the migrations that came after them go down first and up again with them.
  for (let undone = names.length; undone > versions; undone--) await h.db.undoLastMigration();
  expect(await h.db.query(`SELECT to_regclass('team_calendar_versions') AS t`)).toEqual([{ t: null }]);
  await h.db.runMigrations();
  const after = await repository.calendarVersions(teamIds);
  expect(after.size).toBe(3);
  // The sequence made again starts past every version handed out before: no fragment kept is valid by accident.
  for (const teamId of teamIds)
    expect(BigInt(after.get(teamId)!)).toBeGreaterThan(BigInt(before.get(teamId)!));
  expect(await reader.cellsJson({ teamIds, from: FROM, to: TO, userId: club.admin, timeZone: NY })).toBe(
    await reference(club.admin, teamIds),
  );
});
