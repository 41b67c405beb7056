import { extname } from 'node:path';

/**
 * `Content-Disposition: attachment` for a file the user asked to save under `requested` (the `download` query of
 * the files route), or undefined to show it inline. The name keeps the stored file's extension, loses path and
 * quote characters, and goes both as a plain ASCII `filename` and as UTF-8 `filename*` (RFC 6266).
 */
export function attachmentDisposition(requested: string | undefined, storedName: string): string | undefined {
  if (requested === undefined) return undefined;
  const extension = extname(storedName);
  const cleaned = Array.from(requested, (c) => (c < ' ' || c === '\u007f' ? ' ' : c))
    .join('')
    .replace(/[\\/:*?"<>|;]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const stem = cleaned.toLowerCase().endsWith(extension)
    ? cleaned.slice(0, -extension.length).trim()
    : cleaned;
  const name = `${stem || 'play'}${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
