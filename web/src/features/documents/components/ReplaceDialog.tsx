import { FileInput, Modal, Stack, Text } from '@mantine/core';
import { DOCUMENT_FILE_MAX_BYTES, DOCUMENT_FILE_TOO_LARGE, DOCUMENT_MESSAGES } from '@chalktalk/domain';
import { IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { DialogActions } from '../../../components/DialogActions';
import { FormError } from '../../../components/FormOutcome';
import type { TeamDocument } from '../documents.types';
import { useReplaceFileMutation } from '../documentsApi';
import { fileToBase64 } from '../upload-form';

/** A new file for the same document (name, folder and acknowledgements stay; the old file is deleted). */
export function ReplaceDialog({
  teamId,
  document,
  onClose,
}: {
  teamId: string;
  document: TeamDocument;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [replace, state] = useReplaceFileMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!file) return setFailure(DOCUMENT_MESSAGES.selectFile);
    if (file.size > DOCUMENT_FILE_MAX_BYTES) return setFailure(DOCUMENT_FILE_TOO_LARGE);
    try {
      await replace({
        teamId,
        documentId: document.id,
        fileName: file.name,
        data: await fileToBase64(file),
      }).unwrap();
      onClose();
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  return (
    <Modal opened onClose={onClose} title="Replace file" centered>
      <form onSubmit={submit} aria-label="Replace file" noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Upload a new file for <strong>{document.name}</strong>. The current file is deleted.
          </Text>
          <FileInput
            label="File"
            placeholder="Choose a pdf, doc or docx file"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            leftSection={<IconUpload size={16} aria-hidden />}
            value={file}
            onChange={setFile}
            clearable
            data-autofocus
          />
          <FormError message={failure} />
        </Stack>
        <DialogActions submitLabel="Replace" onCancel={onClose} loading={state.isLoading} />
      </form>
    </Modal>
  );
}
