import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { showFieldErrors, under } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { useAddWebhookEndpointMutation, type WebhookEventType, type WithSecret } from '../webhooksApi';

const FIELDS = ['url', 'eventTypes'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/** URL and event types; the answer carries the new endpoint's secret, which the page shows once. */
export function AddEndpointForm({
  programId,
  eventTypes,
  onAdded,
}: {
  programId: string;
  eventTypes: WebhookEventType[];
  onAdded: (added: WithSecret) => void;
}) {
  const [add, adding] = useAddWebhookEndpointMutation();
  const [url, setUrl] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!/^https?:\/\/\S+$/.test(url.trim())) found.url = 'Enter a full web address, starting with https://';
    if (picked.length === 0) found.eventTypes = 'Pick at least one event type';
    setFieldErrors(found);
    setError(null);
    if (Object.keys(found).length) return;
    try {
      onAdded(await add({ programId, url: url.trim(), eventTypes: picked }).unwrap());
      setUrl('');
      setPicked([]);
    } catch (caught) {
      // An address refused by the server (not https, inside a network) shows under the URL field.
      const placed: FieldErrors = {};
      setError(
        showFieldErrors(
          caught,
          (field, message) => (placed[field as keyof FieldErrors] = message),
          under('', FIELDS),
        ),
      );
      setFieldErrors(placed);
    }
  };

  return (
    <SectionCard title="Add endpoint" onSubmit={onSubmit}>
      <FormError message={error} />
      <Stack gap="sm">
        <TextInput
          label="Endpoint URL"
          placeholder="https://partner.example/chalktalk"
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setFieldErrors(({ url: _, ...rest }) => rest);
          }}
          error={fieldErrors.url}
          required
        />
        <Checkbox.Group
          label="Event types"
          value={picked}
          onChange={(value) => {
            setPicked(value);
            setFieldErrors(({ eventTypes: _, ...rest }) => rest);
          }}
          error={fieldErrors.eventTypes}
          required
        >
          <Stack gap={6} mt={6}>
            {eventTypes.map((eventType) => (
              <Checkbox
                key={eventType.type}
                value={eventType.type}
                label={eventType.type.split('.').at(-1)}
                description={eventType.summary}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button type="submit" loading={adding.isLoading} style={{ alignSelf: 'flex-start' }}>
          Add endpoint
        </Button>
      </Stack>
    </SectionCard>
  );
}
