import {
  Button,
  Checkbox,
  Chip,
  ColorInput,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Autocomplete,
} from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import {
  DAYS_OF_WEEK,
  daysBetween,
  EVENT_TYPES,
  LOCAL_DATE_PATTERN,
  type EventType,
  reminderOptionsFor,
  zonedParts,
} from '@chalktalk/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { showFieldErrors, withoutField, type FieldOf } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { EVENT_TYPE_LABELS } from '../event-labels';
import { nextDayEndNote } from '../event-span';
import {
  useCreateBulkEventsMutation,
  useGetCustomEventTypesQuery,
  useGetEventDefaultsQuery,
  useGetFavoriteLocationsQuery,
  useSaveCustomEventTypeMutation,
  useSaveEventMutation,
  useSearchPlacesQuery,
} from '../scheduleApi';
import type { EventFields, PracticeSection, ScheduleEvent } from '../schedule.types';
import { PracticePlanEditor } from './PracticePlanEditor';
import { usePhoneLayout } from '../../../theme/use-phone-layout';
import { useEarnProfileFlag } from '../../profile/use-earn-profile-flag';

interface Props {
  teamId: string;
  /** The event being edited; none for a new one. */
  event?: ScheduleEvent | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

interface FormState {
  eventType: EventType;
  customTypeId: string | null;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  opponent: string;
  location: string;
  /** The place picked from the search for this location name (its id and coordinates), if any. */
  place: { placeId: string | null; lat: number | null; lng: number | null } | null;
  objectives: string;
  fieldDetails: string;
  reminder: string | null;
  defaultGoing: boolean;
  repeat: boolean;
  endDate: string | null;
  weekdays: string[];
  practicePlan: PracticeSection[];
}

/** The form's fields the server can refuse by path (saveEvent's event.*, createBulkEvents' eventDefs.0.*). */
const SERVER_FIELDS = [
  'eventType',
  'customTypeId',
  'title',
  'date',
  'startTime',
  'endTime',
  'opponent',
  'location',
  'objectives',
  'fieldDetails',
  'reminder',
  'endDate',
  'weekdays',
] as const;
type ServerField = (typeof SERVER_FIELDS)[number];

/** event.location.name is the Location field; eventDefs.0.repeat.endDate the Last date. */
const eventFieldOf: FieldOf = (path) => {
  const field = path
    .replace(/^(event|eventDefs\.0)\./, '')
    .replace(/^repeat\./, '')
    .split('.')[0];
  return path.startsWith('event') && (SERVER_FIELDS as readonly string[]).includes(field ?? '')
    ? field
    : undefined;
};

/** Dates are typed as YYYY-MM-DD (or picked from the calendar). */
const parseLocalDate = (input: string) => (LOCAL_DATE_PATTERN.test(input.trim()) ? input.trim() : null);

const errorMessage = (error: unknown) =>
  (error as { message?: string } | undefined)?.message ?? 'The event could not be saved.';

function stateOf(
  event: ScheduleEvent | null | undefined,
  defaults?: { date: string; startTime: string; endTime: string },
): FormState {
  return {
    eventType: event?.eventType ?? 'PRACTICE',
    customTypeId: event?.customType?.id ?? null,
    title: event?.title ?? '',
    date: event?.local.date ?? defaults?.date ?? '',
    startTime: event?.local.startTime ?? defaults?.startTime ?? '15:00',
    endTime: event?.local.endTime ?? defaults?.endTime ?? '17:00',
    opponent: event?.opponent ?? '',
    location: event?.location?.name ?? '',
    place: event?.location
      ? { placeId: event.location.placeId, lat: event.location.lat, lng: event.location.lng }
      : null,
    objectives: event?.objectives ?? '',
    fieldDetails: event?.fieldDetails ?? '',
    reminder: event?.reminder ? event.reminder.choice : null,
    defaultGoing: event?.defaultRsvp === 'GOING',
    repeat: false,
    endDate: null,
    weekdays: [],
    practicePlan: event?.practicePlan?.sections.map((s) => ({ ...s })) ?? [],
  };
}

/** Create or edit an event; a new one may repeat weekly (a series, createBulkEvents). */
export function EventFormModal(props: Props) {
  const { teamId, event, opened, onClose } = props;
  const phone = usePhoneLayout();
  const defaults = useGetEventDefaultsQuery(teamId, { skip: !opened || Boolean(event) });
  const ready = Boolean(event) || Boolean(defaults.data);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={event ? 'Edit event' : 'New event'}
      fullScreen={phone}
      size="lg"
    >
      {opened && ready && <EventForm key={event?.id ?? 'new'} {...props} defaults={defaults.data} />}
    </Modal>
  );
}

