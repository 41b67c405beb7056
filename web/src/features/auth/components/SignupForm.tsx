import { Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { normaliseEmail, validateSignupForm, type SignupForm as SignupValues } from '@chalktalk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { showFieldErrors, under } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { useDomainForm } from '../../../components/use-domain-form';
import { useEdition } from '../../../config/EditionContext';
import { useCreateAccountMutation } from '../authApi';
import { useBotCheck } from '../bot-check/use-bot-check';

/** The createAccount fields that are the form's own. */
const SERVER_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

const EMPTY: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function SignupForm() {
  const form = useDomainForm<SignupValues>(EMPTY, validateSignupForm);
  const [formError, setFormError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [createAccount, { isLoading }] = useCreateAccountMutation();
  const botCheck = useBotCheck();
  const { edition } = useEdition();

  const onSubmit = async (values: SignupValues) => {
    setFormError(null);
    let token: string;
    setVerifying(true);
    try {
      token = await botCheck.takeToken();
    } catch (caught) {
      setFormError(errorMessage(caught));
      botCheck.renew();
      return;
    } finally {
      setVerifying(false);
    }
    try {
      await createAccount({
        email: normaliseEmail(values.email),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        token,
        edition,
      }).unwrap();
    } catch (caught) {
      // A refused name, email or password shows under its field; the bot check's own answer stays above.
      setFormError(showFieldErrors(caught, form.setFieldError, under('', SERVER_FIELDS)));
      botCheck.renew();
    }
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Signup">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label={
            <>
              I accept the{' '}
              <Anchor href="https://chalktalk.app/terms" target="_blank" rel="noreferrer">
                Terms of Service
              </Anchor>
            </>
          }
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <FormError message={formError ?? botCheck.error} />
        <Button type="submit" fullWidth loading={isLoading} disabled={verifying}>
          {verifying ? 'Checking you are human…' : 'Sign Up'}
        </Button>
      </Stack>
    </form>
  );
}
