import { Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showFieldErrors, under, withoutField } from '../../../api/field-errors';
import { DialogActions } from '../../../components/DialogActions';
import { FormError } from '../../../components/FormOutcome';
import {
  EMAIL_RECIPIENT_KINDS,
  EMAIL_RECIPIENT_LABELS,
  emailRecipients,
  type EmailRecipientKind,
} from '../email-recipients';
import { useEmailTeamMutation } from '../rosterApi';
import type { RosterPerson } from '../roster.types';

interface EmailTeamDialogProps {
  teamId: string;
  roster: readonly RosterPerson[];
  onClose: () => void;
}

/** Coaches (and players with PLAYERS_CAN_EMAIL_ROSTER) email the roster: players and contacts, players only, or contacts only. */
export function EmailTeamDialog({ teamId, roster, onClose }: EmailTeamDialogProps) {
  const [kind, setKind] = useState<EmailRecipientKind>('PLAYER_AND_CONTACTS');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string | null>(null);
  const [emailTeam, { isLoading }] = useEmailTeamMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const recipients = emailRecipients(roster, kind);
    if (recipients.length === 0) return setError('There is nobody to email with this choice');
    if (!subject.trim()) return setError('Please enter a subject');
    if (!body.trim()) return setError('Please enter a message');
    setError(null);
    setFieldErrors({});
    try {
      const answer = await emailTeam({ teamId, recipients, subject: subject.trim(), body }).unwrap();
      const missing = answer.withoutAddress.length;
      setResult(
        `Email sent to ${answer.sent} ${answer.sent === 1 ? 'person' : 'people'}.` +
          (missing > 0 ? ` ${missing} without an email address were skipped.` : ''),
      );
    } catch (caught) {
      // A refused subject, message or recipient choice shows under it; anything else stays below the fields.
      setError(
        showFieldErrors(
          caught,
          (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
          (path) => under('', ['subject', 'body', 'recipients'])(path.split('.')[0] ?? ''),
        ),
      );
    }
  };

  return (
    <Modal opened onClose={onClose} title="Email Team" size="lg">
      {result ? (
        <>
          <Text role="status">{result}</Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Radio.Group
              label="Recipients"
              value={kind}
              error={fieldErrors.recipients}
              onChange={(value) => {
                setKind(value as EmailRecipientKind);
                setFieldErrors((errors) => withoutField(errors, 'recipients'));
              }}
            >
              <Stack gap="xs" mt="xs">
                {EMAIL_RECIPIENT_KINDS.map((option) => (
                  <Radio key={option} value={option} label={EMAIL_RECIPIENT_LABELS[option]} />
                ))}
              </Stack>
            </Radio.Group>
            <TextInput
              label="Subject"
              value={subject}
              error={fieldErrors.subject}
              onChange={(event) => {
                setSubject(event.currentTarget.value);
                setFieldErrors((errors) => withoutField(errors, 'subject'));
              }}
            />
            <Textarea
              label="Message"
              autosize
              minRows={6}
              value={body}
              error={fieldErrors.body}
              onChange={(event) => {
                setBody(event.currentTarget.value);
                setFieldErrors((errors) => withoutField(errors, 'body'));
              }}
            />
            <FormError message={error} />
          </Stack>
          <DialogActions submitLabel="Send" onCancel={onClose} loading={isLoading} />
        </form>
      )}
    </Modal>
  );
}
