import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LogoStorage } from './logo-storage';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));
const KEY = /^[0-9a-f-]{36}$/i;

/** Logos as files in one folder (embedded mode): `<key>.<ext>`, written through a temporary file and a rename. */
export class LocalLogoStorage implements LogoStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const ext = EXTENSIONS[contentType];
    if (!ext) throw new Error(`Unsupported logo type ${contentType}`);
    await mkdir(this.dir, { recursive: true });
    await this.remove(key);
    const path = this.path(key, ext);
    await writeFile(`${path}.tmp`, bytes);
    await rename(`${path}.tmp`, path);
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    for (const ext of Object.keys(TYPES)) {
      try {
        return { bytes: await readFile(this.path(key, ext)), contentType: TYPES[ext]! };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return null;
  }

  async remove(key: string): Promise<void> {
    await Promise.all(Object.keys(TYPES).map((ext) => rm(this.path(key, ext), { force: true })));
  }

  private path(key: string, ext: string): string {
    // Keys are entity ids; anything else could walk out of the folder.
    if (!KEY.test(key)) throw new Error('Invalid logo key');
    return join(this.dir, `${key}.${ext}`);
  }
}
