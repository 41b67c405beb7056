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
  // isUninitialized: at most one call per page visit. Between the call's answer and the profile's refetch the flag
  // still reads off, and a failed or slow refetch must not turn the visit into a stream of calls.
  const [setProfileFlag, { isUninitialized }] = useSetProfileFlagMutation();
  const alreadySet = profile?.profileFlags[flag] === true;
  useEffect(() => {
    if (!when || !profile || alreadySet || !isUninitialized) return;
    void setProfileFlag({ flag, value: true });
  }, [when, profile, alreadySet, isUninitialized, flag, setProfileFlag]);
}
