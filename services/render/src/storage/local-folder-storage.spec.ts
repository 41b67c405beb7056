import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFolderStorage } from './local-folder-storage';

describe('LocalFolderStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'render-storage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores a buffer, answers its URL and finds it again', async () => {
    const storage = new LocalFolderStorage(root, 'http://files.test/render/');
    expect(await storage.urlIfExists('ab/x/play.gif')).toBeUndefined();
    const url = await storage.putBuffer('ab/x/play.gif', Buffer.from('GIF89a'), 'image/gif');
    expect(url).toBe('http://files.test/render/ab/x/play.gif');
    expect(await storage.urlIfExists('ab/x/play.gif')).toBe(url);
    expect(readFileSync(join(root, 'ab/x/play.gif'), 'utf8')).toBe('GIF89a');
  });

  it('refuses keys that leave the root', () => {
    const storage = new LocalFolderStorage(root, 'http://files.test');
    expect(() => storage.pathOf('../etc/passwd')).toThrow(/escapes/);
  });
});
