import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { showFieldErrors, under } from '../../../api/field-errors';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { useDomainForm } from '../../../components/use-domain-form';
import { validateName, type NameValues } from '../profile-forms';
import { useUpdateNameMutation } from '../profileApi';

export function NameForm({ current }: { current: NameValues }) {
  const form = useDomainForm<NameValues>(current, validateName);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [updateName, { isLoading }] = useUpdateNameMutation();

  const onSubmit = async (values: NameValues) => {
    setOutcome(null);
    try {
      await updateName({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }).unwrap();
      setOutcome({ ok: true, message: 'Your name has been updated.' });
    } catch (caught) {
      const left = showFieldErrors(caught, form.setFieldError, under('', ['firstName', 'lastName']));
      setOutcome(left ? { ok: false, message: left } : null);
    }
  };

  return (
    <SectionCard title="Name" onSubmit={form.onSubmit(onSubmit, () => setOutcome(null))}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mb="md">
        <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <FormOutcome outcome={outcome} />
      <Button type="submit" loading={isLoading}>
        Save name
      </Button>
    </SectionCard>
  );
}
