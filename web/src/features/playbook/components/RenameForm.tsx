import { validateName } from '@chalktalk/domain';
import { Button, Group, TextInput } from '@mantine/core';
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
    <Group
      component="form"
      aria-label="Rename"
      onSubmit={submit}
      gap="xs"
      align="flex-start"
      wrap="wrap"
      style={{ flex: 1, minWidth: 0 }}
    >
      <TextInput
        aria-label="Name"
        value={name}
        autoFocus
        size="sm"
        error={error}
        errorProps={{ role: 'alert' }}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
        style={{ flex: '1 1 10rem', minWidth: 0 }}
      />
      <Group gap="xs" wrap="nowrap">
        <Button type="submit" size="sm" loading={busy}>
          Save
        </Button>
        <Button type="button" size="sm" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Group>
  );
}
