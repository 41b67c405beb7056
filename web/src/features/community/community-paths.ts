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
/** Spec 3 §2: pr = profile id; without one, the user's own profile (or its set-up form). */
export const communityProfilePath = (profileId?: string | null) =>
  profileId ? `/community/profile?pr=${encodeURIComponent(profileId)}` : '/community/profile';
