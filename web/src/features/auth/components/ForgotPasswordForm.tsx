import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import {
  ACCOUNT_MESSAGES,
  normaliseEmail,
  validateForgotPasswordForm,
  type ForgotPasswordForm as ForgotValues,
} from '@chalktalk/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useDomainForm } from '../../../components/use-domain-form';
import { useEdition } from '../../../config/EditionContext';
import { useSendPasswordResetMutation } from '../authApi';

export function ForgotPasswordForm({ loginPath }: { loginPath: string }) {
  const form = useDomainForm<ForgotValues>({ email: '' }, validateForgotPasswordForm);
  const [sent, setSent] = useState(false);
  const [sendReset, { isLoading }] = useSendPasswordResetMutation();
  const { edition } = useEdition();

  const onSubmit = async ({ email }: ForgotValues) => {
    try {
      await sendReset({ email: normaliseEmail(email), edition }).unwrap();
      setSent(true);
    } catch (caught) {
      // The answer is about the address (unknown, malformed), so it shows under the field.
      form.setFieldError('email', errorMessage(caught));
    }
  };

  if (sent) {
    return (
      <Stack>
        <Alert role="status" color="green" variant="light">
          {ACCOUNT_MESSAGES.passwordResetSent}
        </Alert>
        <Anchor component={Link} to={loginPath}>
          Back to login
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Forgot password">
      <Stack gap="sm">
        <Text c="dimmed" size="sm">
          Enter your account's email address and we will send you a link to reset your password.
        </Text>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={isLoading}>
          Send reset link
        </Button>
        <Anchor component={Link} to={loginPath} ta="center" size="sm">
          Back to login
        </Anchor>
      </Stack>
    </form>
  );
}
