import { GUARD_MESSAGES } from '@chalktalk/domain';
import { useAppSelector } from '../../app/hooks';
import { selectSessionStatus } from '../auth/authSlice';
import { useGetCommunityProfileQuery } from './communityApi';

export type ContributorState =
  | { kind: 'loading' }
  | { kind: 'signedOut'; prompt: string }
  | { kind: 'noProfile'; prompt: string }
  | { kind: 'ready'; screenName: string; profileId: string };

/**
 * Spec 3 §4: contributing (likes, comments, profile set-up) needs a sign-up, then a community profile; without
 * them the page shows the spec's prompt instead of calling.
 */
export function useContributor(): ContributorState {
  const session = useAppSelector(selectSessionStatus);
  const mine = useGetCommunityProfileQuery({}, { skip: session !== 'signedIn' });
  if (session === 'restoring') return { kind: 'loading' };
  if (session === 'signedOut') return { kind: 'signedOut', prompt: GUARD_MESSAGES.needSignUpToContribute };
  if (!mine.data) return { kind: 'loading' };
  if (!mine.data.profile) return { kind: 'noProfile', prompt: GUARD_MESSAGES.needProfileToContribute };
  return { kind: 'ready', screenName: mine.data.profile.screenName, profileId: mine.data.profile.uid };
}
