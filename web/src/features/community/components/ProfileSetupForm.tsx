import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMMUNITY_MINIMUM_AGE,
  isOldEnough,
  MINIMUM_AGE_MESSAGE,
  PROFILE_DESCRIPTION_MAX,
  SCREEN_NAME_MESSAGE,
  SCREEN_NAME_PATTERN,
} from '@chalktalk/domain';
import { useState } from 'react';
import { showFieldErrors, under } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { type CommunityProfile, useSetupCommunityProfileMutation } from '../communityApi';

interface Values {
  screenName: string;
  description: string;
  birthdate: string;
}

const FIELDS = ['screenName', 'description', 'birthdate'] as const;

/** Spec 3 §5: screenName, description and birthdate are required; the rules are the service's (README). */
export function validateProfile(values: Values, today = new Date()): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!SCREEN_NAME_PATTERN.test(values.screenName.trim())) errors.screenName = SCREEN_NAME_MESSAGE;
  if (values.description.trim() === '') errors.description = 'Describe yourself in a few words';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.birthdate)) errors.birthdate = 'Enter your birthdate';
  else if (!isOldEnough(values.birthdate, today)) errors.birthdate = MINIMUM_AGE_MESSAGE;
  return errors;
}

/** The community profile set-up form (also edits an existing profile). */
export function ProfileSetupForm({
  profile,
  onDone,
}: {
  profile?: CommunityProfile | null;
  onDone?: () => void;
}) {
  const [setup, saving] = useSetupCommunityProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      screenName: profile?.screenName ?? '',
      description: profile?.description ?? '',
      birthdate: profile?.birthdate ?? '',
    },
    validate: (values) => validateProfile(values),
  });
  return (
    <SectionCard
      title={profile ? 'Edit your community profile' : 'Set up your community profile'}
      onSubmit={form.onSubmit(async (values) => {
        setError(null);
        try {
          await setup({
            ...values,
            screenName: values.screenName.trim(),
            description: values.description.trim(),
          }).unwrap();
          onDone?.();
        } catch (failure) {
          // A refused birthdate or screen name shows under its field; the rest above the button.
          setError(showFieldErrors(failure, form.setFieldError, under('', FIELDS)));
        }
      })}
    >
      <Stack gap="sm">
        <TextInput
          label="Screen name"
          description="3 to 20 letters, digits, dots, dashes or underscores; others see it with your plays and comments."
          required
          autoComplete="nickname"
          {...form.getInputProps('screenName')}
        />
        <Textarea
          label="About you"
          required
          maxLength={PROFILE_DESCRIPTION_MAX}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <TextInput
          label="Birthdate"
          description={`You must be at least ${COMMUNITY_MINIMUM_AGE}; it is never shown to others.`}
          type="date"
          required
          {...form.getInputProps('birthdate')}
        />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving.isLoading}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
