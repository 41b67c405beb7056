import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { ObjectStorage, publicUrl, StoredObject } from './object-storage';

/**
 * Object storage in a local folder (embedded mode, tests, the benchmark). Files are written under a temporary
 * name and renamed, so a reader never sees half a GIF and a crashed writer leaves no valid-looking file.
 */
// Content types are not stored: the file controller derives them from the fixed file names.
export class LocalFolderStorage implements ObjectStorage {
  constructor(
    private readonly root: string,
    private readonly publicBaseUrl: string,
  ) {}

  pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(normalize(this.root) + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }

  async putFile(key: string, sourcePath: string, _contentType?: string): Promise<string> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = this.temporaryName(target);
    await copyFile(sourcePath, temporary);
    await rename(temporary, target);
    return this.urlOf(key);
  }

  async putBuffer(key: string, body: Buffer, _contentType?: string): Promise<string> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = this.temporaryName(target);
    await writeFile(temporary, body);
    await rename(temporary, target);
    return this.urlOf(key);
  }

  async urlIfExists(key: string): Promise<string | undefined> {
    try {
      await access(this.pathOf(key));
      return this.urlOf(key);
    } catch {
      return undefined;
    }
  }

  async read(key: string): Promise<StoredObject | undefined> {
    const path = this.pathOf(key);
    const size = await stat(path).then(
      (s) => (s.isFile() ? s.size : undefined),
      () => undefined,
    );
    return size === undefined ? undefined : { size, body: createReadStream(path) };
  }

  /** Unique per write: two slots of one pod may store the same content-addressed file at the same moment. */
  private temporaryName(target: string): string {
    return `${target}.${process.pid}.${randomUUID()}.part`;
  }

  private urlOf(key: string): string {
    return publicUrl(this.publicBaseUrl, key);
  }
}
