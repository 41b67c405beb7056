import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { checkStorageKey, type FileStorage, type StoredFile } from './file-storage';

/** Beside every object: its content type (the folder has no metadata of its own). */
const TYPE_SUFFIX = '.content-type';

/**
 * Files in one folder (embedded mode): `<dir>/<key>` plus `<dir>/<key>.content-type`, each written through a
 * temporary file and a rename, so a reader never sees half a file. Only one process may use the folder; a
 * deployment with several pods uses S3FileStorage.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeAtomically(`${path}${TYPE_SUFFIX}`, contentType);
    await writeAtomically(path, bytes);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.path(key);
    try {
      const [info, contentType] = await Promise.all([
        stat(path),
        readFile(`${path}${TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      return { body: createReadStream(path), size: info.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}${TYPE_SUFFIX}`, { force: true });
  }

  private path(key: string): string {
    return join(this.dir, ...checkStorageKey(key).split('/'));
  }
}

async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}
