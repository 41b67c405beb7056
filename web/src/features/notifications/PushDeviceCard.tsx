import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { FormOutcome, type Outcome } from '../../components/FormOutcome';
import { SectionCard } from '../../components/SectionCard';
import {
  type PushSubscriptionBody,
  useGetPushConfigQuery,
  useRegisterNotificationDeviceMutation,
  useUnregisterNotificationDeviceMutation,
} from './notificationsApi';

const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(padded);
  const key = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) key[i] = raw.charCodeAt(i);
  return key;
}

/** Push on this browser: one device per browser (its push subscription), registered with notifications. */
export function PushDeviceCard() {
  const { data: config } = useGetPushConfigQuery();
  const [register, { isLoading: registering }] = useRegisterNotificationDeviceMutation();
  const [unregister, { isLoading: removing }] = useUnregisterNotificationDeviceMutation();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let alive = true;
    void navigator.serviceWorker.getRegistration().then(async (registration) => {
      const subscription = await registration?.pushManager.getSubscription();
      if (alive) setSubscribed(Boolean(subscription));
    });
    return () => {
      alive = false;
    };
  }, []);

  const turnOn = async () => {
    setOutcome(null);
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setOutcome({ ok: false, message: 'This browser does not allow notifications from this site.' });
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(config!.publicKey!),
      });
      await register({
        ...(subscription.toJSON() as PushSubscriptionBody),
        userAgent: navigator.userAgent.slice(0, 300),
      }).unwrap();
      setSubscribed(true);
      setOutcome({ ok: true, message: 'Push notifications are on for this browser.' });
    } catch (failure) {
      setOutcome({ ok: false, message: errorMessage(failure, 'Push notifications could not be turned on.') });
    }
  };

  const turnOff = async () => {
    setOutcome(null);
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await unregister({ endpoint: subscription.endpoint })
          .unwrap()
          .catch(() => undefined);
        await subscription.unsubscribe();
      }
      setSubscribed(false);
      setOutcome({ ok: true, message: 'Push notifications are off for this browser.' });
    } catch (failure) {
      setOutcome({ ok: false, message: errorMessage(failure) });
    }
  };

  return (
    <SectionCard title="Push on this browser">
      {!pushSupported() || !config?.publicKey ? (
        <Text size="sm" c="dimmed">
          Push notifications are not available{' '}
          {config && !config.publicKey ? 'on this site' : 'in this browser'}.
        </Text>
      ) : (
        <>
          <FormOutcome outcome={outcome} />
          <Group>
            {subscribed ? (
              <Button variant="default" loading={removing} onClick={() => void turnOff()}>
                Turn off push for this browser
              </Button>
            ) : (
              <Button variant="default" loading={registering} onClick={() => void turnOn()}>
                Turn on push for this browser
              </Button>
            )}
          </Group>
        </>
      )}
    </SectionCard>
  );
}
