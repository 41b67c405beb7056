import { Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { positionLabel, positionsOf, type FieldErrors, type SportLine } from '@chalktalk/domain';
import { useState } from 'react';
import { showFieldErrors, under } from '../../../api/field-errors';
import { DialogActions } from '../../../components/DialogActions';
import { FormError } from '../../../components/FormOutcome';
import { useDomainForm } from '../../../components/use-domain-form';
import { useAddRosterPlayerMutation, useUpdateRosterPlayerMutation } from '../rosterApi';
import type { RosterPerson } from '../roster.types';

interface PlayerFormDialogProps {
  teamId: string;
  sport: SportLine;
  /** Editing this player; adding a new one when absent. */
  player?: RosterPerson;
  onClose: () => void;
}

interface PlayerValues {
  firstName: string;
  lastName: string;
  jersey: string;
  position: string;
  email: string;
}

const PLAYER_FIELDS = ['firstName', 'lastName', 'jersey', 'position', 'email'] as const;

const JERSEY = /^\d{0,3}$/;

function validatePlayer(values: PlayerValues): FieldErrors<keyof PlayerValues> {
  const errors: FieldErrors<keyof PlayerValues> = {};
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  if (!JERSEY.test(values.jersey.trim())) errors.jersey = 'Jersey must be a number of up to 3 digits';
  return errors;
}

/** Add or edit a roster player: jersey, position of the team's sport line, names, email. */
export function PlayerFormDialog({ teamId, sport, player, onClose }: PlayerFormDialogProps) {
  const form = useDomainForm<PlayerValues>(
    {
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      jersey: player?.jersey ?? '',
      position: player?.position ?? '',
      email: player?.email ?? '',
    },
    validatePlayer,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [addPlayer, adding] = useAddRosterPlayerMutation();
  const [updatePlayer, updating] = useUpdateRosterPlayerMutation();

  const onSubmit = async (values: PlayerValues) => {
    const fields = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      jersey: values.jersey.trim(),
      position: values.position,
      email: values.email.trim(),
    };
    try {
      if (player) await updatePlayer({ teamId, playerId: player.id, player: fields }).unwrap();
      else await addPlayer({ teamId, player: fields }).unwrap();
      onClose();
    } catch (caught) {
      // A field the server refuses (an email already on the roster, say) shows under that field.
      setFailure(showFieldErrors(caught, form.setFieldError, under('player.', PLAYER_FIELDS)));
    }
  };

  const positions = [
    { value: '', label: 'No position' },
    ...positionsOf(sport).map((name) => ({ value: name, label: positionLabel(name) })),
  ];

  return (
    <Modal opened onClose={onClose} title={player ? 'Edit Player' : 'Add Player'}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="First name" data-autofocus {...form.getInputProps('firstName')} />
            <TextInput label="Last name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Jersey" inputMode="numeric" maxLength={3} {...form.getInputProps('jersey')} />
            <NativeSelect label="Position" data={positions} {...form.getInputProps('position')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <FormError message={failure} />
        </Stack>
        <DialogActions
          submitLabel="Save"
          onCancel={onClose}
          loading={adding.isLoading || updating.isLoading}
        />
      </form>
    </Modal>
  );
}
