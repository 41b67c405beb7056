import {
  CommunityPlayPublishedSchema,
  CommunityPlayTakenDownSchema,
  create,
  EventAddedSchema,
  PlayChangedSchema,
  PlayDeletedSchema,
  PlayListingSchema,
  PostAddedSchema,
  RosterEntrySchema,
  RosterPlayerAddedSchema,
  RosterPlayerRemovedSchema,
  ScheduledEventSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { aUser, SearchHarness } from '../harness';

/**
 * The "done": a player types part of a teammate's name, a play name with a typo and a game's opponent and
 * finds each, never anything from another team or an inactive team (Postgres adapter, in-process bus, real events).
 */
describe('search/global and search/community (real Postgres, events in)', () => {
  const h = new SearchHarness();
  beforeAll(() => h.start('search_global'), 120_000);
  afterAll(() => h.stop());

  const rosterEntry = (teamId: string, firstName: string, lastName: string, jersey: string) =>
    create(RosterEntrySchema, { id: randomUUID(), teamId, firstName, lastName, jersey, position: 'center' });

  async function addRoster(teamId: string, firstName: string, lastName: string, jersey: string) {
    const entry = rosterEntry(teamId, firstName, lastName, jersey);
    await h.emit(
      Topics.TeamsRoster,
      teamId,
      RosterPlayerAddedSchema,
      create(RosterPlayerAddedSchema, { entry }),
    );
    return entry.id;
  }

  async function sharePlay(
    ownerId: string,
    name: string,
    listings: { teamId: string; coachOnly?: boolean }[],
    at = new Date(),
  ) {
    const playId = randomUUID();
    await h.emit(
      Topics.PlaybookPlay,
      playId,
      PlayChangedSchema,
      create(PlayChangedSchema, {
        playId,
        playbookId: randomUUID(),
        ownerId,
        name,
        tags: ['zone'],
        sport: 'BASKETBALL_HS',
        changedAt: timestampFromDate(at),
        listings: listings.map((l) =>
          create(PlayListingSchema, {
            teamId: l.teamId,
            playbookId: randomUUID(),
            coachOnly: l.coachOnly ?? false,
          }),
        ),
      }),
    );
    return playId;
  }

  async function addGame(teamId: string, opponent: string) {
    const eventId = randomUUID();
    await h.emit(
      Topics.ScheduleEvent,
      teamId,
      EventAddedSchema,
      create(EventAddedSchema, {
        event: create(ScheduledEventSchema, {
          eventId,
          teamId,
          eventType: 'GAME',
          opponent,
          locationName: 'Riverside Gym',
          startAt: timestampFromDate(new Date('2026-12-01T18:00:00Z')),
        }),
      }),
    );
    return eventId;
  }

  const global = (userId: string, query: string, more: Record<string, string> = {}) =>
    h.get(userId, 'global', { query, ...more });

  /** Waits until the indexers caught up with what was published (the in-process bus delivers asynchronously). */
  const settle = (userId: string, query: string, group: string, count: number) =>
    waitFor(async () => ((await global(userId, query)).body[group].length === count ? true : undefined), {
      what: `${count} ${group} for '${query}'`,
    });

  it('finds a teammate by part of the name, a play despite a typo and a game by its opponent', async () => {
    const coach = aUser();
    const player = aUser();
    const team = await h.team({
      members: { [coach]: 'COACH', [player]: 'PLAYER' },
      flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true },
    });
    await addRoster(team, 'Maya', 'Lopez', '23');
    const playId = await sharePlay(coach, 'Horns Motion', [{ teamId: team }]);
    const eventId = await addGame(team, 'Eagles');
    await settle(player, 'eagles', 'events', 1);

    const byName = await global(player, 'may');
    expect(byName.status).toBe(200);
    expect(byName.body.roster).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        title: 'Maya Lopez',
        jersey: '23',
        highlights: [[0, 4]],
      }),
    ]);
    const byTypo = await global(player, 'motoin');
    expect(byTypo.body.plays).toEqual([
      expect.objectContaining({
        id: playId,
        title: 'Horns Motion',
        own: false,
        teams: [expect.objectContaining({ teamId: team })],
      }),
    ]);
    expect(byTypo.body.plays[0]).not.toHaveProperty('ownerId');
    const byOpponent = await global(player, 'eagles');
    expect(byOpponent.body.events).toEqual([
      expect.objectContaining({ id: eventId, title: 'Game vs Eagles', opponent: 'Eagles', teamId: team }),
    ]);
    expect((await global(player, '23')).body.roster).toHaveLength(1);
  });

  it('groups Posts, Events, Roster, Plays and orders the groups by their best score', async () => {
    const coach = aUser();
    const team = await h.team({ members: { [coach]: 'COACH' } });
    await addRoster(team, 'Press', 'Breaker', '4');
    await sharePlay(coach, 'Press Break', [{ teamId: team }]);
    await h.emit(
      Topics.DocumentsPost,
      team,
      PostAddedSchema,
      create(PostAddedSchema, {
        postId: randomUUID(),
        teamId: team,
        authorId: coach,
        audience: 'TEAM',
        text: 'Watch the film before practice, we work on the press break tomorrow',
      }),
    );
    await settle(coach, 'press break', 'posts', 1);
    await settle(coach, 'press break', 'roster', 1);
    await settle(coach, 'press break', 'plays', 1);
    const answer = (await global(coach, 'press break')).body;
    expect(Object.keys(answer)).toEqual(['posts', 'events', 'roster', 'plays', 'order', 'inactiveTeamIds']);
    expect(answer.plays).toHaveLength(1);
    expect(answer.roster).toHaveLength(1);
    const best = (group: string) => Math.max(...answer[group].map((hit: { score: number }) => hit.score));
    expect(answer.order).toHaveLength(3);
    const scores = answer.order.map(best);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('never answers another team, an inactive team or what the role may not see', async () => {
    const coach = aUser();
    const player = aUser();
    const stranger = aUser();
    const team = await h.team({ members: { [coach]: 'COACH', [player]: 'PLAYER' } });
    const other = await h.team({ members: { [stranger]: 'COACH' } });
    const inactive = await h.team({ paid: false, members: { [player]: 'PLAYER', [coach]: 'ADMIN' } });
    await addRoster(team, 'Quinn', 'Zephyr', '7'); // roster hidden from players without the flag
    // Shared coaches-only by another coach of the team (the owner, not on the team here, always finds their own).
    await sharePlay(aUser(), 'Zephyr Secret', [{ teamId: team, coachOnly: true }]);
    await sharePlay(stranger, 'Zephyr Other', [{ teamId: other }]);
    await sharePlay(coach, 'Zephyr Lapsed', [{ teamId: inactive }], new Date());
    await addGame(inactive, 'Zephyrs');
    await settle(coach, 'zephyr', 'roster', 1);
    await settle(coach, 'zephyr', 'plays', 2);
    await settle(stranger, 'zephyr', 'plays', 1);

    const coachSees = (await global(coach, 'zephyr')).body;
    expect(coachSees.plays.map((p: { title: string }) => p.title).sort()).toEqual([
      'Zephyr Lapsed',
      'Zephyr Secret',
    ]);
    // Zephyr Lapsed is the coach's own play (u: grant), found as theirs; its inactive team is not named.
    expect(coachSees.plays.find((p: { title: string }) => p.title === 'Zephyr Lapsed').teams).toEqual([]);
    expect(coachSees.events).toEqual([]);
    expect(coachSees.inactiveTeamIds).toEqual([inactive]);

    const playerSees = (await global(player, 'zephyr')).body;
    expect(playerSees).toMatchObject({
      posts: [],
      events: [],
      roster: [],
      plays: [],
      inactiveTeamIds: [inactive],
    });
    const strangerSees = (await global(stranger, 'zephyr')).body;
    expect(strangerSees.plays.map((p: { title: string }) => p.title)).toEqual(['Zephyr Other']);
    // teamIds narrows to the listed teams: the inactive one gives nothing, the own plays stay; another team is G004.
    const narrowed = await global(coach, 'zephyr', { teamIds: inactive });
    expect(narrowed.body.plays.map((p: { title: string }) => p.title)).toEqual(['Zephyr Lapsed']);
    expect(narrowed.body.inactiveTeamIds).toEqual([inactive]);
    expect((await global(coach, 'zephyr', { teamIds: other })).body.error.code).toBe('G004');
  });

  it('follows removals and deletions', async () => {
    const coach = aUser();
    const team = await h.team({ members: { [coach]: 'COACH' } });
    const rosterId = await addRoster(team, 'Ulla', 'Vantage', '9');
    const playId = await sharePlay(coach, 'Vantage Point', [{ teamId: team }]);
    await settle(coach, 'vantage', 'plays', 1);
    await h.emit(
      Topics.TeamsRoster,
      team,
      RosterPlayerRemovedSchema,
      create(RosterPlayerRemovedSchema, { teamId: team, rosterId }),
    );
    await h.emit(
      Topics.PlaybookPlay,
      playId,
      PlayDeletedSchema,
      create(PlayDeletedSchema, { playId, deletedAt: timestampFromDate(new Date()) }),
    );
    await settle(coach, 'vantage', 'plays', 0);
    await settle(coach, 'vantage', 'roster', 0);
  });

  it('answers G001 for bad input and G003 without a token', async () => {
    expect((await global(aUser(), 'x'.repeat(201))).body.error.code).toBe('G001');
    expect((await global(aUser(), 'a', { teamIds: 'not-a-uuid' })).body.error.code).toBe('G001');
    expect((await h.get(null, 'global', { query: 'a' })).status).toBe(401);
    // Ids the user cannot reach: a team they are not on, a playbook with nothing of theirs.
    expect((await global(aUser(), 'a', { teamIds: randomUUID() })).body.error.code).toBe('G004');
    expect((await global(aUser(), 'a', { playbookId: randomUUID() })).body.error.code).toBe('G004');
    expect((await global(aUser(), '  ')).body).toMatchObject({
      posts: [],
      events: [],
      roster: [],
      plays: [],
    });
  });

  it('search/community pages published plays for anyone and drops taken-down ones', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const id = randomUUID();
      ids.push(id);
      await h.emit(
        Topics.CommunityPlay,
        id,
        CommunityPlayPublishedSchema,
        create(CommunityPlayPublishedSchema, {
          communityPlayId: id,
          authorId: randomUUID(),
          name: `Quasar Set ${i}`,
          tags: ['quasar'],
          sport: 'BASKETBALL_HS',
          publishedAt: timestampFromDate(new Date()),
        }),
      );
    }
    await waitFor(
      async () =>
        (await h.get(null, 'community', { query: 'quasar' })).body.results === 23 ? true : undefined,
      {
        what: '23 community plays',
      },
    );
    const first = (await h.get(null, 'community', { query: 'quasar' })).body;
    expect(first).toMatchObject({ results: 23, estimatedPages: 2 });
    expect(first.plays).toHaveLength(20);
    const second = (await h.get(null, 'community', { query: 'quasar', page: '2' })).body;
    expect(second.plays).toHaveLength(3);
    expect(new Set([...first.plays, ...second.plays].map((p: { id: string }) => p.id)).size).toBe(23);
    await h.emit(
      Topics.CommunityPlay,
      ids[0]!,
      CommunityPlayTakenDownSchema,
      create(CommunityPlayTakenDownSchema, { communityPlayId: ids[0]!, reason: 'author' }),
    );
    await waitFor(
      async () =>
        (await h.get(null, 'community', { query: 'quasar' })).body.results === 22 ? true : undefined,
      {
        what: 'the taken-down play gone',
      },
    );
    expect((await h.get(null, 'community', { query: '' })).body).toEqual({
      plays: [],
      results: 0,
      estimatedPages: 0,
    });
  });
});
