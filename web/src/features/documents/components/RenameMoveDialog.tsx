import { TextInput, Modal } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showFieldErrors, under } from '../../../api/field-errors';
import { DialogActions } from '../../../components/DialogActions';
import { FormError } from '../../../components/FormOutcome';
import type { TeamDocument } from '../documents.types';
import { useUpdateDocumentMutation } from '../documentsApi';

/** Renames a document or moves it to another folder (updateDocument's name or path). */
export function RenameMoveDialog({
  teamId,
  kind,
  document,
  onClose,
}: {
  teamId: string;
  kind: 'rename' | 'move';
  document: TeamDocument;
  onClose: () => void;
}) {
  const [value, setValue] = useState(kind === 'rename' ? document.name : document.path);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [update, state] = useUpdateDocumentMutation();
  const title = kind === 'rename' ? 'Rename document' : 'Move document';
  /** The call's field this dialog edits. */
  const field = kind === 'rename' ? 'name' : 'path';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldError(null);
    try {
      await update({
        teamId,
        documentId: document.id,
        [field]: value,
      }).unwrap();
      onClose();
    } catch (e) {
      // A refused name or folder shows under the field; anything else below it.
      setFailure(showFieldErrors(e, (_field, message) => setFieldError(message), under('', [field])));
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} aria-label={title} noValidate>
        <TextInput
          label={kind === 'rename' ? 'Name' : 'Folder'}
          description={kind === 'move' ? 'Empty for the top; for example Practice/Drills' : undefined}
          value={value}
          error={fieldError}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setFieldError(null);
          }}
          data-autofocus
        />
        <FormError message={failure} />
        <DialogActions submitLabel="Save" onCancel={onClose} loading={state.isLoading} />
      </form>
    </Modal>
  );
}
