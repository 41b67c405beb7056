import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { RSVP_STATUSES, type RsvpStatus } from '@chalktalk/domain';
import { useState } from 'react';
import { FormError } from '../../../components/FormOutcome';
import { RSVP_LABELS } from '../event-labels';
import { useUpdateRsvpMutation } from '../scheduleApi';

/** The signed-in member's answer for an event: Going, Maybe or Not going (with a reason). */
export function RsvpControl(props: {
  teamId: string;
  eventId: string;
  current: RsvpStatus | null | undefined;
  label: string;
}) {
  const { teamId, eventId, current, label } = props;
  const [update, updating] = useUpdateRsvpMutation();
  const [pending, setPending] = useState<RsvpStatus | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const answer = async (status: RsvpStatus, why?: string) => {
    setError(null);
    try {
      await update({ teamId, eventIds: [eventId], status, reason: why }).unwrap();
      setPending(null);
      setReason('');
    } catch (e) {
      setError((e as { message?: string }).message ?? 'Your answer could not be saved.');
    }
  };

  return (
    <Stack gap="xs">
      <FormError message={error} />
      <SegmentedControl
        aria-label={label}
        value={pending ?? current ?? ''}
        onChange={(value) => {
          const status = value as RsvpStatus;
          if (status === 'GOING') void answer(status);
          else setPending(status);
        }}
        data={RSVP_STATUSES.map((status) => ({ value: status, label: RSVP_LABELS[status] }))}
        disabled={updating.isLoading}
        fullWidth
      />
      {pending && (
        <Group align="end" gap="xs" wrap="wrap">
          <TextInput
            label="Reason (optional)"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={1000}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button onClick={() => answer(pending, reason.trim() || undefined)} loading={updating.isLoading}>
            Send answer
          </Button>
        </Group>
      )}
    </Stack>
  );
}
