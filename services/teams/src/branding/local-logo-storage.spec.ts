import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalLogoStorage } from './local-logo-storage';

describe('LocalLogoStorage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'logos-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const key = '7f1e7c9a-9a8b-4b1e-8f53-0d7c2a7f2a11';

  it('stores, replaces and removes a logo; a missing logo reads as null', async () => {
    const storage = new LocalLogoStorage(join(dir, 'logos'));
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('png'), 'image/png');
    await storage.put(key, Buffer.from('jpeg'), 'image/jpeg');
    expect(await readdir(join(dir, 'logos'))).toEqual([`${key}.jpg`]);
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from('jpeg'), contentType: 'image/jpeg' });
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that are not ids', async () => {
    await expect(new LocalLogoStorage(dir).get('../secret')).rejects.toThrow('Invalid logo key');
  });
});
