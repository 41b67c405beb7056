import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { checkStorageKey } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

describe('LocalFileStorage', () => {
  let dir: string;
  let storage: LocalFileStorage;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'files-'));
    storage = new LocalFileStorage(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores, reads back with the content type, replaces and removes an object', async () => {
    await storage.put('teams/t1/doc-1', Buffer.from('%PDF-1.4 one'), 'application/pdf');
    const first = await storage.get('teams/t1/doc-1');
    expect(first?.contentType).toBe('application/pdf');
    expect(first?.size).toBe(12);
    expect((await buffer(first!.body)).toString()).toBe('%PDF-1.4 one');

    await storage.put('teams/t1/doc-1', Buffer.from('two'), 'text/plain');
    const second = await storage.get('teams/t1/doc-1');
    expect((await buffer(second!.body)).toString()).toBe('two');

    await storage.remove('teams/t1/doc-1');
    expect(await storage.get('teams/t1/doc-1')).toBeNull();
    // No temporary files are left behind.
    expect(await readdir(join(dir, 'teams', 't1'))).toEqual([]);
  });

  it('answers null for a missing object and removes a missing one quietly', async () => {
    expect(await storage.get('nothing/here')).toBeNull();
    await expect(storage.remove('nothing/here')).resolves.toBeUndefined();
  });

  it.each(['../escape', 'a/../../b', '.hidden', 'a//b', '', 'a/b?c', 'a\\b'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
      expect(() => checkStorageKey(key)).toThrow();
    },
  );
});
