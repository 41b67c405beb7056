import type { EventHit, GlobalSearchAnswer, PlayHit, RosterHit } from './searchApi';

/** Builders of search/global answers for the web tests: each hit a plausible one, the test names what matters. */
export function eventHit(overrides: Partial<EventHit> = {}): EventHit {
  return {
    id: 'ev-1',
    title: 'Game vs Eagles',
    score: 1.2,
    highlights: [[8, 14]],
    teamId: 'team-1',
    eventType: 'GAME',
    opponent: 'Eagles',
    locationName: 'Riverside Gym',
    startAt: null,
    endAt: null,
    timeZone: 'America/New_York',
    cancelled: false,
    ...overrides,
  };
}

export function rosterHit(overrides: Partial<RosterHit> = {}): RosterHit {
  return {
    id: 'r-1',
    title: 'Eagle Eye Smith',
    score: 2.5,
    highlights: [[0, 5]],
    teamId: 'team-1',
    jersey: '23',
    position: 'center',
    ...overrides,
  };
}

export function playHit(overrides: Partial<PlayHit> = {}): PlayHit {
  return {
    id: 'p-1',
    title: 'Eagle Cut',
    score: 0.9,
    highlights: [[0, 5]],
    playbookId: 'my-book',
    own: true,
    sport: 'BASKETBALL_HS',
    teams: [],
    ...overrides,
  };
}

/** An answer with these groups; `order` (best group first) is the test's to give, as the service's is. */
export function searchAnswer(parts: Partial<GlobalSearchAnswer> = {}): GlobalSearchAnswer {
  return { posts: [], events: [], roster: [], plays: [], order: [], inactiveTeamIds: [], ...parts };
}
