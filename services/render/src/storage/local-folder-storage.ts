import { access, copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { ObjectStorage } from './object-storage';

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
    const temporary = `${target}.${process.pid}.part`;
    await copyFile(sourcePath, temporary);
    await rename(temporary, target);
    return this.urlOf(key);
  }

  async putBuffer(key: string, body: Buffer, _contentType?: string): Promise<string> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.part`;
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

  private urlOf(key: string): string {
    return `${this.publicBaseUrl.replace(/\/$/, '')}/${key}`;
  }
}
