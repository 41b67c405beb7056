import { DOCUMENT_MESSAGES } from '../messages/documents.messages';
import { FieldErrors } from './account-forms';

export const DOCUMENT_TYPES = ['file', 'link'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const ACCEPTED_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

export interface DocumentUploadForm {
  type?: DocumentType | '' | null;
  name: string;
  url?: string;
  /** Name of the chosen file, if any (the File itself stays in the browser). */
  fileName?: string | null;
}

export function isAcceptedDocumentFile(fileName: string): boolean {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (ACCEPTED_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
}

export function validateDocumentUpload(
  form: DocumentUploadForm,
): FieldErrors<'type' | 'name' | 'url' | 'file'> {
  const errors: FieldErrors<'type' | 'name' | 'url' | 'file'> = {};
  if (form.type !== 'file' && form.type !== 'link') errors.type = DOCUMENT_MESSAGES.selectType;
  if (form.name.trim() === '') errors.name = DOCUMENT_MESSAGES.enterName;
  if (form.type === 'link' && (form.url ?? '').trim() === '') errors.url = DOCUMENT_MESSAGES.enterUrl;
  if (form.type === 'file' && !form.fileName) errors.file = DOCUMENT_MESSAGES.selectFile;
  return errors;
}