function EventForm({
  teamId,
  event,
  opened,
  onClose,
  onSaved,
  defaults,
}: Props & { defaults?: { timeZone: string; date: string; startTime: string; endTime: string } }) {
  const types = useGetCustomEventTypesQuery(teamId, { skip: !opened });
  const favorites = useGetFavoriteLocationsQuery(teamId, { skip: !opened });
  const [saveEvent, saving] = useSaveEventMutation();
  const [createBulk, creating] = useCreateBulkEventsMutation();
  const earnFirstEvent = useEarnProfileFlag('CREATED_FIRST_EVENT');
  const [saveType] = useSaveCustomEventTypeMutation();
  const [form, setForm] = useState<FormState>(() => stateOf(event, defaults));
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const fieldError = (field: ServerField) => fieldErrors[field];
  const [newType, setNewType] = useState({ name: '', color: '#7048e8' });
  const [placeQuery] = useDebouncedValue(form.location.trim(), 300);
  const places = useSearchPlacesQuery(
    { teamId, q: placeQuery },
    { skip: !opened || placeQuery.length < 2 || placeQuery === event?.location?.name },
  );
  // Favourite locations (top 3 by use) until the coach types, then the place search's 5 results.
  const locationOptions = [
    ...new Set(
      placeQuery.length >= 2 && places.data
        ? places.data.places.map((p) => p.name)
        : (favorites.data?.locations ?? []).map((l) => l.name),
    ),
  ];

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFieldErrors((errors) => withoutField(errors, key));
  };
  const timeZone = event?.timeZone ?? defaults?.timeZone ?? 'America/New_York';
  const remaining = form.date ? daysBetween(zonedParts(new Date(), timeZone).date, form.date) : 0;
  const reminderChoices = reminderOptionsFor(Math.max(remaining, 0)).map((o) => o.label as string);

  const fields = (): EventFields => ({
    eventType: form.eventType,
    customTypeId: form.eventType === 'CUSTOM' ? form.customTypeId : null,
    title: form.title.trim(),
    date: form.date,
    startTime: form.startTime,
    endTime: form.endTime,
    opponent: form.eventType === 'GAME' ? form.opponent.trim() || null : null,
    location: form.location.trim() ? { ...(form.place ?? {}), name: form.location.trim() } : null,
    objectives: form.objectives.trim() || null,
    fieldDetails: form.fieldDetails.trim() || null,
    reminder: form.reminder ?? false,
    defaultRsvp: form.defaultGoing ? 'GOING' : null,
    ...(form.eventType === 'PRACTICE' ? { practicePlan: plan() } : {}),
  });

  // Untitled phases are dropped; notes and plays are sent only when there are some.
  const plan = () => {
    const sections = form.practicePlan
      .filter((s) => s.title.trim() && s.minutes > 0)
      .map((s) => ({
        title: s.title.trim(),
        minutes: s.minutes,
        ...(s.notes?.trim() ? { notes: s.notes.trim() } : {}),
        ...(s.playIds?.length ? { playIds: s.playIds } : {}),
      }));
    return sections.length ? { sections } : null;
  };

  const submit = async () => {
    setError(null);
    setFieldErrors({});
    if (!form.date) return setError('Please choose a date');
    try {
      if (form.repeat && !event) {
        if (!form.endDate || form.weekdays.length === 0)
          return setError('Choose the days and the last date of the series');
        const answer = await createBulk({
          teamId,
          eventDefs: [
            { ...fields(), repeat: { endDate: form.endDate, weekdays: form.weekdays.map(Number) } },
          ],
        }).unwrap();
        onSaved(answer.message);
      } else {
        const answer = await saveEvent({ teamId, eventId: event?.id, event: fields() }).unwrap();
        onSaved(answer.message);
      }
      if (!event) earnFirstEvent();
      onClose();
    } catch (e) {
      // A refused field shows under it; what names no field here stays above the form.
      setError(
        showFieldErrors(
          e,
          (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
          eventFieldOf,
        ),
      );
    }
  };

  const addType = async () => {
    try {
      const answer = await saveType({ teamId, name: newType.name.trim(), color: newType.color }).unwrap();
      set('customTypeId', answer.customType.id);
      setNewType({ name: '', color: newType.color });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <>
      <Stack gap="sm">
        <FormError message={error} />
        <Select
          label="Type"
          data={EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }))}
          error={fieldError('eventType')}
          value={form.eventType}
          onChange={(value) => value && set('eventType', value as EventType)}
          allowDeselect={false}
        />
        {form.eventType === 'CUSTOM' && (
          <>
            <Select
              label="Custom type"
              placeholder="Choose a type"
              error={fieldError('customTypeId')}
              data={(types.data?.customTypes ?? []).map((t) => ({ value: t.id, label: t.name }))}
              value={form.customTypeId}
              onChange={(value) => set('customTypeId', value)}
            />
            <Group align="end" gap="xs" wrap="wrap">
              <TextInput
                label="New type name"
                value={newType.name}
                onChange={(e) => setNewType({ ...newType, name: e.currentTarget.value })}
                maxLength={40}
              />
              <ColorInput
                label="Colour"
                value={newType.color}
                onChange={(color) => setNewType({ ...newType, color })}
                format="hex"
                w={140}
              />
              <Button variant="light" onClick={addType} disabled={!newType.name.trim()}>
                Add type
              </Button>
            </Group>
          </>
        )}
        <TextInput
          label="Title (optional)"
          error={fieldError('title')}
          value={form.title}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        {form.eventType === 'GAME' && (
          <TextInput
            label="Opponent"
            error={fieldError('opponent')}
            value={form.opponent}
            onChange={(e) => set('opponent', e.currentTarget.value)}
          />
        )}
        <DateInput
          label={form.repeat ? 'First date' : 'Date'}
          error={fieldError('date')}
          value={form.date || null}
          onChange={(value) => set('date', value ?? '')}
          valueFormat="YYYY-MM-DD"
          dateParser={parseLocalDate}
          placeholder="YYYY-MM-DD"
          required
        />
        <Group grow align="flex-start">
          <TimeInput
            label="Start"
            error={fieldError('startTime')}
            value={form.startTime}
            onChange={(e) => set('startTime', e.currentTarget.value)}
            required
          />
          <TimeInput
            label="End"
            error={fieldError('endTime')}
            value={form.endTime}
            onChange={(e) => set('endTime', e.currentTarget.value)}
            description={nextDayEndNote(form.date, form.startTime, form.endTime)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
          />
        </Group>
        {!event && (
          <Switch
            label="Repeat weekly"
            checked={form.repeat}
            onChange={(e) => set('repeat', e.currentTarget.checked)}
          />
        )}
        {form.repeat && !event && (
          <>
            <Chip.Group multiple value={form.weekdays} onChange={(value) => set('weekdays', value)}>
              <Group gap={6} role="group" aria-label="Days of the week">
                {DAYS_OF_WEEK.map((day, index) => (
                  <Chip key={day} value={String(index)} size="sm" color="dark">
                    {day.slice(0, 3)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {fieldError('weekdays') && (
              <Text size="xs" c="var(--mantine-color-error)" role="alert">
                {fieldError('weekdays')}
              </Text>
            )}
            <DateInput
              label="Last date"
              error={fieldError('endDate')}
              value={form.endDate}
              onChange={(value) => set('endDate', value)}
              valueFormat="YYYY-MM-DD"
              dateParser={parseLocalDate}
              placeholder="YYYY-MM-DD"
            />
          </>
        )}
        <Autocomplete
          label="Location"
          value={form.location}
          onChange={(value) => {
            const picked = places.data?.places.find((p) => p.name === value);
            setForm((f) => ({
              ...f,
              location: value,
              place: picked ? { placeId: picked.placeId || null, lat: picked.lat, lng: picked.lng } : null,
            }));
            setFieldErrors((errors) => withoutField(errors, 'location'));
          }}
          data={locationOptions}
          filter={({ options }) => options}
          error={fieldError('location') ?? (places.isError ? errorMessage(places.error) : undefined)}
          placeholder="Gym, field, city or ZIP"
        />
        <Textarea
          label="Objectives"
          error={fieldError('objectives')}
          value={form.objectives}
          onChange={(e) => set('objectives', e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Textarea
          label="Field details"
          error={fieldError('fieldDetails')}
          value={form.fieldDetails}
          onChange={(e) => set('fieldDetails', e.currentTarget.value)}
          autosize
          minRows={1}
        />
        {form.eventType === 'PRACTICE' && (
          <PracticePlanEditor
            teamId={teamId}
            startTime={form.startTime}
            endTime={form.endTime}
            sections={form.practicePlan}
            onChange={(sections) => set('practicePlan', sections)}
          />
        )}
        <Select
          label="Reminder"
          placeholder="No reminder"
          error={fieldError('reminder')}
          data={reminderChoices}
          value={
            form.reminder && reminderChoices.includes(form.reminder) ? form.reminder : (form.reminder ?? null)
          }
          onChange={(value) => set('reminder', value)}
          clearable
        />
        <Checkbox
          label="Count players who have not answered as going"
          checked={form.defaultGoing}
          onChange={(e) => set('defaultGoing', e.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={saving.isLoading || creating.isLoading}>
            Save
          </Button>
        </Group>
      </Stack>
    </>
  );
}
