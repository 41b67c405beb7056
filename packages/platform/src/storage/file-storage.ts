import type { Readable } from 'node:stream';

/** A stored file opened for reading: the body streams, nothing is buffered. */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * The platform's file-storage port: one interface for every service that keeps user files (team documents,
 * profile images). A local folder in embedded mode, an S3 bucket (MinIO) when distributed; createFileStorage
 * picks the adapter from configuration. Keys are `/`-separated plain segments (checkStorageKey); callers build
 * them from their own ids, never from user text.
 */
export interface FileStorage {
  /** Writes the whole object; readers see either the old object or the new one, never half of one. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the object; removing a missing one is fine. */
  remove(key: string): Promise<void>;
}

/** Nest injection token for the configured FileStorage. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys are 1 to 8 segments of letters, digits, `.`, `_` and `-` that do not start with a dot, so no key can walk
 * out of the folder or prefix (`..`), hide as a dot file or carry URL syntax.
 */
export function checkStorageKey(key: string): string {
  const segments = key.split('/');
  if (segments.length > 8 || !segments.every((s) => SEGMENT.test(s)))
    throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
  return key;
}
