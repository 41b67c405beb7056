import {
  Anchor,
  Button,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/FormOutcome';
import { useConfirm } from '../../../components/use-confirm';
import { usePhoneLayout } from '../../../theme/use-phone-layout';
import { useGetCalendarFeedMutation, useRenewCalendarFeedMutation } from '../scheduleApi';

type Scope = 'TEAM' | 'ALL';

/** The member's private calendar address (this team, or all their teams), to subscribe to; renewable. */
export function CalendarFeedDialog(props: { teamId: string; opened: boolean; onClose: () => void }) {
  const { teamId, opened, onClose } = props;
  const phone = usePhoneLayout();
  const confirm = useConfirm();
  const [scope, setScope] = useState<Scope>('TEAM');
  const [address, setAddress] = useState<{ url: string; webcalUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [getFeed, getting] = useGetCalendarFeedMutation();
  const [renewFeed, renewing] = useRenewCalendarFeedMutation();
  const args = (s: Scope) => (s === 'TEAM' ? { scope: s, teamId } : { scope: s });

  const load = async (s: Scope, renew = false) => {
    setError(null);
    try {
      setAddress(await (renew ? renewFeed(args(s)) : getFeed(args(s))).unwrap());
    } catch (e) {
      setError((e as { message?: string }).message ?? 'The calendar address could not be made.');
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Calendar feed"
      fullScreen={phone}
    >
      <Stack gap="sm">
        <Text size="sm">
          Subscribe to your schedule in Google Calendar, Apple Calendar or Outlook. The address is private:
          anyone with it sees the events.
        </Text>
        <SegmentedControl
          aria-label="Which events"
          value={scope}
          onChange={(value) => {
            setScope(value as Scope);
            setAddress(null);
          }}
          data={[
            { value: 'TEAM', label: 'This team' },
            { value: 'ALL', label: 'All my teams' },
          ]}
        />
        <FormError message={error} />
        {!address ? (
          <Button onClick={() => load(scope)} loading={getting.isLoading} style={{ alignSelf: 'flex-start' }}>
            Show my calendar address
          </Button>
        ) : (
          <>
            <TextInput
              label="Calendar address"
              value={address.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="xs" wrap="wrap">
              <CopyButton value={address.url}>
                {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy address'}</Button>}
              </CopyButton>
              <Anchor href={address.webcalUrl} c="brand">
                Open in calendar app
              </Anchor>
              <Button
                variant="subtle"
                color="red"
                loading={renewing.isLoading}
                onClick={async () => {
                  const ok = await confirm({
                    title: 'Renew address',
                    message:
                      'The current address stops working. Calendars subscribed to it need the new one.',
                    confirmLabel: 'Renew',
                  });
                  if (ok) await load(scope, true);
                }}
              >
                Renew address
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
