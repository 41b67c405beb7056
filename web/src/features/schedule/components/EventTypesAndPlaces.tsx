import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  List,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { useConfirm } from '../../../components/use-confirm';
import { usePhoneLayout } from '../../../theme/use-phone-layout';
import {
  useDeleteCustomEventTypeMutation,
  useGetCustomEventTypesQuery,
  useGetFavoriteLocationsQuery,
  useSaveCustomEventTypeMutation,
} from '../scheduleApi';
import type { CustomEventType } from '../schedule.types';

const failure = (e: unknown, fallback: string) =>
  (e as { message?: string } | undefined)?.message ?? fallback;

/** The coach's custom event types (name and colour: add, rename, recolour, delete) and favourite locations. */
export function EventTypesAndPlaces(props: { teamId: string; opened: boolean; onClose: () => void }) {
  const { teamId, opened, onClose } = props;
  const phone = usePhoneLayout();
  const types = useGetCustomEventTypesQuery(teamId, { skip: !opened });
  const favorites = useGetFavoriteLocationsQuery(teamId, { skip: !opened });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Event types and places"
      fullScreen={phone}
      size="lg"
    >
      <Stack gap="md">
        <FormOutcome outcome={outcome} />
        <Title order={2} size="h4">
          Custom event types
        </Title>
        {types.data?.customTypes.length === 0 && <Text size="sm">No custom event types yet.</Text>}
        {types.data?.customTypes.map((type) => (
          <TypeRow key={type.id} teamId={teamId} type={type} onOutcome={setOutcome} />
        ))}
        <TypeRow teamId={teamId} onOutcome={setOutcome} />
        <Title order={2} size="h4">
          Favourite locations
        </Title>
        <Text size="sm">
          The three places the team&apos;s events use most; the event form offers them first.
        </Text>
        {favorites.data?.locations.length === 0 ? (
          <Text size="sm">No locations used yet.</Text>
        ) : (
          <List size="sm" aria-label="Favourite locations">
            {favorites.data?.locations.map((location) => (
              <List.Item key={location.name}>
                {location.name} · {location.uses} event{location.uses === 1 ? '' : 's'}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Modal>
  );
}

/** One custom type's name and colour, saved together; without a type, the form to add one. */
function TypeRow(props: { teamId: string; type?: CustomEventType; onOutcome: (o: Outcome) => void }) {
  const { teamId, type, onOutcome } = props;
  const confirm = useConfirm();
  const [save, saving] = useSaveCustomEventTypeMutation();
  const [remove] = useDeleteCustomEventTypeMutation();
  const [name, setName] = useState(type?.name ?? '');
  const [color, setColor] = useState(type?.color ?? '#7048e8');
  const label = type ? type.name : 'new type';
  const changed = !type || name.trim() !== type.name || color !== type.color;

  return (
    <Group gap="xs" align="flex-end" wrap="wrap" component="form" onSubmit={(e) => e.preventDefault()}>
      <TextInput
        label={type ? `Name of ${type.name}` : 'New type name'}
        value={name}
        maxLength={40}
        onChange={(e) => setName(e.currentTarget.value)}
        style={{ flex: 1, minWidth: 160 }}
      />
      <ColorInput
        label={`Colour of ${label}`}
        value={color}
        onChange={setColor}
        format="hex"
        withEyeDropper={false}
        w={140}
      />
      <Button
        type="submit"
        variant={type ? 'default' : 'filled'}
        disabled={!name.trim() || !changed}
        loading={saving.isLoading}
        onClick={async () => {
          try {
            await save({ teamId, id: type?.id, name: name.trim(), color }).unwrap();
            onOutcome({ ok: true, message: type ? 'Event type saved' : 'Event type added' });
            if (!type) setName('');
          } catch (e) {
            onOutcome({ ok: false, message: failure(e, 'The event type could not be saved.') });
          }
        }}
      >
        {type ? 'Save' : 'Add'}
      </Button>
      {type && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Delete ${type.name}`}
          onClick={async () => {
            const ok = await confirm({
              title: 'Delete event type',
              message: `Events of type ${type.name} keep their place on the schedule as custom events.`,
              confirmLabel: 'Delete',
            });
            if (!ok) return;
            try {
              await remove({ teamId, id: type.id }).unwrap();
              onOutcome({ ok: true, message: 'Event type deleted' });
            } catch (e) {
              onOutcome({ ok: false, message: failure(e, 'The event type could not be deleted.') });
            }
          }}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
