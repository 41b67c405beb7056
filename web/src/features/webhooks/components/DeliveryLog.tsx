import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { showFieldErrors, under, withoutField } from '../../../api/field-errors';
import { type Column, DataTable } from '../../../components/DataTable';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import {
  useGetWebhookDeliveriesQuery,
  useReplayWebhookDeliveriesMutation,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../webhooksApi';

const STATUS_COLOR = { pending: 'dark', succeeded: 'green.9', failed: 'red.9' } as const;
const REPLAY_DAYS = 30;

const when = (iso: string) => new Date(iso).toLocaleString();
const attemptText = (attempt: WebhookAttempt) =>
  `#${attempt.attempt} ${attempt.statusCode ?? (attempt.error ? 'no answer' : '—')} · ${new Date(attempt.attemptedAt).toLocaleTimeString()}`;

/** A datetime-local value (the browser's local time) for a Date. */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

const columns: Column<WebhookDelivery>[] = [
  {
    key: 'type',
    header: 'Event',
    render: (row) => row.type.split('.').at(-1) + (row.replay ? ' (replay)' : ''),
  },
  { key: 'occurred', header: 'Occurred', render: (row) => when(row.occurredAt) },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <Badge color={STATUS_COLOR[row.status]} variant="filled">
        {row.status}
      </Badge>
    ),
  },
  {
    key: 'attempts',
    header: 'Attempts',
    render: (row) =>
      row.log.length === 0 ? (
        'waiting'
      ) : (
        <Stack gap={0}>
          {row.log.map((attempt) => (
            <Text key={attempt.attempt} size="sm" title={attempt.error ?? undefined}>
              {attemptText(attempt)}
            </Text>
          ))}
        </Stack>
      ),
  },
  {
    key: 'id',
    header: 'Event id',
    render: (row) => (
      <Text size="xs" ff="monospace">
        {row.eventId}
      </Text>
    ),
  },
];

/** The endpoint's deliveries, each attempt with its answer, and a replay of any range of the last 30 days. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { data, isLoading, refetch, isFetching } = useGetWebhookDeliveriesQuery(endpoint.id, {
    pollingInterval: 5000,
  });
  const [replay, replaying] = useReplayWebhookDeliveriesMutation();
  const now = new Date();
  const [from, setFrom] = useState(localInput(new Date(now.getTime() - 86_400_000)));
  const [to, setTo] = useState(localInput(now));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const onReplay = async (event: FormEvent) => {
    event.preventDefault();
    const start = new Date(from);
    const end = new Date(to);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start >= end)
      return setOutcome({ ok: false, message: 'The start of the range must be before its end.' });
    setFieldErrors({});
    try {
      const { queued } = await replay({
        endpointId: endpoint.id,
        from: start.toISOString(),
        to: end.toISOString(),
      }).unwrap();
      setOutcome({
        ok: true,
        message: `${queued} ${queued === 1 ? 'delivery' : 'deliveries'} queued again.`,
      });
    } catch (caught) {
      // A refused start or end of the range shows under it; anything else above the fields.
      const unplaced = showFieldErrors(
        caught,
        (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
        under('', ['from', 'to']),
      );
      setOutcome(unplaced === null ? null : { ok: false, message: unplaced });
    }
  };

  return (
    <SectionCard title="Delivery log">
      <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Text>
      <Group mb="sm">
        <Button size="xs" variant="default" onClick={() => void refetch()} loading={isFetching}>
          Refresh
        </Button>
      </Group>
      {isLoading && <Text c="dimmed">Loading…</Text>}
      {data && data.deliveries.length === 0 && <Text c="dimmed">No deliveries yet.</Text>}
      {data && data.deliveries.length > 0 && (
        <DataTable label="Deliveries" rows={data.deliveries} columns={columns} rowKey={(row) => row.id} />
      )}
      <form onSubmit={onReplay} aria-label="Replay deliveries" noValidate>
        <Text fw={600} mt="lg" mb="xs">
          Replay a time range (last {REPLAY_DAYS} days)
        </Text>
        <FormOutcome outcome={outcome} />
        <Group align="flex-end" gap="sm">
          <TextInput
            type="datetime-local"
            label="From"
            value={from}
            min={localInput(new Date(now.getTime() - REPLAY_DAYS * 86_400_000))}
            error={fieldErrors.from}
            onChange={(event) => {
              setFrom(event.currentTarget.value);
              setFieldErrors((errors) => withoutField(errors, 'from'));
            }}
          />
          <TextInput
            type="datetime-local"
            label="To"
            value={to}
            error={fieldErrors.to}
            onChange={(event) => {
              setTo(event.currentTarget.value);
              setFieldErrors((errors) => withoutField(errors, 'to'));
            }}
          />
          <Button type="submit" variant="default" loading={replaying.isLoading} disabled={!endpoint.enabled}>
            Replay
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
