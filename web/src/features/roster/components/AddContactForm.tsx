import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { showFieldErrors, under } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { useDomainForm } from '../../../components/use-domain-form';
import { useAddRosterContactMutation } from '../rosterApi';

interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
}

const CONTACT_FIELDS = ['firstName', 'lastName', 'email'] as const;

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '' };

function validateContact(values: ContactValues) {
  if (!values.firstName.trim()) return { firstName: 'First name is required' };
  if (!values.lastName.trim()) return { lastName: 'Last name is required' };
  return {};
}

/** A contact (parent, guardian) attached to a roster player. */
export function AddContactForm({ teamId, playerId }: { teamId: string; playerId: string }) {
  const form = useDomainForm<ContactValues>(EMPTY, validateContact);
  const [error, setError] = useState<string | null>(null);
  const [addContact, { isLoading }] = useAddRosterContactMutation();

  const onSubmit = async (values: ContactValues) => {
    setError(null);
    try {
      await addContact({
        teamId,
        playerId,
        contact: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
        },
      }).unwrap();
      form.reset();
    } catch (caught) {
      setError(showFieldErrors(caught, form.setFieldError, under('contact.', CONTACT_FIELDS)));
    }
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Add contact">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Add Contact
        </Title>
        <TextInput label="Contact first name" {...form.getInputProps('firstName')} />
        <TextInput label="Contact last name" {...form.getInputProps('lastName')} />
        <TextInput label="Contact email" type="email" {...form.getInputProps('email')} />
        <FormError message={error} />
        <Button type="submit" variant="default" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
          Add Contact
        </Button>
      </Stack>
    </form>
  );
}
