import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { Modal } from '../../../components/Modal';
import { parseEmails } from '../invite-emails';
import { useInviteMembersMutation, useLazyPreviewInviteQuery } from '../rosterApi';
import type { InviteResponse, InviteType } from '../roster.types';

const ROLE_LABELS: Record<InviteType, string> = { PLAYER: 'Players', COACH: 'Coaches', ADMIN: 'Admins' };

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
    try {
      const answer = await invite({
        entityId: teamId,
        playerEmails: emails('PLAYER'),
        coachEmails: emails('COACH'),
        adminEmails: emails('ADMIN'),
      }).unwrap();
      setSent(answer);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  if (sent) {
    const invited = sent.invitations.flatMap((invitation) => invitation.emails);
    return (
      <Modal title="Invitations Sent" onClose={onClose}>
        <p role="status">
          {invited.length > 0 ? `Invitations sent to ${invited.join(', ')}.` : 'No invitations were sent.'}
        </p>
        {sent.alreadyMembers.length > 0 && (
          <p className="muted">Already on the team: {sent.alreadyMembers.join(', ')}</p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            Done
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="Invite Members" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        {roles.map((role) => (
          <div className="field" key={role}>
            <label htmlFor={`invite-${role}`}>{ROLE_LABELS[role]}</label>
            <textarea
              id={`invite-${role}`}
              rows={2}
              placeholder="Email addresses, one per line"
              value={text[role]}
              onChange={(event) => setText({ ...text, [role]: event.target.value })}
            />
            <button type="button" className="link-button" onClick={() => onPreview(role)}>
              Preview {ROLE_LABELS[role].toLowerCase()} invitation
            </button>
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
        {previewType && preview.isError && <p className="field-error">{errorMessage(preview.error)}</p>}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={isLoading}>
            Send Invitations
          </button>
        </div>
      </form>
    </Modal>
  );
}
