import { DOCUMENT_FILE_MAX_BYTES } from '../documents/document-files';

/** Every call's request body limit at the gateway and in each service, unless CALL_BODY_LIMITS says more. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/** A file sent base64 inside a JSON call: 4/3 of the file, plus room for the call's other fields. */
export const base64CallLimit = (fileBytes: number): number => Math.ceil(fileBytes / 3) * 4 + 64 * 1024;

/**
 * The calls that carry a file and may send more than the default, by path (the same at the gateway and in the
 * owning service, which both enforce it).
 */
export const CALL_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/api/documents/uploadDocument': base64CallLimit(DOCUMENT_FILE_MAX_BYTES),
  '/api/documents/replaceFile': base64CallLimit(DOCUMENT_FILE_MAX_BYTES),
};
