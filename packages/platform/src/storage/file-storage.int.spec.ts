import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describeWithMinio } from '../testing';
import { createFileStorage } from './create-file-storage';
import type { FileStorage } from './file-storage';

/** One contract for both adapters of the file-storage port: what documents relies on. */
function storageContract(name: string, make: () => Promise<FileStorage>) {
  it(`${name}: put, get with size and type, replace, remove, missing is null, bad keys refused`, async () => {
    const storage = await make();
    const key = `teams/t-${Date.now()}/documents/d1/v1`;
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('%PDF-1.4 first'), 'application/pdf');
    const first = await storage.get(key);
    expect(first && { size: first.size, contentType: first.contentType }).toEqual({
      size: 14,
      contentType: 'application/pdf',
    });
    expect((await buffer(first!.body)).toString()).toBe('%PDF-1.4 first');
    await storage.put(key, Buffer.from('second'), 'application/msword');
    expect((await buffer((await storage.get(key))!.body)).toString()).toBe('second');
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Invalid storage key',
    );
  });
}

describe('file storage: local folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'file-storage-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  storageContract('local', () => createFileStorage({ kind: 'local', dir }));
});

describeWithMinio('file storage: S3 on a real MinIO', (minio) => {
  jest.setTimeout(60_000);
  storageContract('s3', () =>
    createFileStorage({
      kind: 's3',
      endpoint: minio().endpoint,
      bucket: 'documents-contract',
      region: 'us-east-1',
      accessKeyId: minio().accessKeyId,
      secretAccessKey: minio().secretAccessKey,
      prefix: 'suite',
    }),
  );
});
