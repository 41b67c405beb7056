import { normaliseEmail } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { TextField } from '../../../components/TextField';
import { validateNewEmail } from '../profile-forms';
import { useChangeEmailMutation } from '../profileApi';
import { EmailVerification } from './EmailVerification';
import { FormOutcome } from './FormOutcome';

/** Current address with its verification status, and the change-email form (may need a recent login). */
export function EmailForm({ email, verified }: { email: string; verified: boolean }) {
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [changeEmail, { isLoading }] = useChangeEmailMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validateNewEmail(newEmail, email);
    setError(found);
    if (found) return;
    try {
      // An A009 answer opens the re-login dialog; the call is repeated once the user is back.
      await changeEmail({ newEmail: normaliseEmail(newEmail) }).unwrap();
      setNewEmail('');
      setOutcome({ ok: true, message: 'Your email address has been updated.' });
    } catch (caught) {
      setOutcome({ ok: false, message: errorMessage(caught) });
    }
  };

  return (
    <form className="card profile-form" onSubmit={onSubmit} noValidate aria-label="Email">
      <h2>Email</h2>
      <div className="profile-form__current">
        <strong>{email}</strong> <EmailVerification verified={verified} />
      </div>
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        value={newEmail}
        error={error}
        onChange={(event) => setNewEmail(event.target.value)}
      />
      <FormOutcome outcome={outcome} />
      <button type="submit" className="button button--primary" disabled={isLoading}>
        Change email
      </button>
    </form>
  );
}
