import { z } from 'zod';
import {
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_NAME_MAX_LENGTH,
  isBase64Text,
  LIST_LIMITS,
  TEXT_LIMITS,
} from '@chalktalk/domain';

const id = z.uuid();
const name = z.string().trim().min(1, 'Please enter a document name').max(DOCUMENT_NAME_MAX_LENGTH);
/** Folder paths: up to 5 names of under 40 characters (normalizeFolderPath checks the parts). */
const path = z
  .string()
  .max(5 * 40 + 4)
  .default('');
/** base64 of at most DOCUMENT_FILE_MAX_BYTES bytes (checked by a scan: a regex over 28 million characters overflowed). */
const fileData = z
  .string()
  .min(1, 'Please select a file')
  .max(Math.ceil(DOCUMENT_FILE_MAX_BYTES / 3) * 4 + 4, 'The file is too large')
  .refine(isBase64Text, 'The file must be base64');

export const teamQuerySchema = z.object({ teamId: id });
export const documentQuerySchema = z.object({ teamId: id, documentId: id });

export const uploadDocumentSchema = z.object({
  teamId: id,
  name,
  path,
  fileName: z.string().trim().min(1).max(TEXT_LIMITS.fileName),
  data: fileData,
});

export const addLinkSchema = z.object({
  teamId: id,
  name,
  path,
  url: z.string().trim().min(1, 'Please enter a url').max(TEXT_LIMITS.url),
  previewImage: z.string().max(TEXT_LIMITS.url).optional(),
  description: z.string().max(TEXT_LIMITS.description).optional(),
});

export const updateDocumentSchema = z
  .object({
    teamId: id,
    documentId: id,
    name: name.optional(),
    path: z
      .string()
      .max(5 * 40 + 4)
      .optional(),
    url: z.string().trim().min(1).max(TEXT_LIMITS.url).optional(),
    readOnly: z.boolean().optional(),
  })
  .refine(
    (v) => v.name !== undefined || v.path !== undefined || v.url !== undefined || v.readOnly !== undefined,
    {
      message: 'Nothing to change',
    },
  );

export const replaceFileSchema = z.object({
  teamId: id,
  documentId: id,
  fileName: z.string().trim().min(1).max(TEXT_LIMITS.fileName),
  data: fileData,
});

export const copyDocumentSchema = z.object({
  teamId: id,
  documentId: id,
  toTeamId: id,
  path: path.optional(),
});

export const downloadQuerySchema = z.object({ token: z.string().min(10).max(2048) });

export const updateAcknowledgementSchema = z.object({
  teamId: id,
  documentIds: z.array(id).min(1).max(LIST_LIMITS.idsPerCall),
  acknowledged: z.boolean(),
});

export const requestAcknowledgementSchema = z.object({ teamId: id, documentId: id, recipientUID: id });

export type UploadDocumentInput = z.infer<typeof uploadDocumentSchema>;
export type AddLinkInput = z.infer<typeof addLinkSchema>;
export type UpdateDocumentInput = z.infer<typeof updateDocumentSchema>;
export type ReplaceFileInput = z.infer<typeof replaceFileSchema>;
export type CopyDocumentInput = z.infer<typeof copyDocumentSchema>;
export type UpdateAcknowledgementInput = z.infer<typeof updateAcknowledgementSchema>;
export type RequestAcknowledgementInput = z.infer<typeof requestAcknowledgementSchema>;
