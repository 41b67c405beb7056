import { Button, PasswordInput, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { DialogActions } from '../../../components/DialogActions';
import { SectionCard } from '../../../components/SectionCard';
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
      <SectionCard title="Delete account">
        <Text mb="md">Deleting your account removes your login and profile. This cannot be undone.</Text>
        <Button color="red" onClick={() => setConfirming(true)}>
          Delete account
        </Button>
      </SectionCard>
    );
  }

  return (
    <SectionCard title="Delete account" onSubmit={onSubmit}>
      <Text mb="md">
        Are you sure you want to delete your account? This cannot be undone. Enter your password to confirm.
      </Text>
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        autoFocus
        mb="md"
        value={password}
        error={error}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <DialogActions
        submitLabel="Delete my account"
        onCancel={() => setConfirming(false)}
        loading={busy}
        danger
      />
    </SectionCard>
  );
}
