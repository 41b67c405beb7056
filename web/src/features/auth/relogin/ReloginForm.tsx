import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { Alert, Anchor, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { DialogActions } from '../../../components/DialogActions';
import { useEdition } from '../../../config/EditionContext';
import { useLoginMutation, useReauthenticateMutation, useSendPasswordResetMutation } from '../authApi';
import type { ReloginReason } from '../authSlice';
import { finishRelogin } from './relogin.thunks';

/** The re-login form in its dialog (ReloginDialog loads it when the first call asks for it). */
export function ReloginForm({ reason, email }: { reason: ReloginReason; email: string }) {
  const dispatch = useAppDispatch();
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
    <Modal
      opened
      onClose={() => dispatch(finishRelogin(false))}
      title={ACCOUNT_MESSAGES.pleaseLogInAgain}
      centered
    >
      <form onSubmit={onSubmit} noValidate aria-label={ACCOUNT_MESSAGES.pleaseLogInAgain}>
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            {email}
          </Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            data-autofocus
            value={password}
            error={error}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={resetState.isLoading}
            onClick={onResetPassword}
          >
            Reset password
          </Anchor>
          {notice && (
            <Alert role="status" color="green" variant="light">
              {notice}
            </Alert>
          )}
        </Stack>
        <DialogActions submitLabel="Log In" onCancel={() => dispatch(finishRelogin(false))} loading={busy} />
      </form>
    </Modal>
  );
}
