import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectRestoreRetryAt } from './authSlice';

/** Whole seconds left until `at` (epoch ms), never below 0. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * While the session restore waits out the gateway's request budget (a 429 with its Retry-After, up to a minute),
 * the guards would show nothing: this says why and counts down to the next try. Not in the spec; ours: a school
 * network where a whole team shares one address meets the budget at practice time.
 */
export function RestoreWaitNotice() {
  const retryAt = useAppSelector(selectRestoreRetryAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (retryAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [retryAt]);
  if (retryAt === null) return null;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text ta="center">
          Too many requests from your network just now. Signing you in again in {secondsUntil(retryAt, now)}{' '}
          s.
        </Text>
      </Stack>
    </Center>
  );
}
