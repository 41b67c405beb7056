import { FileInput, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { showFieldErrors, under } from '../../../api/field-errors';
import { DialogActions } from '../../../components/DialogActions';
import { FormError } from '../../../components/FormOutcome';
import { useAddLinkMutation, useLazyUrlPreviewQuery, useUploadDocumentMutation } from '../documentsApi';
import { fileToBase64, type UploadType, type UploadValues, validateUpload } from '../upload-form';

interface UploadDialogProps {
  teamId: string;
  opened: boolean;
  onClose: () => void;
  /** The folder the list shows; new documents go there. */
  path: string;
}

const EMPTY: UploadValues = { type: '', name: '', url: '', file: null, path: '' };

/** Said under the Url field when the page names nothing (it could not be fetched, or has no title or description). */
export const NO_PREVIEW = 'No preview is available for this link. Enter a name for it below.';

/** The dialog's fields a server error can name (addLink's and uploadDocument's input). */
const FIELDS = ['name', 'url', 'path', 'file'] as const;

/** Spec 1 §2 and §5: upload a document (pdf, doc, docx) or add a quick link. */
export function UploadDialog({ teamId, opened, onClose, path }: UploadDialogProps) {
  const [values, setValues] = useState<UploadValues>({ ...EMPTY, path });
  const [errors, setErrors] = useState<Partial<Record<keyof UploadValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ image: string; description: string } | null>(null);
  // The url the last preview answered for, when it had nothing to show.
  const [noPreviewFor, setNoPreviewFor] = useState<string | null>(null);
  const [upload, uploading] = useUploadDocumentMutation();
  const [addLink, adding] = useAddLinkMutation();
  const [fetchPreview, previewing] = useLazyUrlPreviewQuery();

  const set = <K extends keyof UploadValues>(key: K, value: UploadValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const close = () => {
    setValues({ ...EMPTY, path });
    setErrors({});
    setFailure(null);
    setPreview(null);
    setNoPreviewFor(null);
    onClose();
  };

  /** Spec 1 §5: leaving the url field fetches a preview and pre-fills the name. */
  const onUrlBlur = async () => {
    const url = values.url.trim();
    if (!url) return;
    const answer = await fetchPreview(url, true);
    const { title = '', description = '', imagePreview = '' } = answer.data ?? {};
    if (title)
      setValues((current) => (current.name.trim() ? current : { ...current, name: title.slice(0, 120) }));
    setPreview(imagePreview || description ? { image: imagePreview, description } : null);
    // A page that cannot be fetched (or a failed call) answers nothing: say so rather than leave the name blank.
    setNoPreviewFor(title || description || imagePreview ? null : url);
  };
  const previewNote = previewing.isFetching
    ? 'Fetching a preview…'
    : preview?.description ||
      (noPreviewFor !== null && noPreviewFor === values.url.trim() ? NO_PREVIEW : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUpload(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      if (values.type === 'file' && values.file) {
        await upload({
          teamId,
          name: values.name.trim(),
          path: values.path,
          fileName: values.file.name,
          data: await fileToBase64(values.file),
        }).unwrap();
      } else {
        await addLink({
          teamId,
          name: values.name.trim(),
          path: values.path,
          url: values.url.trim(),
          previewImage: preview?.image || undefined,
          description: preview?.description || undefined,
        }).unwrap();
      }
      close();
    } catch (error) {
      const placed: Partial<Record<keyof UploadValues, string>> = {};
      setFailure(
        showFieldErrors(
          error,
          (field, message) => (placed[field as keyof UploadValues] = message),
          under('', FIELDS),
        ),
      );
      setErrors(placed);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add a document"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate aria-label="Add a document">
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={500} id="upload-type-label" mb={4}>
              Type
            </Text>
            <SegmentedControl
              aria-labelledby="upload-type-label"
              fullWidth
              value={values.type}
              onChange={(value) => set('type', value as UploadType)}
              data={[
                { value: 'file', label: 'File' },
                { value: 'link', label: 'Quick link' },
              ]}
            />
            {errors.type && (
              <Text c="red" size="sm" mt={4} role="alert">
                {errors.type}
              </Text>
            )}
          </div>
          {values.type === 'link' && (
            <TextInput
              label="Url"
              placeholder="www.example.com/page"
              value={values.url}
              onChange={(e) => set('url', e.currentTarget.value)}
              onBlur={onUrlBlur}
              error={errors.url}
              description={previewNote}
            />
          )}
          {values.type === 'file' && (
            <FileInput
              label="File"
              placeholder="Choose a pdf, doc or docx file"
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              leftSection={<IconUpload size={16} aria-hidden />}
              value={values.file}
              onChange={(file) => {
                set('file', file);
                if (file && !values.name.trim()) set('name', file.name.replace(/\.(pdf|docx?)$/i, ''));
              }}
              error={errors.file}
              clearable
            />
          )}
          <TextInput
            label="Name"
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
            maxLength={120}
          />
          <TextInput
            label="Folder"
            description="Optional, for example Practice/Drills"
            value={values.path}
            onChange={(e) => set('path', e.currentTarget.value)}
          />
          <FormError message={failure} />
        </Stack>
        <DialogActions
          submitLabel="Save"
          onCancel={close}
          loading={uploading.isLoading || adding.isLoading}
        />
      </form>
    </Modal>
  );
}
