import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { messageForCode } from '@chalktalk/domain';
import { useEdition } from '../../config/EditionContext';
import { appUpdates, useAppUpdates } from './app-updates';

/**
 * Spec 1 §2 / spec 3 §8: a script chunk that fails to load "produces a new-version dialog asking to press OK to
 * refresh, with a support contact". The text is G008's catalogue message, word for word.
 */
export function ChunkLoadDialog() {
  const { chunkFailed } = useAppUpdates();
  const { supportEmail } = useEdition();
  if (!chunkFailed) return null;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="New version available"
      centered
    >
      <Text>{messageForCode('G008')}</Text>
      <Text size="sm" mt="sm">
        If this keeps happening, contact us at{' '}
        <Anchor c="brand" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </Anchor>
        .
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void appUpdates.refresh()} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
