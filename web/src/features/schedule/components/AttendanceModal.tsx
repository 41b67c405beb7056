import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AttendanceRow } from '../schedule.types';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { usePhoneLayout } from '../../../theme/use-phone-layout';
import { RSVP_LABELS } from '../event-labels';
import { useGetAttendanceQuery, useUpdateAttendanceMutation } from '../scheduleApi';

/** Coaches tick who was there; the RSVP answer is shown beside each player. */
export function AttendanceModal(props: {
  teamId: string;
  eventId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { teamId, eventId, opened, onClose } = props;
  const phone = usePhoneLayout();
  const sheet = useGetAttendanceQuery({ teamId, eventId }, { skip: !opened });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Attendance"
      fullScreen={phone}
    >
      {sheet.data && (
        <AttendanceSheet teamId={teamId} eventId={eventId} rows={sheet.data.attendance} onClose={onClose} />
      )}
    </Modal>
  );
}

function AttendanceSheet(props: {
  teamId: string;
  eventId: string;
  rows: AttendanceRow[];
  onClose: () => void;
}) {
  const { teamId, eventId, rows, onClose } = props;
  const [update, updating] = useUpdateAttendanceMutation();
  const [present, setPresent] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(rows.map((row) => [row.userId, row.present === true])),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const save = async () => {
    try {
      await update({
        teamId,
        eventId,
        attendance: Object.entries(present).map(([userId, here]) => ({ userId, present: here })),
      }).unwrap();
      setOutcome({ ok: true, message: 'Attendance saved' });
    } catch (e) {
      setOutcome({
        ok: false,
        message: (e as { message?: string }).message ?? 'Attendance could not be saved.',
      });
    }
  };

  return (
    <Stack gap="xs">
      <FormOutcome outcome={outcome} />
      {rows.length === 0 && <Text size="sm">No players on this team yet.</Text>}
      {rows.map((row) => (
        <Checkbox
          key={row.userId}
          label={`${row.firstName} ${row.lastName}`.trim() || 'Player'}
          description={row.rsvp ? `RSVP: ${RSVP_LABELS[row.rsvp]}` : 'No answer'}
          checked={present[row.userId] ?? false}
          onChange={(e) => setPresent({ ...present, [row.userId]: e.currentTarget.checked })}
        />
      ))}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={save} loading={updating.isLoading} disabled={rows.length === 0}>
          Save attendance
        </Button>
      </Group>
    </Stack>
  );
}
