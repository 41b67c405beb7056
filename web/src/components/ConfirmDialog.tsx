import { useEffect, useId, useRef } from 'react';

export interface ConfirmQuestion {
  title: string;
  message: string;
  confirmLabel: string;
}

interface Props extends ConfirmQuestion {
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An in-app yes/no question before a change that cannot be undone; it does not block the page like window.confirm. */
export function ConfirmDialog({ title, message, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    confirmButton.current?.focus();
  }, []);

  useEffect(() => {
    // Capture phase, stopped here: Escape answers this question only, not a Modal the question was asked from.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCancel();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onCancel]);

  return (
    <div className="confirm-dialog__backdrop">
      <div className="confirm-dialog card" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        <p>{message}</p>
        <div className="confirm-dialog__buttons">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button
            ref={confirmButton}
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
