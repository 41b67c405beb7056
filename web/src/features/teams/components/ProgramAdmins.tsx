import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useAppSelector } from '../../../app/hooks';
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

  const onInvite = async (event: FormEvent) => {
    event.preventDefault();
    const { emails, invalid } = parseEmails(emailsText);
    if (invalid.length > 0)
      return setMessage({ ok: false, text: `Not an email address: ${invalid.join(', ')}` });
    if (emails.length === 0) return setMessage({ ok: false, text: 'Enter at least one email address' });
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
      setMessage({ ok: false, text: errorMessage(caught) });
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
    <section className="program-admins" aria-label="Program admins">
      <h3>Program admins</h3>
      {isLoading && <p className="muted">Loading program admins…</p>}
      {isError && <p className="form-error">The program admins could not be loaded.</p>}
      {admins && (
        <ul className="program-admins__list">
          {admins.map((admin) => (
            <li key={admin.uid}>
              <span>{nameOf(admin)}</span>
              {admin.email && <span className="muted"> {admin.email}</span>}
              {admin.uid === program.ownerId ? (
                <span className="muted"> · Owner</span>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Remove ${nameOf(admin)} as program admin`}
                  onClick={() => void onRemove(admin)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="program-admins__invite" aria-label="Invite program admins" onSubmit={onInvite}>
        <label htmlFor={`program-admin-emails-${program.id}`}>Invite admins by email</label>
        <input
          id={`program-admin-emails-${program.id}`}
          type="text"
          value={emailsText}
          placeholder="name@school.org, …"
          onChange={(event) => setEmailsText(event.target.value)}
        />
        <button type="submit" className="button" disabled={inviting.isLoading}>
          Invite admins
        </button>
      </form>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'form-success' : 'form-error'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
