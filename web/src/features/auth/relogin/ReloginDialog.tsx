import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TextField } from '../../../components/TextField';
import { useEdition } from '../../../config/EditionContext';
import { useLoginMutation, useReauthenticateMutation, useSendPasswordResetMutation } from '../authApi';
import { selectRelogin, selectUser, type ReloginReason } from '../authSlice';
import { finishRelogin } from './relogin.thunks';

/** Spec 1 §4/§8: an expired login or a recent-login-required answer asks for the password again. */
export function ReloginDialog() {
  const reason = useAppSelector(selectRelogin);
  const user = useAppSelector(selectUser);
  if (!reason || !user) return null;
  return <ReloginForm reason={reason} email={user.email} />;
}

function ReloginForm({ reason, email }: { reason: ReloginReason; email: string }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [login, loginState] = useLoginMutation();
  const [reauthenticate, reauthState] = useReauthenticateMutation();
  const [sendReset, resetState] = useSendPasswordResetMutation();
  const { edition } = useEdition();
  const busy = loginState.isLoading || reauthState.isLoading;

  const logInAgain = async () => {
    if (reason === 'sessionExpired') return login({ email, password }).unwrap();
    try {
      return await reauthenticate({ password }).unwrap();
    } catch (caught) {
      // The session ran out while the dialog was open: only a full login can help now.
      if (isApiError(caught) && caught.code === 'G003') return login({ email, password }).unwrap();
      throw caught;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!password) {
      setError(ACCOUNT_MESSAGES.passwordRequired);
      return;
    }
    try {
      await logInAgain();
      dispatch(finishRelogin(true));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const onResetPassword = async () => {
    setError(undefined);
    try {
      await sendReset({ email, edition }).unwrap();
      setNotice(ACCOUNT_MESSAGES.passwordResetSent);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <div className="modal-backdrop">
      <form
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={onSubmit}
        noValidate
      >
        <h2 id={titleId}>{ACCOUNT_MESSAGES.pleaseLogInAgain}</h2>
        <p className="muted">{email}</p>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button
          type="button"
          className="link-button modal__aside"
          disabled={resetState.isLoading}
          onClick={onResetPassword}
        >
          Reset password
        </button>
        {notice && (
          <p className="form-success" role="status">
            {notice}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button" onClick={() => dispatch(finishRelogin(false))}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Logging in…' : 'Log In'}
          </button>
        </div>
      </form>
    </div>
  );
}
