import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useConfirm } from '../../../components/use-confirm';
import {
  useRemoveWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useUpdateWebhookEndpointMutation,
  type WebhookEndpoint,
  type WithSecret,
} from '../webhooksApi';

/** One endpoint: address, event types, state, and its actions. */
export function EndpointCard({
  endpoint,
  selected,
  onSelect,
  onRotated,
}: {
  endpoint: WebhookEndpoint;
  selected: boolean;
  onSelect: () => void;
  onRotated: (rotated: WithSecret) => void;
}) {
  const confirm = useConfirm();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [remove] = useRemoveWebhookEndpointMutation();
  const ids = { endpointId: endpoint.id, programId: endpoint.programId };

  const onRotate = async () => {
    const ok = await confirm({
      title: 'Rotate secret',
      message: 'A new secret signs from now on; the old one keeps signing beside it for 24 hours.',
      confirmLabel: 'Rotate',
    });
    if (ok) onRotated(await rotate(ids).unwrap());
  };
  const onRemove = async () => {
    if (
      await confirm({
        title: 'Remove endpoint',
        message: `Stop sending to ${endpoint.url}?`,
        confirmLabel: 'Remove',
      })
    )
      await remove(ids);
  };

  return (
    <Paper component="li" withBorder p="md" aria-label={endpoint.url}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {endpoint.url}
        </Text>
        <Badge color={endpoint.enabled ? 'green.9' : 'red.9'} variant="filled">
          {endpoint.enabled ? 'On' : 'Off'}
        </Badge>
      </Group>
      {endpoint.disabledReason && (
        <Text size="sm" c="red.8" mt={4}>
          {endpoint.disabledReason}
        </Text>
      )}
      <Group gap={6} mt="xs">
        {endpoint.eventTypes.map((type) => (
          <Badge key={type} variant="default" tt="none">
            {type.split('.').at(-1)}
          </Badge>
        ))}
      </Group>
      {endpoint.previousSecretUntil && (
        <Text size="sm" c="dimmed" mt="xs">
          The previous secret also signs until {new Date(endpoint.previousSecretUntil).toLocaleString()}.
        </Text>
      )}
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant={selected ? 'filled' : 'default'}
          onClick={onSelect}
          aria-pressed={selected}
        >
          Delivery log
        </Button>
        <Button size="xs" variant="default" onClick={() => void onRotate()} loading={rotating.isLoading}>
          Rotate secret
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={updating.isLoading}
          onClick={() => void update({ ...ids, enabled: !endpoint.enabled })}
        >
          {endpoint.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={() => void onRemove()}>
          Remove
        </Button>
      </Group>
    </Paper>
  );
}
