import { Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { showFieldErrors, withoutField, type FieldOf } from '../../../api/field-errors';
import { DialogActions } from '../../../components/DialogActions';
import { FormError } from '../../../components/FormOutcome';
import { parseEmails } from '../invite-emails';
import { useInviteMembersMutation, useLazyPreviewInviteQuery } from '../rosterApi';
import type { InviteResponse, InviteType } from '../roster.types';

const ROLE_LABELS: Record<InviteType, string> = { PLAYER: 'Players', COACH: 'Coaches', ADMIN: 'Admins' };

/** The call's playerEmails / coachEmails / adminEmails (or one address in them) is that role's box. */
const EMAIL_LISTS: Record<string, InviteType> = {
  playerEmails: 'PLAYER',
  coachEmails: 'COACH',
  adminEmails: 'ADMIN',
};
const roleOf: FieldOf = (path) => EMAIL_LISTS[path.split('.')[0] ?? ''];

interface InviteDialogProps {
  teamId: string;
  /** Only admins may invite admins. */
  canInviteAdmins: boolean;
  onClose: () => void;
}

/** Invite players, coaches and admins by email, with a preview of the mail they will get. */
export function InviteDialog({ teamId, canInviteAdmins, onClose }: InviteDialogProps) {
  const roles: InviteType[] = canInviteAdmins ? ['PLAYER', 'COACH', 'ADMIN'] : ['PLAYER', 'COACH'];
  const [text, setText] = useState<Record<InviteType, string>>({ PLAYER: '', COACH: '', ADMIN: '' });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<InviteResponse | null>(null);
  const [previewType, setPreviewType] = useState<InviteType | null>(null);
  const [invite, { isLoading }] = useInviteMembersMutation();
  const [loadPreview, preview] = useLazyPreviewInviteQuery();

  const onPreview = (type: InviteType) => {
    setPreviewType(type);
    void loadPreview({ entityId: teamId, type, email: parseEmails(text[type]).emails[0] });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = roles.map((role) => ({ role, ...parseEmails(text[role]) }));
    const invalid = parsed.flatMap((entry) => entry.invalid);
    if (invalid.length > 0) {
      setError(`Please enter a valid email address: ${invalid.join(', ')}`);
      return;
    }
    const emails = (role: InviteType) => parsed.find((entry) => entry.role === role)?.emails ?? [];
    if (parsed.every((entry) => entry.emails.length === 0)) {
      setError('Enter at least one email address');
      return;
    }
    setError(null);
    setFieldErrors({});
    try {
      const answer = await invite({
        entityId: teamId,
        playerEmails: emails('PLAYER'),
        coachEmails: emails('COACH'),
        adminEmails: emails('ADMIN'),
      }).unwrap();
      setSent(answer);
    } catch (caught) {
      // A refused address shows under its role's box; what names no box stays below them.
      setError(
        showFieldErrors(
          caught,
          (role, message) => setFieldErrors((errors) => ({ ...errors, [role]: message })),
          roleOf,
        ),
      );
    }
  };

  if (sent) {
    const invited = sent.invitations.flatMap((invitation) => invitation.emails);
    return (
      <Modal opened onClose={onClose} title="Invitations Sent">
        <Text role="status">
          {invited.length > 0 ? `Invitations sent to ${invited.join(', ')}.` : 'No invitations were sent.'}
        </Text>
        {sent.alreadyMembers.length > 0 && (
          <Text c="dimmed" mt="xs">
            Already on the team: {sent.alreadyMembers.join(', ')}
          </Text>
        )}
        <Group justify="flex-end" mt="md">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title="Invite Members" size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {roles.map((role) => (
            <div key={role}>
              <Textarea
                label={ROLE_LABELS[role]}
                autosize
                minRows={2}
                placeholder="Email addresses, one per line"
                value={text[role]}
                error={fieldErrors[role]}
                onChange={(event) => {
                  setText({ ...text, [role]: event.currentTarget.value });
                  setFieldErrors((errors) => withoutField(errors, role));
                }}
              />
              <Anchor component="button" type="button" size="sm" onClick={() => onPreview(role)}>
                Preview {ROLE_LABELS[role].toLowerCase()} invitation
              </Anchor>
            </div>
          ))}
          {previewType && preview.data && (
            <iframe
              className="invite-preview"
              title="Invitation preview"
              sandbox=""
              srcDoc={preview.data.html}
            />
          )}
          {previewType && preview.isError && (
            <Text c="red" size="sm">
              {errorMessage(preview.error)}
            </Text>
          )}
          <FormError message={error} />
        </Stack>
        <DialogActions submitLabel="Send Invitations" onCancel={onClose} loading={isLoading} />
      </form>
    </Modal>
  );
}
