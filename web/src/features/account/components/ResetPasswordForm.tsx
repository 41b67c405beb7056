import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import {
  ACCOUNT_MESSAGES,
  validateResetPasswordForm,
  type ResetPasswordForm as ResetValues,
} from '@chalktalk/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { showFieldErrors } from '../../../api/field-errors';
import { baseApi } from '../../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormError } from '../../../components/FormOutcome';
import { useDomainForm } from '../../../components/use-domain-form';
import { selectUser, signedOut } from '../../auth/authSlice';
import { useConfirmPasswordResetMutation } from '../emailActionApi';
import { isBadCode } from './action-code-error';
import { InvalidLink } from './InvalidLink';

interface ResetPasswordFormProps {
  oobCode: string;
  email: string;
  continueTo: string | null;
}

const passwordFieldOf = (path: string) => (path === 'newPassword' ? 'password' : undefined);

export function ResetPasswordForm({ oobCode, email, continueTo }: ResetPasswordFormProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const form = useDomainForm<ResetValues>({ password: '', confirmPassword: '' }, validateResetPasswordForm);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'editing' | 'updated' | 'invalid'>('editing');
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const onSubmit = async (values: ResetValues) => {
    setFormError(null);
    try {
      await confirmReset({ oobCode, newPassword: values.password }).unwrap();
      // The reset ended every session of that account, this browser's included.
      if (user && user.email.toLowerCase() === email.toLowerCase()) {
        dispatch(signedOut());
        dispatch(baseApi.util.resetApiState());
      }
      setOutcome('updated');
    } catch (caught) {
      if (isBadCode(caught)) setOutcome('invalid');
      // The call's newPassword is the New password field; what names no field stays above the button.
      else setFormError(showFieldErrors(caught, form.setFieldError, passwordFieldOf));
    }
  };

  if (outcome === 'invalid') return <InvalidLink />;
  if (outcome === 'updated') {
    return (
      <Stack>
        <Title order={1}>Reset password</Title>
        <Alert role="status" color="green" variant="light">
          {ACCOUNT_MESSAGES.passwordUpdated}
        </Alert>
        <Button component={Link} to={continueTo ?? '/login'}>
          Log In
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Reset password">
      <Stack gap="sm">
        <Title order={1}>Reset password</Title>
        <Text c="dimmed">Choose a new password for {email}.</Text>
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <FormError message={formError} />
        <Button type="submit" fullWidth loading={isLoading}>
          Save password
        </Button>
      </Stack>
    </form>
  );
}
