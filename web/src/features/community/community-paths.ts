import type { CommunitySection } from '@chalktalk/domain';

export const SECTION_PATHS: Record<CommunitySection, string> = {
  LATEST: '/community/latest',
  POPULAR: '/community/popular',
  TRENDING: '/community/trending',
};

export const SECTION_TITLES: Record<CommunitySection, string> = {
  LATEST: 'New plays',
  POPULAR: 'Popular plays',
  TRENDING: 'Trending plays',
};

export const communityPlayPath = (id: string) => `/community/play?p=${encodeURIComponent(id)}`;
export const communityProfilePath = (screenName?: string | null) =>
  screenName ? `/community/profile?pr=${encodeURIComponent(screenName)}` : '/community/profile';
