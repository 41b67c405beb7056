import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { messageForCode } from '@chalktalk/domain';
import { useEffect, useRef } from 'react';
import { useEdition } from '../../config/EditionContext';
import { appUpdates, useAppUpdates } from './app-updates';
import classes from './ChunkLoadDialog.module.css';

/**
 * Spec 1 §2 / spec 3 §8: a script chunk that fails to load "produces a new-version dialog asking to press OK to
 * refresh, with a support contact". The text is G008's catalogue message, word for word.
 *
 * A native modal `<dialog>` (the browser traps focus, makes the page inert and draws the backdrop) rather than the
 * kit's Modal: this dialog must be in the entry chunk, since it shows exactly when chunks cannot be fetched, and
 * the kit's Modal (with its scroll area, focus trap and floating-ui) would add ~30 kB gzip to every first load.
 */
export function ChunkLoadDialog() {
  const { chunkFailed } = useAppUpdates();
  const { supportEmail } = useEdition();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // jsdom has no showModal: there the dialog is simply open.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLButtonElement>('[data-autofocus]')?.focus();
  }, [chunkFailed]);
  if (!chunkFailed) return null;
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby="chunk-load-dialog-title"
      aria-modal="true"
      // Only OK leaves it: Escape would return to a page whose code cannot load.
      onCancel={(event) => event.preventDefault()}
    >
      <Title order={2} size="h4" id="chunk-load-dialog-title">
        New version available
      </Title>
      <Text mt="md">{messageForCode('G008')}</Text>
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
    </dialog>
  );
}
