import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { useAddWebhookEndpointMutation, type WebhookEventType, type WithSecret } from '../webhooksApi';

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
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/.test(url.trim()))
      return setError('Enter a full web address, starting with https://');
    if (picked.length === 0) return setError('Pick at least one event type');
    setError(null);
    try {
      onAdded(await add({ programId, url: url.trim(), eventTypes: picked }).unwrap());
      setUrl('');
      setPicked([]);
    } catch (caught) {
      setError(errorMessage(caught));
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
          onChange={(event) => setUrl(event.currentTarget.value)}
          required
        />
        <Checkbox.Group label="Event types" value={picked} onChange={setPicked} required>
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
