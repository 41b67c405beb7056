import { validateName } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';

interface Props {
  initial: string;
  onSave: (name: string) => Promise<unknown> | void;
  onCancel: () => void;
}

/** Inline rename of a play or folder, with the spec's name rule (spec 2 §5). */
export function RenameForm({ initial, onSave, onCancel }: Props) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = validateName(trimmed);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSave(trimmed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="playbook-rename" aria-label="Rename" onSubmit={submit}>
      <input
        aria-label="Name"
        value={name}
        autoFocus
        aria-invalid={error ? true : undefined}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        Save
      </button>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
