import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { STUDY_REMINDER_MESSAGES } from '@chalktalk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../components/FormOutcome';
import { useSendStudyReminderMutation } from '../playbookApi';
import type { PlaybookPlay } from '../playbook.types';

interface Props {
  teamId: string;
  plays: PlaybookPlay[];
  onClose: () => void;
}

/** Coaches remind the team to study chosen plays; the outcome text comes from the service (spec 2 §7). */
export function StudyReminderDialog({ teamId, plays, onClose }: Props) {
  const [chosen, setChosen] = useState<string[]>(() => plays.map((play) => play.id));
  const [send, { isLoading }] = useSendStudyReminderMutation();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      const answer = await send({ teamId, plays: chosen }).unwrap();
      setOutcome(answer.notified > 0 ? STUDY_REMINDER_MESSAGES.notified : STUDY_REMINDER_MESSAGES.noUsers);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Study reminder">
      {outcome ? (
        <Text role="status">{outcome}</Text>
      ) : (
        <Checkbox.Group label="Plays to study" value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt="xs">
            {plays.map((play) => (
              <Checkbox key={play.id} value={play.id} label={play.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <FormError message={error} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {outcome ? 'Close' : 'Cancel'}
        </Button>
        {!outcome && (
          <Button loading={isLoading} disabled={chosen.length === 0} onClick={submit}>
            Send reminder
          </Button>
        )}
      </Group>
    </Modal>
  );
}
