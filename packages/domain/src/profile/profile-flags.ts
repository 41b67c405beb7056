import { isOneOf } from '../shared/one-of';

/** Profile flags; most record onboarding checklist progress. */
export const PROFILE_FLAGS = [
  'CREATED_FIRST_PLAY',
  'SHARED_SOCIAL',
  'FOLLOWED_SOCIAL',
  'VIEWED_PLAYBOOK',
  'VIEWED_SCHEDULE',
  'INVITED_TEAM',
  'CREATED_FIRST_EVENT',
  'SHARED_PLAY_TEAM',
  'DOWNLOADED_APP',
  'HIDE_PROFILE_SETUP',
  'HAS_COMMUNITY_PROFILE',
] as const;
export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

export const isProfileFlag = (candidate: unknown): candidate is ProfileFlag =>
  isOneOf(PROFILE_FLAGS, candidate);
