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

  it('leaves the descriptions alone without team names (one team)', () => {
    const [events] = resultGroups(answer());
    expect(events!.items.map((item) => item.description)).toEqual(['Lincoln High Gym', 'Lincoln High Gym']);
  });
});
