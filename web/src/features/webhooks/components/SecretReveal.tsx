import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

/** A signing secret, shown once: the service never answers it again (rotate to get a new one). */
export function SecretReveal({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  return (
    <Alert role="status" color="yellow" variant="light" icon={<IconKey aria-hidden />} mb="md">
      <Text fw={600} mb={4}>
        Signing secret
      </Text>
      <Text size="sm" mb="xs">
        Copy the secret for {url} now: it is shown only once. Verify each delivery with it (Standard
        Webhooks).
      </Text>
      <Code
        block
        mb="sm"
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        data-testid="webhook-secret"
      >
        {secret}
      </Code>
      <Group gap="sm">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy secret'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="subtle" onClick={onDone}>
          I have saved it
        </Button>
      </Group>
    </Alert>
  );
}
