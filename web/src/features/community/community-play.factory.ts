import type { CommunityPlaySummary } from './communityApi';

/** A community play summary for the page tests (a basketball play by CoachK unless overridden). */
export function communityPlaySummary(overrides: Partial<CommunityPlaySummary> = {}): CommunityPlaySummary {
  return {
    id: 'cp-1',
    name: 'Horns',
    description: '',
    tags: [],
    sport: 'BASKETBALL_HS',
    authorScreenName: 'CoachK',
    authorProfileId: 'profile-coachk',
    programId: null,
    publishedAt: '2026-11-20T10:00:00.000Z',
    likes: 0,
    comments: 0,
    copies: 0,
    views: 0,
    ...overrides,
  };
}
