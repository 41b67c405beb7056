import { Button, Group, Switch, Table, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@chalktalk/domain';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { FormOutcome, type Outcome } from '../../components/FormOutcome';
import { Note } from '../../components/Note';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { PushDeviceCard } from './PushDeviceCard';
import {
  type NotificationSettingsView,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} from './notificationsApi';

const CHANNEL_LABELS: Record<NotificationChannel, string> = { email: 'Email', inApp: 'In-app', push: 'Push' };

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** /profile/settings: notification preferences per kind and channel (ALL is the master switch) and quiet hours. */
export function NotificationSettingsPage() {
  const { data, isLoading, error } = useGetNotificationSettingsQuery();
  return (
    <Page title="Notification settings">
      {error ? <Note>{errorMessage(error)}</Note> : null}
      {isLoading || !data ? null : <SettingsForm data={data} />}
    </Page>
  );
}

function SettingsForm({ data }: { data: NotificationSettingsView }) {
  const [save, { isLoading: saving }] = useSaveNotificationSettingsMutation();
  const [preferences, setPreferences] = useState<NotificationPreferences>(data.preferences);
  const [quiet, setQuiet] = useState(
    data.quietHours
      ? { on: true, ...data.quietHours }
      : { on: false, start: '22:00', end: '07:00', timeZone: browserZone() },
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const isOn = (kind: NotificationKind, channel: NotificationChannel) =>
    preferences[kind]?.[channel] !== false;
  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) => {
    setOutcome(null);
    setPreferences((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }));
  };

  const submit = async () => {
    try {
      await save({
        preferences,
        quietHours: quiet.on ? { start: quiet.start, end: quiet.end, timeZone: quiet.timeZone } : null,
      }).unwrap();
      setOutcome({ ok: true, message: 'Your notification settings were saved.' });
    } catch (failure) {
      setOutcome({ ok: false, message: errorMessage(failure) });
    }
  };

  return (
    <>
      <SectionCard title="What reaches you, and where">
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing="xs" horizontalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Notification</Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Th key={channel} ta="center">
                    {CHANNEL_LABELS[channel]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.kinds.map(({ kind, label }) => {
                const master = kind === 'ALL';
                return (
                  <Table.Tr key={kind}>
                    <Table.Td>
                      <Text size="sm" fw={master ? 700 : 400}>
                        {label}
                      </Text>
                    </Table.Td>
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <Table.Td key={channel}>
                        <Group justify="center">
                          <Switch
                            size="sm"
                            aria-label={`${label}: ${CHANNEL_LABELS[channel]}`}
                            checked={isOn(kind, channel)}
                            disabled={!master && !isOn('ALL', channel)}
                            onChange={(event) => toggle(kind, channel, event.currentTarget.checked)}
                          />
                        </Group>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed" mt="xs">
          Turning a channel off under All notifications turns it off for every kind. Push reaches the browsers
          where you turned it on below.
        </Text>
      </SectionCard>
      <PushDeviceCard />
      <SectionCard title="Quiet hours">
        <Switch
          label="Hold email and push during quiet hours"
          checked={quiet.on}
          onChange={(event) => {
            setOutcome(null);
            setQuiet({ ...quiet, on: event.currentTarget.checked });
          }}
          mb="sm"
        />
        <Group gap="md" align="end">
          <TimeInput
            label="From"
            value={quiet.start}
            disabled={!quiet.on}
            onChange={(event) => setQuiet({ ...quiet, start: event.currentTarget.value })}
          />
          <TimeInput
            label="Until"
            value={quiet.end}
            disabled={!quiet.on}
            onChange={(event) => setQuiet({ ...quiet, end: event.currentTarget.value })}
          />
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          Time zone: {quiet.timeZone}. In-app notifications still arrive, silently; held emails and push go
          out when quiet hours end.
        </Text>
      </SectionCard>
      <FormOutcome outcome={outcome} />
      <Button onClick={() => void submit()} loading={saving}>
        Save
      </Button>
    </>
  );
}
