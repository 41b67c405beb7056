import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { Modal } from '../../../components/Modal';
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
  const [result, setResult] = useState<string | null>(null);
  const [emailTeam, { isLoading }] = useEmailTeamMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const recipients = emailRecipients(roster, kind);
    if (recipients.length === 0) return setError('There is nobody to email with this choice');
    if (!subject.trim()) return setError('Please enter a subject');
    if (!body.trim()) return setError('Please enter a message');
    setError(null);
    try {
      const answer = await emailTeam({ teamId, recipients, subject: subject.trim(), body }).unwrap();
      const missing = answer.withoutAddress.length;
      setResult(
        `Email sent to ${answer.sent} ${answer.sent === 1 ? 'person' : 'people'}.` +
          (missing > 0 ? ` ${missing} without an email address were skipped.` : ''),
      );
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Modal title="Email Team" onClose={onClose}>
      {result ? (
        <>
          <p role="status">{result}</p>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              Done
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <fieldset className="field">
            <legend>Recipients</legend>
            {EMAIL_RECIPIENT_KINDS.map((option) => (
              <label key={option} className="field--checkbox">
                <input
                  type="radio"
                  name="recipients"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />{' '}
                {EMAIL_RECIPIENT_LABELS[option]}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="email-subject">Subject</label>
            <input id="email-subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="email-body">Message</label>
            <textarea
              id="email-body"
              rows={6}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          </div>
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
              Send
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
