import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { normaliseEmail, validateLoginForm, type LoginForm as LoginValues } from '@chalktalk/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../components/FormOutcome';
import { useDomainForm } from '../../../components/use-domain-form';
import { useLoginMutation } from '../authApi';

export function LoginForm({ forgotPath }: { forgotPath: string }) {
  const form = useDomainForm<LoginValues>({ email: '', password: '' }, validateLoginForm);
  const [formError, setFormError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();

  const onSubmit = async (values: LoginValues) => {
    setFormError(null);
    try {
      // The account page redirects once the session lands in the store.
      await login({ email: normaliseEmail(values.email), password: values.password }).unwrap();
    } catch (caught) {
      setFormError(errorMessage(caught));
    }
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Login">
      <Stack gap="sm">
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <FormError message={formError} />
        <Button type="submit" fullWidth loading={isLoading}>
          Log In
        </Button>
        <Anchor component={Link} to={forgotPath} ta="center" size="sm">
          Forgot password?
        </Anchor>
      </Stack>
    </form>
  );
}
