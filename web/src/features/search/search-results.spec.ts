import { resultGroups } from './search-results';
import type { GlobalSearchAnswer } from './searchApi';

const answer = (): GlobalSearchAnswer => ({
  posts: [],
  events: ['hoops', 'lax'].map((teamId) => ({
    id: `game-${teamId}`,
    title: 'Game vs Wildcats',
    score: 1,
    highlights: [[8, 16]],
    teamId,
    eventType: 'GAME',
    opponent: 'Wildcats',
    locationName: 'Lincoln High Gym',
    startAt: null,
    endAt: null,
    timeZone: 'America/New_York',
    cancelled: false,
  })),
  roster: [],
  plays: [
    {
      id: 'mine',
      title: 'Wildcat Press',
      score: 0.5,
      highlights: [],
      playbookId: 'pb',
      own: true,
      sport: 'BASKETBALL_HS',
      teams: [{ teamId: 'hoops', playbookId: 'team-pb', coachOnly: false }],
    },
  ],
  order: ['events', 'plays'],
  inactiveTeamIds: [],
});

describe('resultGroups', () => {
  it('names the team of each team item when the user has several teams', () => {
    const names = new Map([
      ['hoops', 'Demo Hoops'],
      ['lax', 'Demo Lacrosse'],
    ]);
    const [events, plays] = resultGroups(answer(), names);
    expect(events!.items.map((item) => item.description)).toEqual([
      'Demo Hoops · Lincoln High Gym',
      'Demo Lacrosse · Lincoln High Gym',
    ]);
    // A play of the user's own playbook belongs to no team.
    expect(plays!.items[0]!.description).toBe('My playbook');
  });

  it("names where each play's poster is asked for: the own playbook, or the team a team play is seen in", () => {
    const own = answer();
    const team = { ...own, plays: [{ ...own.plays[0]!, own: false }] };
    expect(resultGroups(own)[1]!.items[0]!.poster).toEqual({ playId: 'mine', where: { playbookId: 'pb' } });
    expect(resultGroups(team)[1]!.items[0]!.poster).toEqual({ playId: 'mine', where: { teamId: 'hoops' } });
  });

  it('leaves the descriptions alone without team names (one team)', () => {
    const [events] = resultGroups(answer());
    expect(events!.items.map((item) => item.description)).toEqual(['Lincoln High Gym', 'Lincoln High Gym']);
  });

  it("shows an event's time as the schedule does: in its team's zone, named, with the year", () => {
    const game = answer();
    game.events = [
      {
        ...game.events[0]!,
        startAt: '2026-12-26T20:00:00.000Z',
        endAt: '2026-12-26T22:00:00.000Z',
        timeZone: 'America/New_York',
      },
      { ...game.events[1]!, startAt: '2026-10-31T19:00:00.000Z', endAt: null, timeZone: 'America/Denver' },
    ];
    const [events] = resultGroups(game);
    expect(events!.items.map((item) => item.description)).toEqual([
      'Sat, Dec 26, 2026 · 3:00 PM – 5:00 PM EST · Lincoln High Gym',
      'Sat, Oct 31, 2026 · 1:00 PM MDT · Lincoln High Gym',
    ]);
  });
});
