import { Button, Group } from '@mantine/core';

interface DialogActionsProps {
  /** The submit button's label (the form's own submit). */
  submitLabel: string;
  onCancel: () => void;
  loading?: boolean;
  /** A red submit for what cannot be undone. */
  danger?: boolean;
}

/** The Cancel + submit row that closes every dialog and confirmation form, submit last. */
export function DialogActions({ submitLabel, onCancel, loading, danger }: DialogActionsProps) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={loading} color={danger ? 'red' : undefined}>
        {submitLabel}
      </Button>
    </Group>
  );
}
