import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface StoredObject {
  size: number;
  body: Readable;
}

/**
 * Where rendered files go: `LocalFolderStorage` (embedded mode, one pod) or `S3Storage` (a bucket every render
 * pod shares). Keys are relative paths like `ab/ab12…/play.gif`; files are content-addressed and never change.
 */
export interface ObjectStorage {
  /** Stores a file under `key` and returns its public URL. Readers never see a half-written object. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<string>;
  putBuffer(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The URL of `key` if it is stored, else undefined (the render cache looks here first). */
  urlIfExists(key: string): Promise<string | undefined>;
  /** Opens `key` for reading (the files route serves it), or undefined when it is not stored. */
  read(key: string): Promise<StoredObject | undefined>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Public URL of a key under the configured base (the render service serves every key there). */
export function publicUrl(baseUrl: string, key: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${key}`;
}

/** Keys are relative paths of plain segments: no `..`, no leading slash, no empty segment. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\')))
    throw new Error(`storage key escapes the root: ${key}`);
  return key;
}
