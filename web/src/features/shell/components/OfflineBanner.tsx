import { Alert } from '@mantine/core';
import { OFFLINE_MESSAGES, TIMINGS } from '@chalktalk/domain';
import { useEffect, useState } from 'react';

/** Spec 1 §9: the back-online banner shows for 3 seconds. */
export const BACK_ONLINE_MS = TIMINGS.backOnlineBannerMs;

type Connectivity = 'online' | 'offline' | 'backOnline';

/** Spec 1 §2/§4: follows the browser's online and offline events. */
export function OfflineBanner() {
  const [state, setState] = useState<Connectivity>(() => (navigator.onLine ? 'online' : 'offline'));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOffline = () => {
      clearTimeout(timer);
      setState('offline');
    };
    const onOnline = () => {
      clearTimeout(timer);
      setState((previous) => (previous === 'offline' ? 'backOnline' : previous));
      timer = setTimeout(() => setState('online'), BACK_ONLINE_MS);
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  if (state === 'online') return null;
  return (
    <Alert
      role="status"
      radius={0}
      variant="filled"
      color={state === 'offline' ? 'gray.8' : 'green.8'}
      pos="sticky"
      top={0}
      style={{ zIndex: 500, textAlign: 'center' }}
      p="xs"
    >
      {state === 'offline' ? OFFLINE_MESSAGES.banner : OFFLINE_MESSAGES.backOnline}
    </Alert>
  );
}
