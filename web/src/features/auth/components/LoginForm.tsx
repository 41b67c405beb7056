import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { normaliseEmail, validateLoginForm, type LoginForm as LoginValues } from '@chalktalk/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { showFieldErrors, under } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { useDomainForm } from '../../../components/use-domain-form';
import { useLoginMutation } from '../authApi';
import { isBotCheckRequest } from '../bot-check/bot-check-request';
import { useFreshBotToken } from '../bot-check/use-bot-check';

export function LoginForm({ forgotPath }: { forgotPath: string }) {
  const form = useDomainForm<LoginValues>({ email: '', password: '' }, validateLoginForm);
  const [formError, setFormError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const freshBotToken = useFreshBotToken();

  /** After several failed logins identity asks for a bot check: solve one in the background and send again. */
  const withBotCheck = async (credentials: LoginValues) => {
    setVerifying(true);
    let token: string;
    try {
      token = await freshBotToken();
    } finally {
      setVerifying(false);
    }
    await login({ ...credentials, token }).unwrap();
  };

  const onSubmit = async (values: LoginValues) => {
    setFormError(null);
    const credentials = { email: normaliseEmail(values.email), password: values.password };
    try {
      // The account page redirects once the session lands in the store.
      await login(credentials)
        .unwrap()
        .catch((caught: unknown) => {
          if (!isBotCheckRequest(caught)) throw caught;
          return withBotCheck(credentials);
        });
    } catch (caught) {
      // A refused email or password shows under it; a failed login (wrong password) stays above the button.
      setFormError(showFieldErrors(caught, form.setFieldError, under('', ['email', 'password'])));
    }
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Login">
      <Stack gap="sm">
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <FormError message={formError} />
        <Button type="submit" fullWidth loading={isLoading} disabled={verifying}>
          {verifying ? 'Checking you are human…' : 'Log In'}
        </Button>
        <Anchor component={Link} to={forgotPath} ta="center" size="sm">
          Forgot password?
        </Anchor>
      </Stack>
    </form>
  );
}
