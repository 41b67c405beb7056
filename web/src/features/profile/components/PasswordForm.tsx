import { Button, PasswordInput, Stack } from '@mantine/core';
import {
  ACCOUNT_MESSAGES,
  validateResetPasswordForm,
  type ResetPasswordForm as PasswordValues,
} from '@chalktalk/domain';
import { useState } from 'react';
import { showFieldErrors } from '../../../api/field-errors';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { useDomainForm } from '../../../components/use-domain-form';
import { useChangePasswordMutation } from '../profileApi';

const EMPTY: PasswordValues = { password: '', confirmPassword: '' };

export function PasswordForm() {
  const form = useDomainForm<PasswordValues>(EMPTY, validateResetPasswordForm);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const onSubmit = async (values: PasswordValues) => {
    setOutcome(null);
    try {
      // An A009 answer opens the re-login dialog; the call is repeated once the user is back.
      await changePassword({ newPassword: values.password }).unwrap();
      form.reset();
      setOutcome({ ok: true, message: ACCOUNT_MESSAGES.passwordUpdated });
    } catch (caught) {
      // The call's newPassword is the form's password field.
      const left = showFieldErrors(caught, form.setFieldError, (path) =>
        path === 'newPassword' ? 'password' : undefined,
      );
      setOutcome(left ? { ok: false, message: left } : null);
    }
  };

  return (
    <SectionCard title="Password" onSubmit={form.onSubmit(onSubmit, () => setOutcome(null))}>
      <Stack gap="sm" mb="md">
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
      </Stack>
      <FormOutcome outcome={outcome} />
      <Button type="submit" loading={isLoading}>
        Change password
      </Button>
    </SectionCard>
  );
}
