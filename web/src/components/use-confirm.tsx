import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmQuestion } from './ConfirmDialog';

interface Asked {
  question: ConfirmQuestion;
  resolve: (confirmed: boolean) => void;
}

/**
 * An awaitable in-app confirmation: `if (!(await confirm({ title, message, confirmLabel }))) return;`.
 * Render the returned element anywhere in the component; it is null while nothing is asked.
 */
export function useConfirm(): [(question: ConfirmQuestion) => Promise<boolean>, ReactNode] {
  const [asked, setAsked] = useState<Asked | null>(null);
  const current = useRef<Asked | null>(null);

  const answer = useCallback((confirmed: boolean) => {
    current.current?.resolve(confirmed);
    current.current = null;
    setAsked(null);
  }, []);

  const confirm = useCallback(
    (question: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces the first, which counts as declined so its caller does not hang.
        current.current?.resolve(false);
        current.current = { question, resolve };
        setAsked(current.current);
      }),
    [],
  );

  // A caller still awaiting when the component goes away gets "no" rather than a promise that never settles.
  useEffect(() => () => current.current?.resolve(false), []);

  const cancel = useCallback(() => answer(false), [answer]);
  const element = asked ? (
    <ConfirmDialog {...asked.question} onConfirm={() => answer(true)} onCancel={cancel} />
  ) : null;
  return [confirm, element];
}
