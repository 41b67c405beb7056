import type { ProfileFlag } from '@chalktalk/domain';
import { useEffect } from 'react';
import { useGetProfileQuery, useSetProfileFlagMutation } from './profileApi';

/**
 * Sets an onboarding profile flag the first time a page is seen (VIEWED_PLAYBOOK on the team playbook,
 * VIEWED_SCHEDULE on the schedule): once the profile has loaded and only while the flag is still off, so a visit
 * costs no call after the first. `when` false (a personal view, a page still loading) waits.
 */
export function useProfileFlagOnView(flag: ProfileFlag, when = true): void {
  const { data: profile } = useGetProfileQuery();
  const [setProfileFlag, { isLoading, isError }] = useSetProfileFlagMutation();
  const alreadySet = profile?.profileFlags[flag] === true;
  useEffect(() => {
    if (!when || !profile || alreadySet || isLoading || isError) return;
    void setProfileFlag({ flag, value: true });
  }, [when, profile, alreadySet, isLoading, isError, flag, setProfileFlag]);
}
