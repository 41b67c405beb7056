import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { TextField } from '../../../components/TextField';
import { useLogoutMutation, useReauthenticateMutation } from '../../auth/authApi';
import { toastShown } from '../../shell/toastsSlice';
import { useDeleteAccountMutation } from '../profileApi';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** Spec 1 §4: deletion asks for confirmation and re-authenticates first. */
export function DeleteAccountForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reauthenticate, reauthState] = useReauthenticateMutation();
  const [deleteAccount, deleteState] = useDeleteAccountMutation();
  const [logout] = useLogoutMutation();
  const busy = reauthState.isLoading || deleteState.isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(ACCOUNT_MESSAGES.passwordRequired);
      return;
    }
    setError(undefined);
    try {
      await reauthenticate({ password }).unwrap();
      await deleteAccount().unwrap();
    } catch (caught) {
      setError(errorMessage(caught));
      return;
    }
    await logout();
    dispatch(toastShown({ kind: 'info', message: ACCOUNT_DELETED }));
    navigate('/login', { replace: true });
  };

  if (!confirming) {
    return (
      <section className="card profile-form" aria-label="Delete account">
        <h2>Delete account</h2>
        <p>Deleting your account removes your login and profile. This cannot be undone.</p>
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Delete account
        </button>
      </section>
    );
  }

  return (
    <form className="card profile-form" onSubmit={onSubmit} noValidate aria-label="Delete account">
      <h2>Delete account</h2>
      <p>
        Are you sure you want to delete your account? This cannot be undone. Enter your password to confirm.
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="modal__actions">
        <button type="button" className="button" onClick={() => setConfirming(false)}>
          Cancel
        </button>
        <button type="submit" className="button button--danger" disabled={busy}>
          Delete my account
        </button>
      </div>
    </form>
  );
}
