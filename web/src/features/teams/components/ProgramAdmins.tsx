import { Anchor, Badge, Box, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { showFieldErrors } from '../../../api/field-errors';
import { useAppSelector } from '../../../app/hooks';
import { FormError, FormOutcome } from '../../../components/FormOutcome';
import { useConfirm } from '../../../components/use-confirm';
import { selectUser } from '../../auth/authSlice';
import { parseEmails } from '../../roster/invite-emails';
import type { Program, ProgramAdmin } from '../teams.types';
import {
  useGetProgramAdminsQuery,
  useInviteProgramAdminsMutation,
  useRemoveProgramAdminMutation,
} from '../teamsApi';

const nameOf = (admin: ProgramAdmin) =>
  [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email || 'Program admin';

/**
 * The program's admins (spec 1: "a user listed as such on the program"; they may edit every team of it), with
 * invitation by email and removal. The owner stays: the service refuses removing them, so no button is offered.
 */
export function ProgramAdmins({ program }: { program: Program }) {
  const user = useAppSelector(selectUser);
  const { data: admins, isLoading, isError } = useGetProgramAdminsQuery(program.id);
  const [invite, inviting] = useInviteProgramAdminsMutation();
  const [remove] = useRemoveProgramAdminMutation();
  const confirm = useConfirm();
  const [emailsText, setEmailsText] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [emailsError, setEmailsError] = useState<string | null>(null);

  const onInvite = async (event: FormEvent) => {
    event.preventDefault();
    const { emails, invalid } = parseEmails(emailsText);
    if (invalid.length > 0)
      return setMessage({ ok: false, text: `Not an email address: ${invalid.join(', ')}` });
    if (emails.length === 0) return setMessage({ ok: false, text: 'Enter at least one email address' });
    setEmailsError(null);
    try {
      const answer = await invite({ programId: program.id, emails }).unwrap();
      const sent = answer.invitations.flatMap((invitation) => invitation.emails);
      const parts = [
        sent.length > 0 ? `Invitations sent to ${sent.join(', ')}.` : '',
        answer.alreadyMembers.length > 0
          ? `Already program admins: ${answer.alreadyMembers.join(', ')}.`
          : '',
      ];
      setMessage({ ok: true, text: parts.filter(Boolean).join(' ') });
      setEmailsText('');
    } catch (caught) {
      // A refused address (the call's adminEmails or adminEmails.N) shows under the field; anything else below.
      const unplaced = showFieldErrors(
        caught,
        (_field, text) => setEmailsError(text),
        (path) => (path.split('.')[0] === 'adminEmails' ? 'emails' : undefined),
      );
      setMessage(unplaced === null ? null : { ok: false, text: unplaced });
    }
  };

  const onRemove = async (admin: ProgramAdmin) => {
    const self = admin.uid === user?.id;
    const question = self
      ? `Stop being a program admin of ${program.name}?`
      : `Remove ${nameOf(admin)} as a program admin of ${program.name}?`;
    if (!(await confirm({ title: 'Remove program admin', message: question, confirmLabel: 'Remove' })))
      return;
    try {
      await remove({ programId: program.id, uid: admin.uid }).unwrap();
      setMessage({ ok: true, text: `${nameOf(admin)} is no longer a program admin.` });
    } catch (caught) {
      setMessage({ ok: false, text: errorMessage(caught) });
    }
  };

  return (
    <Box component="section" aria-label="Program admins" mt="md">
      <Title order={3} size="h5" mb="xs">
        Program admins
      </Title>
      {isLoading && (
        <Text c="dimmed" size="sm">
          Loading program admins…
        </Text>
      )}
      {isError && <FormError message="The program admins could not be loaded." />}
      {admins && (
        <Stack component="ul" gap={4} p={0} m={0} mb="sm" style={{ listStyle: 'none' }}>
          {admins.map((admin) => (
            <Group component="li" key={admin.uid} gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {nameOf(admin)}
              </Text>
              {admin.email && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {admin.email}
                </Text>
              )}
              {admin.uid === program.ownerId ? (
                <Badge variant="filled" color="gray" size="sm">
                  Owner
                </Badge>
              ) : (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  aria-label={`Remove ${nameOf(admin)} as program admin`}
                  onClick={() => void onRemove(admin)}
                >
                  Remove
                </Anchor>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <form aria-label="Invite program admins" onSubmit={onInvite}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Invite admins by email"
            style={{ flex: '1 1 16rem' }}
            value={emailsText}
            error={emailsError}
            placeholder="name@school.org, …"
            onChange={(event) => {
              setEmailsText(event.currentTarget.value);
              setEmailsError(null);
            }}
          />
          <Button type="submit" variant="default" loading={inviting.isLoading}>
            Invite admins
          </Button>
        </Group>
      </form>
      <Box mt="sm">
        <FormOutcome outcome={message && { ok: message.ok, message: message.text }} />
      </Box>
    </Box>
  );
}
