import { DOCUMENT_FILE_MAX_BYTES, DOCUMENT_FILE_TOO_LARGE, DOCUMENT_MESSAGES } from '@chalktalk/domain';

export type UploadType = '' | 'file' | 'link';

export interface UploadValues {
  type: UploadType;
  name: string;
  url: string;
  file: File | null;
  path: string;
}

/** Spec 1 §5: the upload dialog's rules and messages, word for word. */
export function validateUpload(values: UploadValues): Partial<Record<keyof UploadValues, string>> {
  const errors: Partial<Record<keyof UploadValues, string>> = {};
  if (!values.type) errors.type = DOCUMENT_MESSAGES.selectType;
  if (!values.name.trim()) errors.name = DOCUMENT_MESSAGES.enterName;
  if (values.type === 'link' && !values.url.trim()) errors.url = DOCUMENT_MESSAGES.enterUrl;
  if (values.type === 'file') {
    if (!values.file) errors.file = DOCUMENT_MESSAGES.selectFile;
    else if (values.file.size > DOCUMENT_FILE_MAX_BYTES) errors.file = DOCUMENT_FILE_TOO_LARGE;
  }
  return errors;
}

/** The file as base64 (the upload call's body is JSON). */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
