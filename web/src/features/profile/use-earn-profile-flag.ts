import type { ProfileFlag } from '@chalktalk/domain';
import { useCallback } from 'react';
import { useGetProfileQuery, useSetProfileFlagMutation } from './profileApi';

/**
 * A function that turns an onboarding profile flag on after the deed that earns it (CREATED_FIRST_EVENT after an
 * event is saved): one call the first time, none once the profile says it is on. A failure is left alone: the deed
 * succeeded, and the next one tries again.
 */
export function useEarnProfileFlag(flag: ProfileFlag): () => void {
  const { data: profile } = useGetProfileQuery();
  const [setProfileFlag] = useSetProfileFlagMutation();
  const alreadySet = profile?.profileFlags[flag] === true;
  return useCallback(() => {
    if (!alreadySet) void setProfileFlag({ flag, value: true });
  }, [alreadySet, flag, setProfileFlag]);
}
