/**
 * Team document files: pdf, doc and docx only, recognised by their first bytes, never by the name (spec 1
 * section 5). The size limit is ours (the spec does not give one): 20 MiB holds a scanned playbook or a season's
 * practice plans. A file travels base64 in one JSON call, so the upload calls get a body limit of their own
 * (CALL_BODY_LIMITS, at the gateway and in the documents service); every other call keeps 1 MiB.
 */
export const DOCUMENT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** Shown under the file field and answered by the upload calls for a bigger file. */
export const DOCUMENT_FILE_TOO_LARGE = `The file is larger than ${DOCUMENT_FILE_MAX_BYTES / 1024 / 1024} MB.`;

export const DOCUMENT_FILE_KINDS = ['pdf', 'doc', 'docx'] as const;
export type DocumentFileKind = (typeof DOCUMENT_FILE_KINDS)[number];

export const DOCUMENT_CONTENT_TYPES: Record<DocumentFileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** OLE2 compound file: Word 97-2003 .doc (and other legacy Office files, which Word also opens). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0): boolean =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

/** Whether the ASCII text occurs in the bytes (zip entry names are stored uncompressed). */
function containsAscii(bytes: Uint8Array, text: string): boolean {
  const codes = Array.from(text, (c) => c.charCodeAt(0));
  outer: for (let i = 0; i + codes.length <= bytes.length; i++) {
    for (let j = 0; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * pdf: `%PDF-` within the first 1024 bytes (readers allow leading junk there); doc: the OLE2 signature; docx: a
 * zip whose entries name `word/document.xml`. Anything else is null, whatever its name says.
 */
export function documentKindOf(bytes: Uint8Array): DocumentFileKind | null {
  for (let at = 0; at < Math.min(bytes.length, 1024); at++) if (startsWith(bytes, PDF, at)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP) && containsAscii(bytes, 'word/document.xml')) return 'docx';
  return null;
}

/** The download name: the document's name with the kind's extension (kept when already there). */
export function downloadFileName(name: string, kind: DocumentFileKind): string {
  // Control characters would break the Content-Disposition header.
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'document';
  return safe.toLowerCase().endsWith(`.${kind}`) ? safe : `${safe}.${kind}`;
}

/**
 * A document's name: the upload dialog pre-fills it from a link's page title, which is often longer than the
 * 40 characters of play and team names, so documents allow 120.
 */
export const DOCUMENT_NAME_MAX_LENGTH = 120;
