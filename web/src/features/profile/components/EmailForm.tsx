import { Button, Group, Text, TextInput } from '@mantine/core';
import { normaliseEmail } from '@chalktalk/domain';
import { useState } from 'react';
import { showFieldErrors, under } from '../../../api/field-errors';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { useDomainForm } from '../../../components/use-domain-form';
import { validateNewEmail } from '../profile-forms';
import { useChangeEmailMutation } from '../profileApi';
import { EmailVerification } from './EmailVerification';

/** Current address with its verification status, and the change-email form (may need a recent login). */
export function EmailForm({ email, verified }: { email: string; verified: boolean }) {
  const form = useDomainForm({ newEmail: '' }, ({ newEmail }) => ({
    newEmail: validateNewEmail(newEmail, email),
  }));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [changeEmail, { isLoading }] = useChangeEmailMutation();

  const onSubmit = async ({ newEmail }: { newEmail: string }) => {
    setOutcome(null);
    try {
      // An A009 answer opens the re-login dialog; the call is repeated once the user is back.
      await changeEmail({ newEmail: normaliseEmail(newEmail) }).unwrap();
      form.reset();
      setOutcome({ ok: true, message: 'Your email address has been updated.' });
    } catch (caught) {
      const left = showFieldErrors(caught, form.setFieldError, under('', ['newEmail']));
      setOutcome(left ? { ok: false, message: left } : null);
    }
  };

  return (
    <SectionCard title="Email" onSubmit={form.onSubmit(onSubmit, () => setOutcome(null))}>
      <Group gap="xs" mb="sm" wrap="wrap">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        <EmailVerification verified={verified} />
      </Group>
      <TextInput
        label="New email"
        type="email"
        autoComplete="email"
        mb="md"
        {...form.getInputProps('newEmail')}
      />
      <FormOutcome outcome={outcome} />
      <Button type="submit" loading={isLoading}>
        Change email
      </Button>
    </SectionCard>
  );
}
