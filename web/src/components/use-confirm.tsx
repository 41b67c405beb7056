import { Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef } from 'react';
import { whenModalsHostReady } from '../theme/modals-host';

export interface ConfirmQuestion {
  title: string;
  message: string;
  confirmLabel: string;
}

interface Asked {
  modalId: string;
  answer: (confirmed: boolean) => void;
}

/**
 * An awaitable in-app confirmation through the kit's confirm modal (focus trap, Escape, labelled by its title):
 * `if (!(await confirm({ title, message, confirmLabel }))) return;`. Cancel, Escape and a click outside answer no.
 */
export function useConfirm(): (question: ConfirmQuestion) => Promise<boolean> {
  const asked = useRef<Asked | null>(null);

  /** Declines the open question (if any) and closes its modal. */
  const withdraw = useCallback(() => {
    const current = asked.current;
    if (!current) return;
    current.answer(false);
    modals.close(current.modalId);
  }, []);

  // A caller still awaiting when the component goes away gets "no" rather than a promise that never settles.
  useEffect(() => withdraw, [withdraw]);

  return useCallback(
    ({ title, message, confirmLabel }: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces the first, which counts as declined so its caller does not hang.
        withdraw();
        let answered = false;
        // Mantine calls onClose after onConfirm/onCancel too: the first call is the answer.
        const answer = (confirmed: boolean) => {
          if (answered) return;
          answered = true;
          if (asked.current?.answer === answer) asked.current = null;
          resolve(confirmed);
        };
        const modalId = randomId();
        asked.current = { modalId, answer };
        // The modals host is its own chunk (theme/modals-host.ts): opened at once when it is up, else once it is.
        whenModalsHostReady(() => {
          if (answered) return;
          modals.openConfirmModal({
            modalId,
            title,
            children: <Text size="sm">{message}</Text>,
            labels: { confirm: confirmLabel, cancel: 'Cancel' },
            confirmProps: { 'data-autofocus': true },
            onConfirm: () => answer(true),
            onCancel: () => answer(false),
            onClose: () => answer(false),
          });
        });
      }),
    [withdraw],
  );
}
