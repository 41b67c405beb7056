import { Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { TEXT_LIMITS } from '@chalktalk/domain';
import { useState } from 'react';
import { showFieldErrors, withoutField } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { usePhoneLayout } from '../../../theme/use-phone-layout';
import { useEditBulkEventsMutation } from '../scheduleApi';
import type { EventFields } from '../schedule.types';

interface Props {
  teamId: string;
  eventIds: string[];
  opened: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const EMPTY = { startTime: '', endTime: '', location: '', objectives: '' };
type Field = keyof typeof EMPTY;

/** changes.startTime is Start, changes.location.name the Location field, and so on. */
const fieldOf = (path: string): Field | undefined => {
  const [changes, field] = path.split('.');
  return changes === 'changes' && field && field in EMPTY ? (field as Field) : undefined;
};

/**
 * Bulk edit (editBulkEvents): one change applied to every chosen event, each keeping its own date. Fields left empty
 * stay as they are; cancelling marks them cancelled, or with the delete option deletes them.
 */
export function BulkEditModal({ teamId, eventIds, opened, onClose, onSaved }: Props) {
  const phone = usePhoneLayout();
  const [edit, saving] = useEditBulkEventsMutation();
  const [form, setForm] = useState(EMPTY);
  const [cancel, setCancel] = useState(false);
  const [remove, setRemove] = useState(false);
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (key: Field, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setFieldErrors((errors) => withoutField(errors, key));
  };

  const close = () => {
    setForm(EMPTY);
    setCancel(false);
    setRemove(false);
    setError(null);
    setFieldErrors({});
    onClose();
  };

  const submit = async () => {
    const changes: Partial<Omit<EventFields, 'date'>> = {};
    if (form.startTime) changes.startTime = form.startTime;
    if (form.endTime) changes.endTime = form.endTime;
    if (form.location.trim()) changes.location = { name: form.location.trim() };
    if (form.objectives.trim()) changes.objectives = form.objectives.trim();
    if (cancel) changes.cancelled = true;
    if (Object.keys(changes).length === 0) {
      setError('Choose at least one change.');
      return;
    }
    setError(null);
    setFieldErrors({});
    try {
      const answer = await edit({
        teamId,
        eventIds,
        changes,
        // The spec's offset goes along; the service keeps each event's wall clock in the team's zone.
        timezoneOffset: new Date().getTimezoneOffset(),
        sendNotification: notify,
        ...(cancel && remove ? { deleteEvents: true } : {}),
      }).unwrap();
      onSaved(answer.message ?? `${eventIds.length} events deleted`);
      close();
    } catch (e) {
      // A refused change shows under its field; what names no field here stays above the form.
      setError(
        showFieldErrors(
          e,
          (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
          fieldOf,
        ),
      );
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title={`Edit ${eventIds.length} events`}
      fullScreen={phone}
    >
      <Stack gap="sm">
        <FormError message={error} />
        <Text size="sm">Each event keeps its own date. Fields left empty stay as they are.</Text>
        <Group grow>
          <TimeInput
            label="Start"
            value={form.startTime}
            error={fieldErrors.startTime}
            onChange={(e) => set('startTime', e.currentTarget.value)}
          />
          <TimeInput
            label="End"
            value={form.endTime}
            error={fieldErrors.endTime}
            onChange={(e) => set('endTime', e.currentTarget.value)}
          />
        </Group>
        <TextInput
          label="Location"
          value={form.location}
          error={fieldErrors.location}
          maxLength={TEXT_LIMITS.description}
          onChange={(e) => set('location', e.currentTarget.value)}
        />
        <Textarea
          label="Objectives"
          value={form.objectives}
          error={fieldErrors.objectives}
          maxLength={TEXT_LIMITS.emailBody}
          autosize
          minRows={2}
          onChange={(e) => set('objectives', e.currentTarget.value)}
        />
        <Checkbox
          label="Cancel these events"
          checked={cancel}
          onChange={(e) => setCancel(e.currentTarget.checked)}
        />
        {cancel && (
          <Checkbox
            label="Delete them instead of marking them cancelled"
            checked={remove}
            onChange={(e) => setRemove(e.currentTarget.checked)}
          />
        )}
        <Checkbox
          label="Tell the team"
          checked={notify}
          onChange={(e) => setNotify(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button onClick={submit} loading={saving.isLoading}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
