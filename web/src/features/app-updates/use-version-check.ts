import { APP_VERSION, TIMINGS } from '@chalktalk/domain';
import { useEffect, useState } from 'react';
import { appUpdates } from './app-updates';
import { useGetVersionQuery } from './mainApi';

/** The first check waits this long, so it never competes with the first load of the page. */
export const FIRST_VERSION_CHECK_MS = 30_000;

/**
 * Asks main/version hourly while the tab has focus (spec 1 §9 data polling) and on focus; a server running
 * another version than this app was built as means a new release is out.
 */
export function useVersionCheck(firstCheckAfterMs = FIRST_VERSION_CHECK_MS): void {
  const [started, setStarted] = useState(firstCheckAfterMs <= 0);
  useEffect(() => {
    if (started) return;
    const timer = setTimeout(() => setStarted(true), firstCheckAfterMs);
    return () => clearTimeout(timer);
  }, [started, firstCheckAfterMs]);
  const { data } = useGetVersionQuery(undefined, {
    skip: !started,
    pollingInterval: TIMINGS.pollIntervalMs,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  useEffect(() => {
    if (data && data.version !== APP_VERSION) appUpdates.reportNewVersion();
  }, [data]);
}
